import type { Messages } from '@lingui/core';
import { use } from 'react';
import type { Language } from '../../../domain/language';
import { settledPromise } from '../settled-promise';
import type { Area, MessageValues, Translate } from './catalog-areas';
import { fillMessage } from './fill-message';
import { beforeLanguageChange, pageLanguage, pageLocale, usePageLanguage } from './page-language';

// One chunk per area and language: a page loads only its own language's catalogs of its areas.
const CATALOGS = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** An area's catalog in one language, ready to fill in. */
interface Loaded {
  messages: Messages;
  t: (id: string, values?: MessageValues) => string;
}

const loading = new Map<string, Promise<Loaded>>();
/** The catalogs already in, by area and language: a new set of areas all in reads at once. */
const loaded = new Map<string, Loaded>();

function loadArea(area: Area, language: Language): Promise<Loaded> {
  const key = `${area}/${language}`;
  const known = loading.get(key);
  if (known) return known;
  const load = CATALOGS[`../../locales/${key}.json`];
  if (!load) throw new Error(`No catalog ${key}`);
  const translate = load().then((messages) => {
    const locale = pageLocale(language);
    const t = (id: string, values: MessageValues = {}) => {
      const message = messages[id];
      return message === undefined ? id : fillMessage(message, values, locale);
    };
    return { messages, t };
  });
  // A catalog that failed to download is fetched again next time.
  translate.then(
    (catalog) => loaded.set(key, catalog),
    () => loading.delete(key),
  );
  loading.set(key, translate);
  return translate;
}

/** One translate over several areas' catalogs: each id is in exactly one of them. */
function joined<A extends Area>(catalogs: readonly Loaded[]): Translate<A> {
  const [only] = catalogs;
  if (catalogs.length === 1 && only) return only.t;
  return (id, values) => (catalogs.find(({ messages }) => id in messages) ?? only)?.t(id, values) ?? id;
}

const joinedLoading = new Map<string, Promise<Translate<Area>>>();
/** Each set of areas a component has read: a change of language has them all ready first. */
const shown = new Map<string, readonly Area[]>();

beforeLanguageChange((language) => Promise.all([...shown.values()].map((areas) => messagesOf(language, areas))));

/**
 * The messages of `areas` in `language`, one promise for each set of areas (fetched side by side),
 * for `use`: a component's `use` calls must meet the same promises in the same order on every
 * try of a render, so every read goes through `use`, settled or not.
 */
export function messagesOf<A extends Area>(language: Language, areas: readonly A[]): Promise<Translate<A>> {
  shown.set(areas.join(), areas);
  const key = `${language}:${areas.join()}`;
  let loadingAll = joinedLoading.get(key);
  if (!loadingAll) {
    const inAlready = areas.map((area) => loaded.get(`${area}/${language}`));
    if (inAlready.every((catalog) => catalog !== undefined)) {
      loadingAll = fulfilled(joined(inAlready));
      joinedLoading.set(key, loadingAll);
      return loadingAll;
    }
    loadingAll = settledPromise(Promise.all(areas.map((area) => loadArea(area, language))).then((all) => joined(all)));
    // A catalog that failed to download is fetched again next time.
    loadingAll.catch(() => joinedLoading.delete(key));
    joinedLoading.set(key, loadingAll);
  }
  return loadingAll;
}

/** A promise `use` reads at once: its value is already there. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * The page's messages of `areas` (a page's own and 'app', the words every page shares). The
 * first render in a language waits (Suspense) for the catalogs; a change of language re-renders
 * every component that reads them.
 */
export function useT<A extends Area>(...areas: [A, ...A[]]): Translate<A> {
  return use(messagesOf(usePageLanguage(), areas));
}

/** The page's messages of `area` outside React (a toast from code that runs after the page settled). */
export async function pageTranslate<A extends Area>(...areas: [A, ...A[]]): Promise<Translate<A>> {
  const language = pageLanguage();
  return joined(await Promise.all(areas.map((area) => loadArea(area, language))));
}
