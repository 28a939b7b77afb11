import { use } from 'react';
import type { Language } from '../../../domain/language';
import { errorMessage } from '../api-fetch';
import { settledPromise } from '../settled-promise';
import { paintedPreloads } from './painted-text';
import { shownLanguage, useShownLanguage } from './shown-language';

type ErrorText = (error: unknown, fallback?: string) => string;

const loading = new Map<Language, Promise<ErrorText>>();

/**
 * The error texts in `language`, with the language runtime (none for English, which says the
 * server's own words): one promise per language, for `use`. A page whose first render may show
 * one (a painted join form's refusal) has them loaded before it renders.
 */
export function loadErrorWords(language: Language): Promise<ErrorText> | undefined {
  if (language === 'en') return undefined;
  const known = loading.get(language);
  if (known) return known;
  const arriving = settledPromise(import('./error-words').then(({ errorWordsIn }) => errorWordsIn(language)));
  arriving.catch(() => loading.delete(language));
  loading.set(language, arriving);
  return arriving;
}

// A change of language on a page that says what went wrong has its words ready first.
paintedPreloads.add(loadErrorWords);

/**
 * What to tell a person about a failed call, in the page's language: in English the server's own
 * message (as `errorMessage`), in another language the words for its error code, that the server
 * could not be reached, or the fallback.
 */
export function useErrorText(): ErrorText {
  const words = loadErrorWords(useShownLanguage());
  return words ? use(words) : errorMessage;
}

/** The same words outside React, in the page's language as it is now. */
export async function pageErrorText(): Promise<(error: unknown) => string> {
  return (await loadErrorWords(shownLanguage())) ?? errorMessage;
}
