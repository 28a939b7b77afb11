import { use } from 'react';
import type { Language } from '../../../domain/language';
import type { Translate } from './catalog-areas';
import { englishText } from './join-text';
import { oncePerLanguage } from './once-per-language';
import { paintedPreloads } from './painted-text';
import { useShownLanguage } from './shown-language';

/**
 * The `playing` area's words in `language`: one promise per language, for `use`. English is a
 * small chunk of its own, another language comes with the language runtime. Whatever shows them
 * has them loaded before it renders: a team's page with its parts (team-parts.ts), a phone that
 * joins before the game answers, the join page before it shows a game that has ended, the TV
 * and the Worker before their render.
 */
export const loadPlayingWords: (language: Language) => Promise<Translate<'playing'>> = oncePerLanguage((language) =>
  language === 'en'
    ? import('../../locales/playing/en.json').then(({ default: catalog }) => englishText<'playing'>(catalog))
    : import('./translate').then(({ messagesOf }) => messagesOf(language, ['playing'])),
);

/**
 * What a team's page says that a phone of no team never sees (the `playing` area): its standing,
 * its connection, its card on its way and the game's end. A join page loads none of it until the
 * phone joins.
 */
export function usePlayingText(): Translate<'playing'> {
  return use(loadPlayingWords(useShownLanguage()));
}

// A change of language on a page showing these words waits for them.
paintedPreloads.add(loadPlayingWords);
