import { LANGUAGE_STORAGE_KEY, parseLanguage, readerLocale as localeFor, type Language } from '../../domain/language';

const listeners = new Set<() => void>();

/**
 * The page's language: `<html lang>`, which the inline head script sets before the first paint
 * from the stored choice or the browser's preferred languages.
 */
export function pageLanguage(): Language {
  return parseLanguage(document.documentElement.lang) ?? 'en';
}

export function subscribePageLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the page in `language` and keeps the choice on this device. */
export function setPageLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the language holds for this visit only
  }
  for (const listener of listeners) listener();
}

/** The locale dates and numbers are written in for the page's language ('en-GB', 'de-DE', 'en'). */
export function pageLocale(language: Language = pageLanguage()): string {
  return localeFor(language, navigator.languages);
}
