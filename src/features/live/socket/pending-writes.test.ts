import { describe, expect, it } from 'vitest';
import type { TeamCard } from '../../../../domain/game-protocol';
import { cardWithWrites, nextVersion, penaltyWrite, scoreWrite, unconfirmed, withWrite } from './pending-writes';

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
});
