import { describe, expect, it } from 'vitest';
import { isObscene, publicPenalties, publicTeamName, publicTitle } from './public-name';

describe('isObscene', () => {
  it('finds a word spaced or dotted out letter by letter', () => {
    for (const name of ['f u c k', 'f.u.c.k', 'F-U-C-K', 'f_u_c_k off', 'The s.h.i.t Show', 'f 🍺 u 🍺 c 🍺 k']) {
      expect(isObscene(name), name).toBe(true);
    }
  });

  it('finds a word under combining marks', () => {
    expect(isObscene('f\u0301u\u0308c\u0327k')).toBe(true);
    expect(isObscene('s\u0336h\u0336i\u0336t\u0336')).toBe(true); // struck through
  });

  it('finds a word with blank fillers or zero-widths between its letters', () => {
    for (const filler of ['\u3164', '\u2800', '\u115f', '\u1160', '\uffa0', '\u200b', '\u2060']) {
      expect(isObscene(`f${filler}u${filler}c${filler}k`), JSON.stringify(filler)).toBe(true);
    }
  });

  it('finds the middle finger, in any skin tone', () => {
    expect(isObscene('🖕')).toBe(true);
    expect(isObscene('Team 🖕🏽')).toBe(true);
  });

  it('finds a word in full-width, mathematical or look-alike letters, and behind a right-to-left mark', () => {
    for (const name of ['ｆｕｃｋ', '𝐟𝐮𝐜𝐤', 'fцck', '\u200ffuck\u200e', '\u202efuck']) {
      expect(isObscene(name), name).toBe(true);
    }
  });

  it('finds a word in a long name at the length limit', () => {
    expect(isObscene(`${'The Extraordinarily Thirsty Wanderers '.padEnd(36, '.')}f u c k`)).toBe(true);
  });

  it('leaves clean names alone: places, accents, other scripts, emoji, initials', () => {
    for (const name of [
      'Scunthorpe',
      'Essex Assassins',
      'Cocktail Club',
      'Hancock',
      'Café Crüe',
      'Москва',
      'שלום חברים',
      '東京',
      '🍺 Crew',
      'A B C',
      'J.R.R. Tolkien Fans',
      'Team 2',
      'Pub Golf',
    ]) {
      expect(isObscene(name), name).toBe(false);
    }
  });
});

describe('what strangers read', () => {
  it("masks a team's name as its number, a game's or course's as the product's name, a penalty's as stars", () => {
    expect(publicTeamName('f.u.c.k', '3f2a9c10-aaaa')).toBe('Team #3F2A9C');
    expect(publicTeamName('Birdies', '3f2a9c10-aaaa')).toBe('Birdies');
    expect(publicTitle('fuck this')).toBe('Pub Golf');
    expect(publicTitle("Friday's Crawl")).toBe("Friday's Crawl");
    expect(
      publicPenalties([
        { id: 'custom-1', name: 'f u c k up', count: 2 },
        { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
      ]),
    ).toEqual([
      { id: 'custom-1', name: '***', count: 2 },
      { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
    ]);
  });
});
