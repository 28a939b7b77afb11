import { use } from 'react';
import type { Language } from '../../domain/language';
import english from '../../locales/card/en.json';
import { beforeLanguageChange, pageLanguage, usePageLanguage } from './page-language';
import type { MessageId, Translate } from './translate';
import { fillEnglish, type Compiled } from './fill-english';
import { readable } from './readable-promise';

const ENGLISH = english as unknown as Record<MessageId<'card'>, Compiled>;

const englishT: Translate<'card'> = (id, values) => fillEnglish(ENGLISH[id], values);

const loading = new Map<Language, Promise<Translate<'card'>>>();

/** The card's catalog in another language, with the language runtime, one promise per language. */
function otherLanguage(language: Language): Promise<Translate<'card'>> {
  let known = loading.get(language);
  if (!known) {
    known = readable(import('./translate').then(({ messagesOf }) => messagesOf(language, ['card'])));
    known.catch(() => loading.delete(language));
    loading.set(language, known);
  }
  return known;
}

/**
 * The messages of the card's first paint (its area holds what the card itself shows; so far the
 * 'Join a game' box beside it). The card is the home page's first paint: its English comes with
 * its code and never waits; another language's catalog is a chunk of its own, as every area's.
 */
export function useCardT(): Translate<'card'> {
  const language = usePageLanguage();
  if (language === 'en') return englishT;
  return use(otherLanguage(language));
}

beforeLanguageChange((language) => (language === 'en' ? undefined : otherLanguage(language)));

// A page in another language fetches the card's catalog as soon as the card's code arrives.
const startLanguage = pageLanguage();
if (startLanguage !== 'en') otherLanguage(startLanguage).catch(() => undefined);
