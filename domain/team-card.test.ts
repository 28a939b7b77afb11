import { describe, expect, it } from 'vitest';
import { cardHoles, cardPenalties, lastScoredHole, standingOf } from './team-card';
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

  it('counts penalties by hole, without those of a hole the team spent a mulligan on', () => {
    const teamCard = {
      ...card({ 3: 5 }, { 'late-to-bar': 1 }),
      holePenalties: [
        { id: 'spilled-drink', hole: 3, count: 2, version: 4 },
        { id: 'late-to-bar', hole: 6, count: 1, version: 5 },
      ],
    };
    // +2 on hole 3, a late arrival for the whole game, two spills on hole 3 and one late on hole 6.
    expect(standingOf(layout, penalties, teamCard).total).toBe(2 + 1 + 2 + 1);
    // A mulligan on hole 3 wipes its strokes over par and its two spills.
    expect(standingOf(layout, penalties, teamCard, [3]).total).toBe(0 + 1 + 0 + 1);
    expect(cardPenalties(penalties, teamCard, [3]).map((penalty) => penalty.count)).toEqual([0, 2, 0, 0]);
  });

  it('knows the hole it scored last, by its latest edit, with the bar there', () => {
    const barred = layout.map((hole) => ({ ...hole, barName: hole.holeNumber === 3 ? 'The Salisbury' : '' }));
    const teamCard = card({ 1: 4, 3: 2, 5: 'NA' });
    const at = (holeNumber: number, version: number, score = teamCard.holes[holeNumber - 1]?.score ?? null) =>
      teamCard.holes.map((hole) => (hole.holeNumber === holeNumber ? { ...hole, score, version } : hole));
    expect(lastScoredHole(barred, { holes: at(3, 9) })).toEqual({ holeNumber: 3, score: 2, barName: 'The Salisbury' });
    // A hole without a bar names none.
    expect(lastScoredHole(barred, { holes: at(5, 9) })).toEqual({ holeNumber: 5, score: 'NA', barName: null });
    // A score taken off again leaves the one before it.
    const cleared = at(3, 9, null).map((hole) => (hole.holeNumber === 1 ? { ...hole, version: 5 } : hole));
    expect(lastScoredHole(barred, { holes: cleared })).toEqual({ holeNumber: 1, score: 4, barName: null });
    expect(lastScoredHole(barred, card({}))).toBeNull();
  });
});
