import { describe, expect, it } from 'vitest';
import { DRINK_UP_MS, changeClock, newClock, type GameClock } from './game-clock';
import { NUDGE_FRESH_MS, dueNudge, nextNudgeAt, nudgeKey, nudgeMoments } from './game-nudges';
import { HOLE_COUNT, defaultHoles, type Hole } from './holes';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 27, 19, 0);

function started(holes: readonly Hole[] = defaultHoles()): GameClock {
  const result = changeClock(newClock({ minutesPerHole: 20 }), { kind: 'start' }, holes, T0, 'Hosts');
  if (!result.ok) throw new Error(result.reason);
  return result.clock;
}

/** Bars about 500 m apart in a line: a 9 minute walk between each. */
function placedHoles(): Hole[] {
  return defaultHoles().map((hole, index) => ({
    ...hole,
    barName: `Bar ${hole.holeNumber}`,
    barLocation: { lat: 51.5 + index * 0.0045, lng: -0.12 },
  }));
}

describe('nudgeMoments', () => {
  it('drinks up five minutes before the group sets off, and moves on when the walk begins', () => {
    const holes = placedHoles();
    const clock = started(holes);
    expect(nudgeMoments(clock, holes)).toEqual([
      { kind: 'drink-up', hole: 1, at: T0 + 20 * MIN - 9 * MIN - DRINK_UP_MS },
      { kind: 'move', hole: 1, at: T0 + 20 * MIN - 9 * MIN },
    ]);
  });

  it('with no walk, moves on when the hole’s time is up; the last hole only drinks up', () => {
    const clock = started();
    expect(nudgeMoments(clock, defaultHoles()).map((moment) => moment.at)).toEqual([T0 + 15 * MIN, T0 + 20 * MIN]);
    const last = { ...clock, hole: HOLE_COUNT };
    expect(nudgeMoments(last, defaultHoles()).map((moment) => moment.kind)).toEqual(['drink-up']);
  });

  it('nudges nobody while the clock is not running', () => {
    const holes = defaultHoles();
    const paused = changeClock(started(), { kind: 'pause' }, holes, T0 + MIN, 'Hosts');
    if (!paused.ok) throw new Error(paused.reason);
    expect(nudgeMoments(paused.clock, holes)).toEqual([]);
    expect(nudgeMoments(newClock(), holes)).toEqual([]);
  });
});

describe('dueNudge and nextNudgeAt', () => {
  const moments = nudgeMoments(started(), defaultHoles());
  const drinkUpAt = T0 + 15 * MIN;

  it('answers the latest moment due and fresh that was not sent, once', () => {
    expect(dueNudge(moments, drinkUpAt - 1, new Set())).toBeNull();
    expect(dueNudge(moments, drinkUpAt, new Set())).toMatchObject({ kind: 'drink-up', hole: 1 });
    expect(dueNudge(moments, drinkUpAt, new Set(['drink-up:1']))).toBeNull();
    expect(dueNudge(moments, T0 + 20 * MIN, new Set())).toMatchObject({ kind: 'move', hole: 1 });
  });

  it('leaves a moment the game slept past', () => {
    expect(dueNudge(moments, drinkUpAt + NUDGE_FRESH_MS, new Set())).toBeNull();
  });

  it('wakes for the next moment not sent', () => {
    expect(nextNudgeAt(moments, T0, new Set())).toBe(drinkUpAt);
    expect(nextNudgeAt(moments, T0, new Set([nudgeKey({ kind: 'drink-up', hole: 1 })]))).toBe(T0 + 20 * MIN);
    expect(nextNudgeAt(moments, T0 + 20 * MIN, new Set())).toBeNull();
  });
});
