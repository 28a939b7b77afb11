import { describe, expect, it } from 'vitest';
import { defaultHoles } from './holes';
import { MAX_PENALTY_COUNT, presetPenalties } from './penalties';
import { defaultScorecard } from './scorecard';
import { readWorkingScorecard } from './scorecard-repair';

const TODAY = '2026-11-22';

function playedCard() {
  const holes = defaultHoles().map((hole) => ({
    ...hole,
    score: hole.holeNumber % 4,
    drink: `Pint ${hole.holeNumber}`,
  }));
  holes[0] = {
    ...holes[0]!,
    barName: "Mulligan's",
    barPlaceId: 'place-1',
    barAddress: '8 Poolbeg St',
    barLocation: { lat: 53.3, lng: -6.2 },
  };
  return {
    teamName: 'The Hole Diggers',
    date: '2026-11-20',
    holes,
    penalties: presetPenalties('standard'),
    penaltyPreset: 'standard',
  };
}

describe('readWorkingScorecard', () => {
  it('reads a good card as it is', () => {
    const card = playedCard();
    expect(readWorkingScorecard(card, TODAY)).toEqual({ card, repaired: false });
  });

  it('keeps every hole when one penalty count is past the bound, clamping that count', () => {
    const card = playedCard();
    card.penalties[1] = { ...card.penalties[1]!, count: MAX_PENALTY_COUNT + 1 };
    const read = readWorkingScorecard(card, TODAY);
    expect(read?.repaired).toBe(true);
    expect(read?.card.holes).toEqual(card.holes);
    expect(read?.card.teamName).toBe('The Hole Diggers');
    expect(read?.card.penalties.map((penalty) => penalty.count)).toEqual([0, MAX_PENALTY_COUNT, 0, 0]);
  });

  it('mends one bad hole field and keeps the rest of that hole', () => {
    const card = playedCard();
    const holes: Record<string, unknown>[] = card.holes;
    holes[2] = { ...holes[2], par: 11, score: 'eleven', drink: 'x'.repeat(150) };
    const read = readWorkingScorecard(card, TODAY);
    expect(read?.repaired).toBe(true);
    expect(read?.card.holes[2]).toEqual({ holeNumber: 3, par: 3, drink: 'x'.repeat(100) });
    expect(read?.card.holes[0]?.barName).toBe("Mulligan's");
    expect(read?.card.holes[8]).toEqual(card.holes[8]);
  });

  it('keeps a bar’s hours and a hole’s own minutes, and drops only hours it cannot read', () => {
    const card = playedCard();
    const hours = { timeZone: 'Europe/Dublin', periods: [{ day: 5, opens: '12:00', closes: '02:00' }] };
    const holes: Record<string, unknown>[] = card.holes;
    holes[0] = { ...holes[0], barHours: hours, minutes: 45 };
    expect(readWorkingScorecard(card, TODAY)?.card.holes[0]).toMatchObject({ barHours: hours, minutes: 45 });

    holes[0] = { ...holes[0], barHours: { timeZone: 'Europe/Dublin', periods: 'late' }, minutes: 4 };
    const read = readWorkingScorecard(card, TODAY);
    expect(read?.repaired).toBe(true);
    expect(read?.card.holes[0]).not.toHaveProperty('barHours');
    expect(read?.card.holes[0]).not.toHaveProperty('minutes');
    expect(read?.card.holes[0]?.barName).toBe("Mulligan's");
  });

  it('keeps the evening’s plan, reads a card kept before plans as it is, and drops only a plan it cannot read', () => {
    const planned = { ...playedCard(), timing: { startTime: '20:30', minutesPerHole: 25 } };
    expect(readWorkingScorecard(planned, TODAY)).toEqual({ card: planned, repaired: false });

    const before = playedCard();
    const read = readWorkingScorecard(before, TODAY);
    expect(read).toEqual({ card: before, repaired: false });
    expect(read?.card).not.toHaveProperty('timing');

    const late = readWorkingScorecard({ ...playedCard(), timing: { startTime: '8pm', minutesPerHole: 25 } }, TODAY);
    expect(late?.repaired).toBe(true);
    expect(late?.card).not.toHaveProperty('timing');
    expect(late?.card.holes).toEqual(before.holes);
  });

  it('keeps an alcohol-free player so while mending another field', () => {
    const marked = { ...playedCard(), alcoholFree: true };
    expect(readWorkingScorecard(marked, TODAY)).toEqual({ card: marked, repaired: false });
    const mended = readWorkingScorecard({ ...marked, date: 'not a date' }, TODAY);
    expect(mended).toMatchObject({ repaired: true, card: { alcoholFree: true } });
    expect(readWorkingScorecard({ ...playedCard(), alcoholFree: 'yes', date: 'x' }, TODAY)?.card).not.toHaveProperty(
      'alcoholFree',
    );
  });

  it('falls back field by field: a bad date is today, a long name is cut, missing holes are fresh', () => {
    const read = readWorkingScorecard(
      { teamName: `  ${'T'.repeat(70)}`, date: '2026-02-30', penalties: 'none' },
      TODAY,
    );
    expect(read).toEqual({ card: { ...defaultScorecard(TODAY), teamName: 'T'.repeat(60) }, repaired: true });
  });

  it('drops penalties it cannot read and repeated ids, keeping the others and the chosen rules', () => {
    const card = { ...playedCard(), penaltyPreset: 'custom' };
    card.penalties = [
      { id: 'custom-1', name: 'Dropped Glass', count: 2 },
      { id: 'custom-1', name: 'Same id again', count: 5 },
      { id: '', name: 'No id', count: 1 },
      { id: 'custom-2', name: '  Sang Karaoke  ', count: 1.7 },
    ];
    const read = readWorkingScorecard(card, TODAY);
    expect(read?.card.penalties).toEqual([
      { id: 'custom-1', name: 'Dropped Glass', count: 2 },
      { id: 'custom-2', name: 'Sang Karaoke', count: 1 },
    ]);
    expect(read?.card.penaltyPreset).toBe('custom');
  });

  it('gives up only on something that is not a card at all', () => {
    expect(readWorkingScorecard('a card', TODAY)).toBeNull();
    expect(readWorkingScorecard([1, 2, 3], TODAY)).toBeNull();
    expect(readWorkingScorecard(null, TODAY)).toBeNull();
  });
});
