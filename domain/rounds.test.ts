import { describe, expect, it } from 'vitest';
import { defaultHoles } from './holes';
import { createRoundRequestSchema, scoreRound, updateRoundRequestSchema } from './rounds';

const card = { teamName: ' Bogeys ', date: '2024-02-29', holes: defaultHoles(), penalties: [] };

describe('round requests', () => {
  it('take a null score as no score, and keep the rest of the hole', () => {
    const holes = defaultHoles().map((hole) => ({ ...hole, score: null, drink: 'Stout' }));
    const parsed = createRoundRequestSchema.parse({ ...card, holes });
    expect(parsed.holes[0]).toEqual({ holeNumber: 1, par: 3, drink: 'Stout' });
    expect(parsed.teamName).toBe('Bogeys');
  });

  it('accept a leap day and refuse a day the calendar lacks', () => {
    expect(createRoundRequestSchema.safeParse(card).success).toBe(true);
    expect(createRoundRequestSchema.safeParse({ ...card, date: '2023-02-29' }).success).toBe(false);
  });

  it('need an edit time to update', () => {
    expect(updateRoundRequestSchema.safeParse(card).success).toBe(false);
    expect(updateRoundRequestSchema.safeParse({ ...card, editedAt: Date.now() }).success).toBe(true);
  });
});

describe('scoreRound', () => {
  it('adds up the card with the shared rule, and is complete only with every hole scored', () => {
    const holes = defaultHoles().map((hole) => ({ ...hole, score: 4 as const }));
    expect(scoreRound(holes, [{ count: 2 }])).toEqual({ totalScore: 11, complete: true });
    const [first, ...rest] = holes;
    expect(scoreRound([{ ...first, holeNumber: 1, par: 3, score: 'NA' }, ...rest], [])).toEqual({
      totalScore: 13,
      complete: true,
    });
    expect(scoreRound([{ holeNumber: 1, par: 3 }, ...rest], [])).toEqual({ totalScore: 8, complete: false });
  });

  it('counts a hole a mulligan was spent on as par at worst', () => {
    const holes = defaultHoles().map((hole) => ({ ...hole, score: 4 as const }));
    const [first, ...rest] = holes;
    expect(scoreRound([{ ...first, holeNumber: 1, par: 3, score: 'NA' }, ...rest], [{ count: 2 }], [1, 2])).toEqual({
      totalScore: 9,
      complete: true,
    });
  });
});
