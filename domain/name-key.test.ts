import { describe, expect, it } from 'vitest';
import { nameKeys, namesLookAlike } from './name-key';

describe('namesLookAlike', () => {
  it('takes a Cyrillic or Greek letter for the Latin one it looks like', () => {
    expect(namesLookAlike('Alice', '\u0410lice')).toBe(true); // Cyrillic capital A
    expect(namesLookAlike('Alice', 'Ali\u0441e')).toBe(true); // Cyrillic small es
    expect(namesLookAlike('HOPE', '\u0397\u039f\u03a1\u0395')).toBe(true); // Greek capitals
    expect(namesLookAlike('Popeye', '\u0420\u043e\u0440\u0435\u0443\u0435')).toBe(true); // all Cyrillic
    expect(namesLookAlike('Zoë', 'Z\u043e\u0451')).toBe(true); // Cyrillic o and yo
  });

  it('ignores invisible characters, case, extra spaces and compatibility forms', () => {
    expect(namesLookAlike('Alice', 'Al\u200bice')).toBe(true); // zero-width space
    expect(namesLookAlike('Alice', '\u200dAlice\u2060')).toBe(true); // joiners
    expect(namesLookAlike('Alice', 'Ali\u00adce')).toBe(true); // soft hyphen
    expect(namesLookAlike('Alice', '\u202eAlice')).toBe(true); // direction mark
    expect(namesLookAlike('The Birdies', '  the   BIRDIES ')).toBe(true);
    expect(namesLookAlike('The Birdies', 'The\u00a0Birdies')).toBe(true); // no-break space
    expect(namesLookAlike('Alice', '\uff21\uff4c\uff49\uff43\uff45')).toBe(true); // full-width
    expect(namesLookAlike('Bob', 'B0b')).toBe(true);
    expect(namesLookAlike('Café', 'Cafe\u0301')).toBe(true); // é composed or not
  });

  it('keeps names that read differently apart', () => {
    expect(namesLookAlike('José', 'Jose')).toBe(false);
    expect(namesLookAlike('Eagles', 'Beagles')).toBe(false);
    expect(namesLookAlike('The Birdies', 'TheBirdies')).toBe(false);
    expect(namesLookAlike('Team 2', 'Team 3')).toBe(false);
    expect(namesLookAlike('Москва', 'Moskva')).toBe(false);
  });

  it('takes a blank filler, an invisible dot, a dotless i or a small capital for the name without it', () => {
    expect(namesLookAlike('Alice', 'Alice\u2800')).toBe(true); // blank Braille pattern
    expect(namesLookAlike('Alice', 'Al\u3164ice')).toBe(true); // Hangul filler
    expect(namesLookAlike('Alice', '\u115fAlice\u1160')).toBe(true); // Hangul choseong and jungseong fillers
    expect(namesLookAlike('Alice', 'Alice\uffa0')).toBe(true); // half-width Hangul filler
    expect(namesLookAlike('Alice', 'Ali\u0307ce')).toBe(true); // combining dot over the i
    expect(namesLookAlike('Alice', 'Al\u0131ce')).toBe(true); // dotless i
    expect(namesLookAlike('Alice', 'Al\u0131\u0307ce')).toBe(true); // dotless i with a dot above
    expect(namesLookAlike('Alice', '\u1d00lice')).toBe(true); // small capital A
    expect(namesLookAlike('Alice', '\u1d00\u029f\u026a\u1d04\u1d07')).toBe(true); // all small capitals
    expect(namesLookAlike('Alice', 'Ali\u0441e\u2800')).toBe(true); // two tricks at once
  });

  it("reads the letters Unicode's confusables table lists, not only Cyrillic and Greek", () => {
    expect(namesLookAlike('Alice', '\u{1d400}lice')).toBe(true); // mathematical bold A
    expect(namesLookAlike('Alice', 'A\u217cice')).toBe(true); // Roman numeral fifty
    expect(namesLookAlike('Alice', '\u0251lice')).toBe(true); // Latin alpha
    expect(namesLookAlike('Bill', 'BiII')).toBe(true); // capital I for l
    expect(namesLookAlike('Tim', 'Tirn')).toBe(true); // r and n for m
    expect(namesLookAlike('Hope', '\u0397\u03bf\u03c1\u0435')).toBe(true); // Greek and Cyrillic, mixed case
    expect(namesLookAlike('Bob', 'Bob\u200f')).toBe(true); // right-to-left mark
    expect(namesLookAlike('Bob', '\u202bBob\u202c')).toBe(true); // right-to-left embedding
  });

  it('keeps names in other scripts, emoji and right-to-left names apart when they read differently', () => {
    expect(namesLookAlike('🍺 Crew', '🍷 Crew')).toBe(false);
    expect(namesLookAlike('🍺 Crew', '🍺 crew')).toBe(true);
    expect(namesLookAlike('שלום', 'שלומ')).toBe(false);
    expect(namesLookAlike('שלום', '\u200fשלום')).toBe(true);
    expect(namesLookAlike('東京', '京都')).toBe(false);
    expect(namesLookAlike('Müller', 'Muller')).toBe(false);
    expect(namesLookAlike('Alice', 'Alicia')).toBe(false);
  });

  it('gives a name of invisible characters only empty keys', () => {
    expect(nameKeys('\u200b\u200c\u200d')).toEqual(['', '', '']);
    expect(nameKeys(' \u2060 \u2800\u3164')).toEqual(['', '', '']);
  });

  it('reads a long name at its stored limit', () => {
    const long = 'The Extraordinarily Thirsty Wanderers of the Old Town Pubs'.padEnd(60, '!');
    expect(namesLookAlike(long, long.toUpperCase().replace('O', '\u041e'))).toBe(true);
  });
});
