import { describe, expect, it } from 'vitest';
import type { TeamCard } from '../../../../domain/game-protocol';
import {
  cardWithWrites,
  nextVersion,
  penaltyWrite,
  scoreWrite,
  unconfirmed,
  withoutAnswered,
  withWrite,
} from './pending-writes';

const card: TeamCard = {
  teamId: 't1',
  holes: [
    { holeNumber: 1, score: 4, version: 10 },
    { holeNumber: 2, score: null, version: 0 },
  ],
  penalties: [{ id: 'late-to-bar', count: 1, version: 7 }],
};

describe('pending writes', () => {
  it('number a new edit above both the cell and the clock', () => {
    expect(nextVersion(card, { type: 'score', hole: 1 }, 5)).toBe(11);
    expect(nextVersion(card, { type: 'score', hole: 1 }, 500)).toBe(500);
    expect(nextVersion(card, { type: 'penalty', penaltyId: 'late-to-bar' }, 3)).toBe(8);
    expect(nextVersion(card, { type: 'penalty', penaltyId: 'new' }, 3)).toBe(3);
  });

  it('keep one write per cell, the latest', () => {
    const pending = withWrite(
      withWrite([scoreWrite(2, 3, 20)], penaltyWrite('late-to-bar', 2, 21)),
      scoreWrite(2, 5, 22),
    );
    expect(pending).toEqual([penaltyWrite('late-to-bar', 2, 21), scoreWrite(2, 5, 22)]);
  });

  it('show the team its own edits before the game confirms them', () => {
    const shown = cardWithWrites(card, [scoreWrite(2, 'NA', 20), penaltyWrite('late-to-bar', 3, 21)]);
    expect(shown.holes[1]).toEqual({ holeNumber: 2, score: 'NA', version: 20 });
    expect(shown.penalties[0]).toEqual({ id: 'late-to-bar', count: 3, version: 21 });
    expect(cardWithWrites(card, [scoreWrite(1, undefined, 30)]).holes[0]?.score).toBeNull();
  });

  it('never show an edit older than what the game holds', () => {
    expect(cardWithWrites(card, [scoreWrite(1, 2, 9)])).toBe(card);
    expect(unconfirmed([scoreWrite(1, 2, 9), scoreWrite(1, 2, 10), scoreWrite(2, 3, 1)], card)).toEqual([
      scoreWrite(2, 3, 1),
    ]);
  });

  it('forget a write once the game holds it or something newer', () => {
    const confirmed: TeamCard = {
      ...card,
      holes: [
        { holeNumber: 1, score: 4, version: 10 },
        { holeNumber: 2, score: 3, version: 20 },
      ],
    };
    expect(unconfirmed([scoreWrite(2, 3, 20), penaltyWrite('late-to-bar', 2, 8)], confirmed)).toEqual([
      penaltyWrite('late-to-bar', 2, 8),
    ]);
  });

  it('keep a penalty’s count on each hole apart from its count for the whole game', () => {
    const onHole = { ...card, holePenalties: [{ id: 'late-to-bar', hole: 3, count: 1, version: 40 }] };
    expect(nextVersion(onHole, { type: 'penalty', penaltyId: 'late-to-bar', hole: 3 }, 3)).toBe(41);
    expect(nextVersion(onHole, { type: 'penalty', penaltyId: 'late-to-bar', hole: 4 }, 3)).toBe(3);
    const pending = [
      penaltyWrite('late-to-bar', 2, 50),
      penaltyWrite('late-to-bar', 2, 51, 3),
      penaltyWrite('late-to-bar', 1, 52, 5),
    ];
    expect(pending.reduce(withWrite, [])).toEqual(pending);
    const shown = cardWithWrites(onHole, pending);
    expect(shown.penalties[0]).toEqual({ id: 'late-to-bar', count: 2, version: 50 });
    expect(shown.holePenalties).toEqual([
      { id: 'late-to-bar', hole: 3, count: 2, version: 51 },
      { id: 'late-to-bar', hole: 5, count: 1, version: 52 },
    ]);
    // The game's answer to the write on hole 3 settles that one alone.
    expect(withoutAnswered(pending, penaltyWrite('late-to-bar', 2, 51, 3))).toEqual([pending[0], pending[2]]);
  });
});
