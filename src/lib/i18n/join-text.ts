import { use } from 'react';
import type { Language } from '../../../domain/language';
import english from '../../locales/join/en.json';
import type { Area, Translate } from './catalog-areas';
import { fillMessage, type CompiledMessage } from './fill-message';
import { oncePerLanguage } from './once-per-language';
import { paintedPreloads } from './painted-text';
import { shownLanguage, shownLocale, useShownLanguage } from './shown-language';

/** An English catalog as the build compiles it (scripts/compiled-catalogs.ts), filled in as the language runtime would. */
export function englishText<A extends Area>(catalog: object): Translate<A> {
  const messages = catalog as Record<string, CompiledMessage>;
  return (id, values = {}) => {
    const message = messages[id];
    return message === undefined ? id : fillMessage(message, values, shownLocale('en'));
  };
}

/** The join page's words in English: in its code, with nothing to load. */
const englishJoinText = englishText<'join'>(english);

/**
 * The `join` area's words in `language` (none to load for English), with the language runtime:
 * one promise per language, for `use`. The start and the Worker's render load them before the
 * page renders, so its first render reads them at once.
 */
export function loadJoinWords(language: Language): Promise<Translate<'join'>> | undefined {
  return language === 'en' ? undefined : joinWordsOnce(language);
}
const joinWordsOnce = oncePerLanguage((language) =>
  import('./translate').then(({ messagesOf }) => messagesOf(language, ['join'])),
);

/**
 * The words of a game's join page (the `join` area), which the board, the page's top and its
 * states say on a team's page and the TV too. In English they are in the page's code, so a
 * phone opening a join link loads no catalog and no language runtime; another language's
 * catalog loads as `useT`'s do.
 */
export function useJoinText(): Translate<'join'> {
  const messages = loadJoinWords(useShownLanguage());
  return messages ? use(messages) : englishJoinText;
}

// A change of language on a page showing these words waits for them.
paintedPreloads.add(loadJoinWords);

// A page in another language fetches them as soon as this code arrives.
if (typeof document !== 'undefined') loadJoinWords(shownLanguage())?.catch(() => undefined);
