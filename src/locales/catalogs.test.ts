import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/language';
import { ALREADY_SUBSCRIBED_TEXT } from '../../domain/billing';
import { PENALTY_PRESET_IDS, PENALTY_PRESET_LABELS, presetPenalties } from '../../domain/penalties';
import { TIE_RULE } from '../../domain/standings';
import { AWARD_KINDS, AWARD_RULES } from '../../domain/awards';

type Catalog = Record<string, string>;

/** Each area's catalog in each language as written (the build compiles them; tests read them as they are). */
const FILES = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

const AREAS = [...new Set(Object.keys(FILES).map((file) => file.split('/')[1] ?? ''))].sort();

function read(area: string, language: string): Catalog {
  const catalog = FILES[`./${area}/${language}.json`];
  if (!catalog) throw new Error(`No catalog ${area}/${language}`);
  return catalog;
}

/** Every area's messages in one language, checked below as one catalog. */
function readAll(language: string): Catalog {
  return Object.assign({}, ...AREAS.map((area) => read(area, language))) as Catalog;
}

const english = readAll('en');
const translations = LANGUAGES.filter((language) => language !== 'en').map((language) => ({
  language,
  catalog: readAll(language),
}));

/** Messages that read the same in every language: a word both share. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'theme.system',
  'Par',
  'Optional',
  'live.board.team',
  'live.board.offline',
  'live.card.par',
  'live.mulligans.mark',
  'live.mulligans.title',
  'live.nextHole.par',
  'live.watch.live',
  'export.image.mulliganMark',
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
  it('has one file per language the app speaks in each area', () => {
    expect(Object.keys(FILES).sort()).toEqual(
      AREAS.flatMap((area) => LANGUAGES.map((language) => `./${area}/${language}.json`)).sort(),
    );
  });

  it('names each message in one area only', () => {
    const ids = AREAS.flatMap((area) => Object.keys(read(area, 'en')));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(translations)('$language has every English message in its area, and no other', ({ language }) => {
    for (const area of AREAS) {
      expect(Object.keys(read(area, language)).sort(), area).toEqual(Object.keys(read(area, 'en')).sort());
    }
  });

  it('keeps each catalog in the order of its ids', () => {
    for (const file of Object.values(FILES)) expect(Object.keys(file)).toEqual(Object.keys(file).sort());
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
    for (const kind of AWARD_KINDS) expect(english[`award.${kind}.rule`], kind).toBe(AWARD_RULES[kind]);
  });

  it('has the join page say the words it shares with every page as they say them', () => {
    // The join page's words are a catalog of their own (written in its code in English): its few
    // words every page says are copies, held here to the originals.
    const copies = {
      'live.board.alcoholFree': 'board.alcoholFree',
      'live.board.tieRule': 'board.tieRule',
      'live.snapshot.backToScorecard': 'common.backToScorecard',
      'live.snapshot.checkConnection': 'common.checkConnection',
      'live.tryAgain': 'common.tryAgain',
      'live.invite.copiedTitle': 'share.copied',
      'live.invite.blockedTitle': 'share.blocked.title',
      'live.invite.blockedText': 'share.blocked.text',
    };
    for (const { language, catalog } of [{ language: 'en', catalog: english }, ...translations]) {
      for (const [copy, original] of Object.entries(copies)) {
        expect(catalog[copy], `${language} ${copy}`).toBe(catalog[original]);
      }
    }
  });

  it('keys the card’s own words by their English, written once where they show', () => {
    const card = read('card', 'en');
    const named = (id: string) => id.startsWith('preset.') || id.startsWith('penalty.');
    expect(Object.keys(card).filter((id) => !named(id) && card[id] !== id)).toEqual([]);
  });

  it('shows a phone a word of the header’s way back that its whole name holds, so a spoken “Click Standings” reaches it', () => {
    for (const catalog of [english, ...translations.map((translation) => translation.catalog)]) {
      for (const link of ['header.backToGame', 'header.finalStandings']) {
        const [whole = '', short = ''] = [catalog[link], catalog[`${link}Short`]].map((words) => words?.toLowerCase());
        expect(whole, `${link}Short`).toContain(short);
        expect(short).not.toBe('');
      }
    }
  });

  it('names the penalty presets and their penalties as the rules do, by their ids', () => {
    const card = read('card', 'en');
    for (const id of PENALTY_PRESET_IDS) expect(card[`preset.${id}`], id).toBe(PENALTY_PRESET_LABELS[id]);
    for (const { id, name } of presetPenalties('strict')) expect(card[`penalty.${id}`], id).toBe(name);
  });
});
