import type { Language } from '../../../domain/language';
import { beforeLanguageChange } from './page-language';
import { catalogArrived } from './painted-text';
import { messagesOf } from './translate';

/**
 * Fetches the words of every page's frame (the header, the Menu, the shells' titles) in
 * `language` and hands them to what paints them; English needs none, its words are written in.
 */
export function loadFrameWords(language: Language): Promise<void> | undefined {
  if (language === 'en') return undefined;
  return messagesOf(language, ['frame']).then((t) => catalogArrived(language, t));
}

// A change of language has the frame's words ready before the page switches.
beforeLanguageChange(loadFrameWords);
