import { useSyncExternalStore } from 'react';
import { parseLanguage, readerLocale, type Language } from '../../../domain/language';
import { subscribePaintedLanguage } from './painted-text';

/**
 * The page's language and locale as the join page's code reads them (join-text.ts): the same as
 * page-language.ts says, without its language switching, which the join page does not load.
 */

/** What a render on the server is in (set with page-language.ts's `renderOnServerIn`): it has no page to read. */
let server: { language: Language; locale: string } = { language: 'en', locale: 'en' };

export function renderShownOnServerIn(language: Language, locale: string): void {
  server = { language, locale };
}

/** The page's language: `<html lang>`, which the inline head script sets before the first paint. */
export function shownLanguage(): Language {
  return parseLanguage(document.documentElement.lang) ?? 'en';
}

/** The page's language, re-rendering the component when it changes. */
export function useShownLanguage(): Language {
  return useSyncExternalStore(subscribePaintedLanguage, shownLanguage, () => server.language);
}

/** The locale dates and numbers are written in for `language`: the browser's own tag for it ('en-GB'), else the language. */
export function shownLocale(language: Language): string {
  // A Worker has a navigator but no reader's languages.
  return readerLocale(language, (navigator.languages as readonly string[] | undefined) ?? []);
}

/** The reader's locale, following a change of the page's language; on the server, the reader's as the request says. */
export function useShownLocale(): string {
  const language = useSyncExternalStore(subscribePaintedLanguage, shownLanguage, () => null);
  return language === null ? server.locale : shownLocale(language);
}
