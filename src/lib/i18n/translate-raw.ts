import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Area, Translate } from './catalog-areas';

/**
 * A catalog's messages as written (ICU text), compiled here: for the build's render of the page
 * shells and for tests, never the page, which gets them compiled by the build.
 */
export function translateRaw<A extends Area>(language: string, catalog: Record<string, string>): Translate<A> {
  const messages = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)]));
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id, values) => i18n._(id, values);
}
