import { setupI18n, type Messages } from '@lingui/core';
import { use, useSyncExternalStore } from 'react';
import type { Language } from '../../domain/language';
import type english from '../../locales/en.json';
import { pageLanguage, pageLocale, setPageLanguage, subscribePageLanguage } from './page-language';
import { catalogArrived } from './painted-text';

/** Every message the app has, named by its id in the English catalog. */
export type MessageId = keyof typeof english;

type MessageValues = Record<string, string | number>;

/** A message in the page's language, its `{placeholders}` and plurals filled from `values`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

// One chunk per language: a page loads only its own language's catalog.
const CATALOGS = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

const loaded = new Map<Language, Promise<Translate>>();

function loadTranslate(language: Language): Promise<Translate> {
  const known = loaded.get(language);
  if (known) return known;
  const load = CATALOGS[`../../locales/${language}.json`];
  if (!load) throw new Error(`No catalog for ${language}`);
  const translate = load().then((messages) => {
    const i18n = setupI18n({ locale: language, locales: [pageLocale(language)], messages: { [language]: messages } });
    const translate = (id: MessageId, values?: MessageValues) => i18n._(id, values);
    catalogArrived(language, translate);
    return translate;
  });
  // A catalog that failed to download is fetched again next time.
  translate.catch(() => loaded.delete(language));
  loaded.set(language, translate);
  return translate;
}

/**
 * The page's messages. The first render in a language waits (Suspense) for its catalog; a
 * change of language re-renders every component that reads them.
 */
export function useT(): Translate {
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage, () => 'en' as const);
  return use(loadTranslate(language));
}

/** The page's messages outside React (a toast from code that runs after the page settled). */
export function pageTranslate(): Promise<Translate> {
  return loadTranslate(pageLanguage());
}

/** Switches the page's language once its catalog is here, so nothing shows a loading state. */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadTranslate(language);
  setPageLanguage(language);
}

// The page's catalog is fetched as soon as this module arrives, beside the page's own code,
// rather than when the first text renders.
loadTranslate(pageLanguage()).catch(() => undefined);
