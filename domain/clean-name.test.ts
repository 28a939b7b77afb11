import { describe, expect, it } from 'vitest';
import { cleanName, isBlankName, teamLabel } from './clean-name';

describe('cleanName', () => {
  it('trims and collapses spaces, tabs and line breaks to one space', () => {
    expect(cleanName('  The   Hop\tScotch\n\r Crew  ')).toBe('The Hop Scotch Crew');
  });

  it('removes zero-width characters, so a name cannot hide a word or pose as another', () => {
    expect(cleanName('Ba\u200Bd\u200C Ne\u200Dws\u2060\uFEFF')).toBe('Bad News');
  });

  it('removes bidirectional overrides and marks, so a name reads on the board as typed', () => {
    expect(cleanName('\u202EsreknirD\u202C \u2066Team\u2069\u200F')).toBe('sreknirD Team');
  });

  it('removes control characters and leaves letters, accents and emoji', () => {
    expect(cleanName('Caf\u00E9\u0000 Cr\u00FCe \u0007🍺')).toBe('Café Crüe 🍺');
  });

  it('removes the fillers drawn as blank space, so no name hides a word between them', () => {
    expect(cleanName('f\u3164u\u2800c\u115Fk \u1160Crew\uFFA0')).toBe('fuck Crew');
  });

  it('leaves a name of only invisible characters blank', () => {
    expect(cleanName('\u200B \u202E\u0000 ')).toBe('');
  });
});

describe('isBlankName', () => {
  it('finds a name that draws nothing blank, and one with any letter, mark or emoji not', () => {
    expect(isBlankName('\uFE0F\u034F \u2800')).toBe(true);
    expect(isBlankName('\u0301')).toBe(false);
    expect(isBlankName('🍺')).toBe(false);
  });
});

describe('teamLabel', () => {
  it('names a team by the start of its id', () => {
    expect(teamLabel('3f2a9c10-aaaa-bbbb-cccc-000000000000')).toBe('Team #3F2A9C');
  });
});
