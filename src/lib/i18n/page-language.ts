import { useSyncExternalStore } from 'react';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  readerLocale as localeFor,
  type Language,
} from '../../../domain/language';
import { paintedLanguageChanged, paintedPreloads } from './painted-text';
import { renderShownOnServerIn, shownLanguage, shownLocale } from './shown-language';

const listeners = new Set<() => void>();

/** Kept as long as a browser keeps a cookie: 400 days. */
const LANGUAGE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The page's language: `<html lang>`, which the inline head script sets before the first paint
 * from the stored choice or the browser's preferred languages.
 */
export const pageLanguage: () => Language = shownLanguage;

export function subscribePageLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language a render on the server is in (the Worker's render of a team's page): it has no page to read. */
let serverLanguage: Language = 'en';

/** The reader a render on the server writes dates for: the browser's preferred languages and its time zone. */
export interface ServerReader {
  languages: readonly string[];
  /** An IANA time zone; the server's own (UTC) when not known. */
  timeZone?: string | undefined;
}

let serverReader: ServerReader = { languages: [] };

/**
 * The next render on the server is in `language` (its catalogs loaded first: `messagesOf`), for
 * `reader`, whose dates it writes as the reader's browser will.
 */
export function renderOnServerIn(language: Language, reader: ServerReader = { languages: [] }): void {
  serverLanguage = language;
  serverReader = reader;
  renderShownOnServerIn(language, localeFor(language, reader.languages));
}

/** The locale a render on the server writes dates and numbers in, for its reader. */
export function serverLocale(): string {
  return localeFor(serverLanguage, serverReader.languages);
}

/** The time zone a render writes times in: the phone's own in the browser, the reader's on the server. */
export function useRenderTimeZone(): string | undefined {
  return useSyncExternalStore(subscribePageLanguage, noTimeZone, serverTimeZone);
}
const noTimeZone = () => undefined;
const serverTimeZone = () => serverReader.timeZone;

/** The page's language, re-rendering the component when it changes. */
export function usePageLanguage(): Language {
  return useSyncExternalStore(subscribePageLanguage, pageLanguage, () => serverLanguage);
}

/** Shows the page in `language` and keeps the choice on this device. */
function setPageLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable: the language holds for this visit only
  }
  // The server reads it to send the next page's HTML in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
  paintedLanguageChanged();
}

const preloads = new Set<(language: Language) => Promise<unknown> | undefined>();

/** What a change of language waits for: the catalogs of what the page shows, in the new language. */
export function beforeLanguageChange(preload: (language: Language) => Promise<unknown> | undefined): void {
  preloads.add(preload);
}

/** Switches the page's language once its catalogs are here, so nothing shows a loading state. */
export async function chooseLanguage(language: Language): Promise<void> {
  await Promise.all([...preloads, ...paintedPreloads].map((preload) => preload(language)));
  setPageLanguage(language);
}

/** The locale dates and numbers are written in for the page's language ('en-GB', 'de-DE', 'en'). */
export function pageLocale(language: Language = pageLanguage()): string {
  return shownLocale(language);
}
