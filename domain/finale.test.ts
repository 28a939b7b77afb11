import { describe, expect, it } from 'vitest';
import { blackoutChoiceSchema, cardBeforeBlackout, firstHiddenHole } from './finale';

const card = {
  teamId: 'eagles',
  holes: Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, score: 3, version: 10 + index })),
  penalties: [
    { id: 'spill', count: 4, version: 7 },
    { id: 'late', count: 1, version: 8 },
  ],
};

describe('a blacked-out board', () => {
  it('shows no score from the hidden last holes, and the penalties as they were when the blackout began', () => {
    expect(firstHiddenHole(2)).toBe(8);
    const shown = cardBeforeBlackout(card, 2, { spill: 1 });
    expect(shown.holes.map((hole) => hole.score)).toEqual([3, 3, 3, 3, 3, 3, 3, null, null]);
    expect(shown.holes[8]?.version).toBe(0);
    expect(shown.penalties).toEqual([
      { id: 'spill', count: 1, version: 0 },
      { id: 'late', count: 0, version: 0 },
    ]);
  });

  it('shows the penalties taken on the holes it shows, and none from the hidden ones', () => {
    const holePenalties = [
      { id: 'spill', hole: 7, count: 2, version: 20 },
      { id: 'spill', hole: 8, count: 1, version: 21 },
      { id: 'late', hole: 9, count: 3, version: 22 },
    ];
    expect(cardBeforeBlackout({ ...card, holePenalties }, 2, {}).holePenalties).toEqual([holePenalties[0]]);
  });

  it('takes one to three holes, or none', () => {
    expect([0, 1, 2, 3].map((holes) => blackoutChoiceSchema.safeParse(holes).success)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([-1, 4, 1.5].some((holes) => blackoutChoiceSchema.safeParse(holes).success)).toBe(false);
  });
});
