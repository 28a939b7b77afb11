import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from '../../locales/card/en.json';
import { fillEnglish, type Compiled } from './fill-english';

/** Lingui's compiler, typed as the build's catalogs are read. */
const compile = (text: string) => compileMessage(text) as Compiled;

const COUNTS = [0, 1, 2, 12, 999];

/** Every `{name}` a message fills in, each given the same count. */
function valuesFor(text: string, count: number): Record<string, number> {
  return Object.fromEntries([...text.matchAll(/\{(\w+)/g)].map(([, name]) => [name ?? '', count]));
}

describe('the card’s English without the language runtime', () => {
  const messages = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, compileMessage(text)]));
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

  it.each(Object.keys(english))('%s reads as the runtime writes it', (id) => {
    const text = english[id as keyof typeof english];
    for (const count of COUNTS) {
      const values = valuesFor(text, count);
      expect(fillEnglish(compile(text), values)).toBe(i18n._(id, values));
    }
  });

  it('picks a plural form by the count, and an exact one first', () => {
    const message = compile('{n, plural, =0 {no penalties} one {# penalty} other {# penalties}}');
    expect([0, 1, 3].map((n) => fillEnglish(message, { n }))).toEqual(['no penalties', '1 penalty', '3 penalties']);
  });
});
