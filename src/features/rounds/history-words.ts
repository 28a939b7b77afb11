import { pageLanguage } from '../../lib/i18n/page-language';
import { messagesOf } from '../../lib/i18n/translate';
import type { Area } from '../../lib/i18n/catalog-areas';

/**
 * The sets of catalog areas a page of rounds reads (`useT` in the list, its cards and its Load
 * more): loaded before it renders, by the start and by the Worker's render of the page.
 */
export const HISTORY_AREAS: readonly (readonly Area[])[] = [['history'], ['history', 'app'], ['app']];

/** History's words in the page's language; when they cannot come, the page asks for them again as it renders. */
export async function loadHistoryWords(): Promise<void> {
  const language = pageLanguage();
  await Promise.all(HISTORY_AREAS.map((areas) => messagesOf(language, areas))).catch(() => undefined);
}
