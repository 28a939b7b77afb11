import { describe, expect, it } from 'vitest';
import { nameKey, namesLookAlike } from './name-key';

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

  it('gives a name of invisible characters only an empty key', () => {
    expect(nameKey('\u200b\u200c\u200d')).toBe('');
    expect(nameKey(' \u2060 ')).toBe('');
  });

  it('reads a long name at its stored limit', () => {
    const long = 'The Extraordinarily Thirsty Wanderers of the Old Town Pubs'.padEnd(60, '!');
    expect(namesLookAlike(long, long.toUpperCase().replace('O', '\u041e'))).toBe(true);
  });
});
