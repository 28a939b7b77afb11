import { use } from 'react';
import type { Language } from '../../../domain/language';
import { errorMessage } from '../api-fetch';
import { oncePerLanguage } from './once-per-language';
import { paintedPreloads } from './painted-text';
import { shownLanguage, useShownLanguage } from './shown-language';

type ErrorText = (error: unknown, fallback?: string) => string;

/**
 * The error texts in `language`, with the language runtime (none for English, which says the
 * server's own words): one promise per language, for `use`. A page whose first render may show
 * one (a painted join form's refusal) has them loaded before it renders.
 */
export function loadErrorWords(language: Language): Promise<ErrorText> | undefined {
  return language === 'en' ? undefined : errorWordsOnce(language);
}
const errorWordsOnce = oncePerLanguage((language) =>
  import('./error-words').then(({ errorWordsIn }) => errorWordsIn(language)),
);

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
