import { describe, expect, it } from 'vitest';
import { cardHoles, cardPenalties, standingOf } from './team-card';
import { card, layout, penalties } from './team-card-fixture';

describe('a team card', () => {
  it('puts the team scores on the layout and its counts on the penalty list', () => {
    const teamCard = card({ 1: 4, 2: 'NA' }, { 'late-to-bar': 2 });
    const holes = cardHoles(
      layout.map((hole) => ({ ...hole, barName: `Bar ${hole.holeNumber}` })),
      teamCard,
    );
    expect(holes[0]).toEqual({ holeNumber: 1, par: 3, barName: 'Bar 1', score: 4 });
    expect(holes[1]?.score).toBe('NA');
    expect(holes[2]).not.toHaveProperty('score');
    expect(cardPenalties(penalties, teamCard).find((penalty) => penalty.id === 'late-to-bar')?.count).toBe(2);
  });

  it('stands on the board by the shared scoring rule', () => {
    // +1 on hole 1, NA (+5) on hole 2, 2 penalties.
    expect(standingOf(layout, penalties, card({ 1: 4, 2: 'NA' }, { 'late-to-bar': 2 }))).toEqual({
      holesPlayed: 2,
      total: 8,
      parStatus: 'ABOVE PAR',
    });
    expect(standingOf(layout, penalties, card({}))).toEqual({ holesPlayed: 0, total: 0, parStatus: 'ON PAR' });
  });
});
