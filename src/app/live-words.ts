import type { Language } from '../../domain/language';
import type { Area } from '../lib/i18n/catalog-areas';
import { loadErrorWords } from '../lib/i18n/error-text';
import { loadJoinWords } from '../lib/i18n/join-text';
import { loadPlayingWords } from '../lib/i18n/playing-text';
import { shownLanguage } from '../lib/i18n/shown-language';

/**
 * The sets of catalog areas a team's page reads (`useT`) beyond the join page's words, which the
 * Worker's render of the page loads first (in the browser they come with its parts: team-parts.ts).
 */
export const LIVE_TOP_AREAS: readonly (readonly Area[])[] = [['live'], ['live', 'app']];

/** The spectator board's: a team's page's, and an ended game's awards, which the TV shows under it. */
export const WATCH_AREAS: readonly (readonly Area[])[] = [...LIVE_TOP_AREAS, ['awards']];

/**
 * The join page's words (join-text.ts) and the error texts in `language`, for a first render that
 * reads them at once: none to load in English, whose join page's words are in its code and whose
 * refusals are the server's own words.
 */
export async function loadJoinPageWords(language: Language): Promise<void> {
  await Promise.all([loadJoinWords(language), loadErrorWords(language)]);
}

/**
 * The live game's words in the page's language, which the start loads before the play page
 * renders (SHELLED_PAGES): a team's HTML paints its board and its card's heading
 * (worker/pages.ts), a visitor's its join form and board, and a first render that waited for its
 * words would put the loading state over them. A team's page's own words come with its parts
 * (team-parts.ts); another language's card words come too, which the card's code fetches only as
 * it arrives. When they cannot come, the page asks for them again as it renders.
 */
export async function loadLiveWords(): Promise<void> {
  const language = shownLanguage();
  await Promise.all([
    loadJoinPageWords(language),
    language === 'en'
      ? undefined
      : import('../lib/i18n/translate').then(({ messagesOf }) => messagesOf(language, ['card'])),
  ]).catch(() => undefined);
}

/**
 * The spectator board's words in the page's language, which the start loads before the board's
 * page renders: its HTML paints the board's rows, which a first render waiting for words would
 * put the loading state over.
 */
export async function loadWatchWords(): Promise<void> {
  const language = shownLanguage();
  await Promise.all([
    loadJoinWords(language),
    // The TV says how its connection is and how to share the results.
    loadPlayingWords(language),
    import('../lib/i18n/translate').then(({ messagesOf }) =>
      Promise.all(WATCH_AREAS.map((areas) => messagesOf(language, areas))),
    ),
  ]).catch(() => undefined);
}
