import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message';

/** Each area's catalog in each language as written. */
const FILES = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** The `{names}` a message fills in, wherever they sit in its plurals. */
function names(tokens: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    found.add(String(token[0]));
    if (token[2] && typeof token[2] === 'object') Object.values(token[2] as object).forEach((t) => names(t, found));
  }
  return found;
}

describe('a message filled in', () => {
  it('reads every catalog message in every language as Lingui does, for none, one, a few and many', () => {
    let compared = 0;
    for (const [file, catalog] of Object.entries(FILES)) {
      const language = file.split('/').at(-1)?.replace('.json', '') ?? 'en';
      for (const locale of language === 'en' ? ['en', 'en-GB'] : [`${language}-${language.toUpperCase()}`]) {
        for (const [id, text] of Object.entries(catalog)) {
          const compiled = compileMessage(text);
          const i18n = setupI18n({ locale: language, locales: [locale], messages: { [language]: { [id]: compiled } } });
          for (const count of [0, 1, 2, 5, 1234]) {
            const values = Object.fromEntries([...names(compiled)].map((name) => [name, count]));
            expect(fillMessage(compiled, values, locale), `${file} ${id}`).toBe(i18n._(id, values));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('fills text, selects and exact plurals, and leaves out a placeholder with no value', () => {
    const message = compileMessage(
      '{n, plural, =0 {none} one {# team} other {# teams}} {who, select, host {Host} other {Guest}} {missing}!',
    );
    expect(fillMessage(message, { n: 0, who: 'host' }, 'en')).toBe('none Host !');
    expect(fillMessage(message, { n: 1, who: 'x' }, 'en')).toBe('1 team Guest !');
    expect(fillMessage(message, { n: 1200, who: 'x' }, 'de-DE')).toBe('1.200 teams Guest !');
  });
});
