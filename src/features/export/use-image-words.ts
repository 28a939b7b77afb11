import { useMemo, useSyncExternalStore } from 'react';
import { pageLanguage, subscribePageLanguage } from '../../lib/i18n/page-language';
import { useReaderLocale } from '../../lib/i18n/reader-locale';
import { useT } from '../../lib/i18n/translate';
import type { Translate } from '../../lib/i18n/catalog-areas';
import { imageWords, type ImageWords } from './image-words';

/** The image's words and the page's messages, in the page's language. */
export function useImageWords(): { t: Translate<'export' | 'app' | 'awards'>; words: ImageWords } {
  const t = useT('export', 'app', 'awards');
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage, () => 'en' as const);
  // The locale the pages write their dates in: the page's language and the browser's region.
  const locale = useReaderLocale();
  // One object while the language holds: the image is drawn again only when its words change.
  const words = useMemo(() => imageWords(t, language, locale), [t, language, locale]);
  return { t, words };
}
