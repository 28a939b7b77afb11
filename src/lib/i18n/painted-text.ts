import { useSyncExternalStore } from 'react';
import type { Language } from '../../../domain/language';
import type { MessageId, Translate } from './catalog-areas';

type Values = Record<string, string | number>;

/** A message as the first paint shows it: its id, and its English words written beside it. */
export type PaintedText = (id: MessageId<'frame'>, english: string, values?: Values) => string;

// Each language's 'frame' messages once its catalog is here (frame-words.ts hands them over).
const arrived = new Map<string, Translate<'frame'>>();
const listeners = new Set<() => void>();

/** The language the build renders the page shells in: the server has no page to read it from. */
let shellLanguage = 'en';

export function catalogArrived(language: string, translate: Translate<'frame'>): void {
  arrived.set(language, translate);
  paintedLanguageChanged();
}

/** The build renders the next shells in `language`, with its messages. */
export function renderShellsIn(language: string, translate: Translate<'frame'>): void {
  shellLanguage = language;
  arrived.set(language, translate);
}

/**
 * What a change of language waits for among the words the first paint shows (the card's), which
 * are read without this module's language runtime (page-language.ts).
 */
export const paintedPreloads = new Set<(language: Language) => Promise<unknown> | undefined>();

/** The page's language has changed (src/lib/i18n/page-language.ts, which the first paint does not load). */
export function paintedLanguageChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the page's language changes. */
export function subscribePaintedLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function pageMessages(): Translate<'frame'> | undefined {
  const language = document.documentElement.lang;
  return language === 'en' ? undefined : arrived.get(language);
}
const shellMessages = () => (shellLanguage === 'en' ? undefined : arrived.get(shellLanguage));

/**
 * The page's words for what paints before any catalog could arrive (the header, a page's shell),
 * from the 'frame' area: never waits. An English page reads the English written beside each id,
 * so its first paint needs no catalog; a page in another language starts once that catalog is
 * here (src/start-app.tsx, frame-words.ts) and reads it, as does the build when it renders the
 * shells in that language.
 */
export function usePaintedText(): PaintedText {
  const translate = useSyncExternalStore(subscribePaintedLanguage, pageMessages, shellMessages);
  return (id, english, values) => (translate ? translate(id, values) : fillIn(english, values));
}

/** English written in the code, its `{names}` filled from `values`. */
export function fillIn(english: string, values?: Values): string {
  return english.replace(/\{(\w+)\}/g, (name, key: string) => String(values?.[key] ?? name));
}
