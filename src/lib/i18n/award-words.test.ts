import { describe, expect, it } from 'vitest';
import englishAwards from '../../locales/awards/en.json';
import germanAwards from '../../locales/awards/de.json';
import { awardLines } from './award-words';
import { translateRaw } from './translate-raw';

const teams = [
  { id: 'a', name: 'Eagles' },
  { id: 'b', name: 'Owls' },
];

describe('the awards in words', () => {
  it('names every team sharing an award, with what it was won with and its rule', () => {
    const lines = awardLines(
      translateRaw('en', englishAwards),
      {
        teams,
        awards: [
          { kind: 'steadiest', teamIds: ['a', 'b'], value: 1 },
          { kind: 'strong-finish', teamIds: ['b'], value: -2 },
          { kind: 'under-par', teamIds: ['a'], value: 1 },
        ],
      },
      'en-GB',
    );
    expect(lines).toEqual([
      {
        kind: 'steadiest',
        title: 'Steadiest',
        teams: 'Eagles and Owls',
        value: 'A gap of 1',
        rule: 'Smallest gap between its best and worst hole against par, over 3 holes or more.',
      },
      {
        kind: 'strong-finish',
        title: 'Strong finish',
        teams: 'Owls',
        value: '-2 on holes 7 to 9',
        rule: 'Lowest score against par over the last 3 holes.',
      },
      {
        kind: 'under-par',
        title: 'Under par',
        teams: 'Eagles',
        value: '1 hole under par',
        rule: 'Most holes played under par.',
      },
    ]);
  });

  it('says them in German', () => {
    const [line] = awardLines(
      translateRaw('de', germanAwards),
      { teams, awards: [{ kind: 'most-penalties', teamIds: ['a', 'b'], value: 2 }] },
      'de-DE',
    );
    expect(line).toMatchObject({ title: 'Strafenmagnet', teams: 'Eagles und Owls', value: '2 Strafen' });
  });

  it('leaves out an award whose teams have all left the board, and a board without awards says none', () => {
    const t = translateRaw('en', englishAwards);
    expect(awardLines(t, { teams, awards: [{ kind: 'clean-card', teamIds: ['gone'], value: 0 }] }, 'en')).toEqual([]);
    expect(awardLines(t, { teams }, 'en')).toEqual([]);
  });
});
