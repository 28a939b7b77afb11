import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/language';
import { ALREADY_SUBSCRIBED_TEXT } from '../domain/billing';
import { TIE_RULE } from '../domain/standings';

type Catalog = Record<string, string>;

/** Each catalog as written (the build compiles them; tests read them as they are). */
const CATALOGS = import.meta.glob<Catalog>('./*.json', { eager: true, import: 'default' });

function read(language: string): Catalog {
  const catalog = CATALOGS[`./${language}.json`];
  if (!catalog) throw new Error(`No catalog for ${language}`);
  return catalog;
}

const english = read('en');
const translations = LANGUAGES.filter((language) => language !== 'en').map((language) => ({
  language,
  catalog: read(language),
}));

/** Messages that read the same in every language: a word both share. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'theme.system',
  'live.board.team',
  'live.board.offline',
  'live.card.par',
  'live.watch.live',
  'export.image.par',
  'export.image.team',
  'export.image.unnamedTeam',
]);

/** The `{names}` a message fills in, wherever they sit in its plurals. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of text and of [name, format?, { plural form: message }].
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      if (token[2] && typeof token[2] === 'object') Object.values(token[2] as object).forEach(walk);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

describe('the catalogs', () => {
  it('has one file per language the app speaks', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGUAGES.map((language) => `./${language}.json`).sort());
  });

  it.each(translations)('$language has every English message, and no other', ({ catalog }) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(translations)('$language translates every message', ({ catalog }) => {
    const untranslated = Object.keys(english).filter(
      (id) => catalog[id] === english[id] && !SAME_IN_EVERY_LANGUAGE.has(id),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(translations)('$language fills in the same values as English', ({ catalog }) => {
    const differing = Object.keys(english).filter(
      (id) => catalog[id] !== undefined && placeholders(catalog[id]).join() !== placeholders(english[id] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('compiles every message', () => {
    for (const { catalog } of [{ catalog: english }, ...translations]) {
      for (const text of Object.values(catalog)) expect(() => compileMessage(text)).not.toThrow();
    }
  });

  it('says the shared rules’ sentences in the words they have everywhere else', () => {
    expect(english['board.tieRule']).toBe(TIE_RULE);
    expect(english['purchase.alreadySubscribed']).toBe(ALREADY_SUBSCRIBED_TEXT);
  });
});
