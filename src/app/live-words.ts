import { pageLanguage } from '../lib/i18n/page-language';
import { messagesOf } from '../lib/i18n/translate';
import type { Area } from '../lib/i18n/catalog-areas';

/**
 * The sets of catalog areas the top of a team's page reads (`useT` in `LivePlayTop` and the live
 * board): loaded before it renders, by the start and by the Worker's render of the page.
 */
export const LIVE_TOP_AREAS: readonly (readonly Area[])[] = [['live'], ['live', 'app']];

/** The spectator board's: the top's, and an ended game's awards, which the TV shows under it. */
export const WATCH_AREAS: readonly (readonly Area[])[] = [...LIVE_TOP_AREAS, ['awards']];

/**
 * The live game's words in the page's language, which the start loads before the play page
 * renders (SHELLED_PAGES): a team's HTML paints its board and its card's heading
 * (worker/pages.ts), a visitor's its join form and board, and a first render that waited for its words would put the loading state
 * over them. Another language's card words come too, which the card's code fetches only as it
 * arrives. When they cannot come, the page asks for them again as it renders.
 */
export async function loadLiveWords(): Promise<void> {
  const language = pageLanguage();
  await Promise.all([
    ...LIVE_TOP_AREAS.map((areas) => messagesOf(language, areas)),
    language === 'en' ? undefined : messagesOf(language, ['card']),
    // The join form says a refusal in these words: a painted join page's form reads them as it renders.
    language === 'en' ? undefined : messagesOf(language, ['errors']),
  ]).catch(() => undefined);
}

/**
 * The spectator board's words in the page's language, which the start loads before the board's
 * page renders: its HTML paints the board's rows, which a first render waiting for words would
 * put the loading state over.
 */
export async function loadWatchWords(): Promise<void> {
  const language = pageLanguage();
  await Promise.all(WATCH_AREAS.map((areas) => messagesOf(language, areas))).catch(() => undefined);
}
