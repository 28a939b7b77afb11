import { use, useSyncExternalStore } from 'react';
import { parseLanguage, type Language } from '../../../domain/language';
import type english from '../../locales/card/en.json';
import { settledPromise } from '../settled-promise';
import { fillIn, paintedPreloads, subscribePaintedLanguage } from './painted-text';

type Values = Record<string, string | number>;

/** A name of ours whose English is kept elsewhere: a penalty preset's, and a preset penalty's (domain/). */
type NamedWord = Extract<keyof typeof english, `preset.${string}` | `penalty.${string}`>;

/** The card's words, each keyed in the card's catalog by its English. */
export type CardWord = Exclude<keyof typeof english, NamedWord>;

/**
 * The card's words in the page's language. `text('Add Bar for hole {n}', { n })`: the English is
 * the message's key, so it is written once, where it shows, and a word the catalog lacks does not
 * type-check. `text.named('preset.casual', 'Casual')` for a name whose English lives elsewhere.
 */
export interface CardText {
  (english: CardWord, values?: Values): string;
  named: (id: NamedWord, english: string) => string;
}

/** The card's words in English: what an English page reads, with nothing to load. */
export const englishCardText: CardText = Object.assign((text: CardWord, values?: Values) => fillIn(text, values), {
  named: (_id: NamedWord, text: string) => text,
});

const loading = new Map<Language, Promise<CardText>>();

/** The card's catalog in `language` (none for English), with the language runtime: one promise per language. */
function catalog(language: Language): Promise<CardText> | undefined {
  if (language === 'en') return undefined;
  const known = loading.get(language);
  if (known) return known;
  const arriving: Promise<CardText> = settledPromise(
    import('./translate')
      .then(({ messagesOf }) => messagesOf(language, ['card']))
      .then((t) =>
        Object.assign((text: CardWord, values?: Values) => t(text, values), { named: (id: NamedWord) => t(id) }),
      ),
  );
  arriving.catch(() => loading.delete(language));
  loading.set(language, arriving);
  return arriving;
}

const pageLanguage = () => parseLanguage(document.documentElement.lang) ?? 'en';

/** The language the build renders the card's first screen in, for `/`'s HTML (src/app/page-shells.tsx). */
let shellLanguage: Language = 'en';

/**
 * The build renders the next shells in `language`, with the card's words in it (none for
 * English, which the code holds): read at once, the render never waits for them.
 */
export function renderCardIn(language: Language, text?: CardText): void {
  shellLanguage = language;
  if (text) loading.set(language, Object.assign(Promise.resolve(text), { status: 'fulfilled', value: text }));
}

/**
 * The card's words. The card is the home page's first paint: in English they are in its code and
 * never wait; another language's catalog is fetched as the card's code arrives, and the card
 * waits for it rather than show English first.
 */
export function useCardText(): CardText {
  const language = useSyncExternalStore(
    subscribePaintedLanguage,
    pageLanguage,
    // The browser's build renders nothing on a server: its code keeps none of this.
    import.meta.env.SSR ? () => shellLanguage : () => 'en' as const,
  );
  const messages = catalog(language);
  return messages ? use(messages) : englishCardText;
}

// This module loads with the card's code: a change of language on a page with a card waits for its words.
paintedPreloads.add(catalog);

// A page in another language fetches the card's words as soon as the card's code arrives.
if (typeof document !== 'undefined') catalog(pageLanguage())?.catch(() => undefined);
