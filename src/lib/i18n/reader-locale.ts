import { useSyncExternalStore } from 'react';
import { pageLanguage, pageLocale, serverLocale, subscribePageLanguage } from './page-language';

/** The reader's locale ('en-US', 'en-GB', 'de-DE'…), following a change of the page's language. */
export function useReaderLocale(): string {
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage, () => null);
  return language === null ? serverLocale() : pageLocale(language);
}
