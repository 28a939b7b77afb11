import { describe, expect, it } from 'vitest';
import { defaultScorecard, hasPlayerInput, localIsoDate, workingScorecardSchema } from './scorecard';

describe('workingScorecardSchema', () => {
  it('accepts the default card', () => {
    expect(workingScorecardSchema.safeParse(defaultScorecard('2026-11-21')).success).toBe(true);
  });
  it('rejects cards of another shape', () => {
    const card = defaultScorecard('2026-11-21');
    expect(workingScorecardSchema.safeParse({ ...card, holes: card.holes.slice(0, 8) }).success).toBe(false);
    expect(workingScorecardSchema.safeParse({ ...card, date: 'tomorrow' }).success).toBe(false);
    expect(workingScorecardSchema.safeParse({ holes: 'x' }).success).toBe(false);
    const badScore = card.holes.map((hole) => ({ ...hole, score: 11 }));
    expect(workingScorecardSchema.safeParse({ ...card, holes: badScore }).success).toBe(false);
  });
  it('fills in the preset for cards saved before it existed', () => {
    const { penaltyPreset: _dropped, ...older } = defaultScorecard('2026-11-21');
    const parsed = workingScorecardSchema.parse(older);
    expect(parsed.penaltyPreset).toBe('standard');
  });
});

describe('localIsoDate', () => {
  it('formats as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });
});

describe('hasPlayerInput', () => {
  const card = defaultScorecard('2026-11-21');
  const withHole = (patch: object) => ({
    holes: card.holes.map((hole, i) => (i === 4 ? { ...hole, ...patch } : hole)),
  });
  it('is false for a fresh card, whatever its name, date, pars or penalties', () => {
    expect(hasPlayerInput(card)).toBe(false);
    expect(hasPlayerInput(withHole({ par: 5 }))).toBe(false);
    expect(hasPlayerInput(withHole({ drink: '   ' }))).toBe(false);
  });
  it('is true once a hole has a score (NA and 0 included), a bar or a drink', () => {
    expect(hasPlayerInput(withHole({ score: 0 }))).toBe(true);
    expect(hasPlayerInput(withHole({ score: 'NA' }))).toBe(true);
    expect(hasPlayerInput(withHole({ barName: 'The Crown' }))).toBe(true);
    expect(hasPlayerInput(withHole({ drink: 'Cider' }))).toBe(true);
  });
});
