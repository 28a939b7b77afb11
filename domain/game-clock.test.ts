import { describe, expect, it } from 'vitest';
import {
  DRINK_UP_MS,
  EXTENSION_MS,
  MAX_EXTENSIONS_PER_HOLE,
  advanceClock,
  barsShown,
  changeClock,
  clockChangeSchema,
  clockDueAt,
  clockHole,
  clockView,
  formatCountdown,
  newClock,
  revealDueAt,
  wallClockAt,
  withBarsShown,
  type ClockChange,
  type GameClock,
} from './game-clock';
import { defaultHoles, type Hole } from './holes';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 27, 19, 0);

function apply(clock: GameClock, change: ClockChange, now: number, holes: readonly Hole[] = defaultHoles()) {
  const result = changeClock(clock, change, holes, now, 'Team Host');
  if (!result.ok) throw new Error(result.reason);
  return result.clock;
}

function refusal(clock: GameClock, change: ClockChange, now: number): string | null {
  const result = changeClock(clock, change, defaultHoles(), now, 'Team Host');
  return result.ok ? null : result.reason;
}

/** Bars about 500 m apart in a line: a 9 minute walk between each. */
function placedHoles(): Hole[] {
  return defaultHoles().map((hole, index) => ({
    ...hole,
    barName: `Bar ${hole.holeNumber}`,
    barLocation: { lat: 51.5 + index * 0.0045, lng: -0.12 },
  }));
}

describe('changeClock', () => {
  it('starts now with the first hole’s minutes, and says who started it', () => {
    const clock = apply(newClock({ timing: { startTime: '19:00', minutesPerHole: 20 } }), { kind: 'start' }, T0);
    expect(clock).toMatchObject({
      status: 'running',
      hole: 1,
      until: T0 + 20 * MIN,
      change: { kind: 'start', by: 'Team Host' },
    });
    expect(clockDueAt(clock)).toBe(T0 + 20 * MIN);
  });

  it('starts at a later moment as scheduled, and a past moment as now', () => {
    expect(apply(newClock(), { kind: 'start', at: T0 + 30 * MIN }, T0)).toMatchObject({
      status: 'scheduled',
      until: T0 + 30 * MIN,
    });
    expect(apply(newClock(), { kind: 'start', at: T0 - 30 * MIN }, T0)).toMatchObject({
      status: 'running',
      until: T0 + 30 * MIN,
    });
    expect(refusal(newClock(), { kind: 'start', at: T0 + 25 * 60 * MIN }, T0)).toMatch(/within a day/);
    expect(refusal(apply(newClock(), { kind: 'start' }, T0), { kind: 'start' }, T0)).toMatch(/already started/);
  });

  it('pauses with the time left, resumes from it, and a paused clock is never due', () => {
    const running = apply(newClock(), { kind: 'start' }, T0);
    const paused = apply(running, { kind: 'pause' }, T0 + 10 * MIN);
    expect(paused).toMatchObject({ status: 'paused', leftMs: 20 * MIN, until: null });
    expect(clockDueAt(paused)).toBeNull();
    expect(advanceClock(paused, defaultHoles(), T0 + 100 * MIN).moved).toBe(false);
    expect(apply(paused, { kind: 'resume' }, T0 + 60 * MIN)).toMatchObject({ status: 'running', until: T0 + 80 * MIN });
    expect(refusal(paused, { kind: 'pause' }, T0)).toMatch(/not running/);
    expect(refusal(running, { kind: 'resume' }, T0)).toMatch(/not paused/);
  });

  it('gives a hole five more minutes a few times at most', () => {
    let clock = apply(newClock(), { kind: 'start' }, T0);
    for (let time = 1; time <= MAX_EXTENSIONS_PER_HOLE; time++) clock = apply(clock, { kind: 'extend' }, T0);
    expect(clock.until).toBe(T0 + 30 * MIN + MAX_EXTENSIONS_PER_HOLE * EXTENSION_MS);
    expect(refusal(clock, { kind: 'extend' }, T0)).toMatch(/at most/);
    // The next hole may be given more time again.
    expect(apply(clock, { kind: 'next' }, T0).extensions).toBe(0);
  });

  it('skips to the next hole and back one, each with its full minutes, never past either end', () => {
    const holes = defaultHoles().map((hole) => (hole.holeNumber === 2 ? { ...hole, minutes: 45 } : hole));
    const started = apply(newClock(), { kind: 'start' }, T0, holes);
    const second = apply(started, { kind: 'next' }, T0 + 5 * MIN, holes);
    expect(second).toMatchObject({ hole: 2, until: T0 + 50 * MIN, change: { kind: 'next' } });
    expect(apply(second, { kind: 'back' }, T0 + 6 * MIN, holes)).toMatchObject({ hole: 1, until: T0 + 36 * MIN });
    expect(refusal(started, { kind: 'back' }, T0)).toMatch(/first hole/);
    expect(refusal(newClock(), { kind: 'next' }, T0)).toMatch(/not running/);
    let last = started;
    for (let hole = 2; hole <= 9; hole++) last = apply(last, { kind: 'next' }, T0, holes);
    expect(refusal(last, { kind: 'next' }, T0)).toMatch(/last hole/);
  });

  it('takes new minutes per hole from the next hole on', () => {
    const clock = apply(apply(newClock(), { kind: 'start' }, T0), { kind: 'minutes', minutes: 15 }, T0);
    expect(clock.until).toBe(T0 + 30 * MIN);
    expect(advanceClock(clock, defaultHoles(), T0 + 30 * MIN).clock).toMatchObject({ hole: 2, until: T0 + 45 * MIN });
  });

  it('refuses minutes outside the plan’s limits and unknown changes on the wire', () => {
    expect(clockChangeSchema.safeParse({ kind: 'minutes', minutes: 4 }).success).toBe(false);
    expect(clockChangeSchema.safeParse({ kind: 'minutes', minutes: 181 }).success).toBe(false);
    expect(clockChangeSchema.safeParse({ kind: 'rewind' }).success).toBe(false);
    expect(clockChangeSchema.safeParse({ kind: 'start', at: 'tonight' }).success).toBe(false);
  });
});

describe('advanceClock', () => {
  it('starts a scheduled clock at its moment and moves on at each hole’s end, catching up exactly', () => {
    const scheduled = apply(newClock(), { kind: 'start', at: T0 + 10 * MIN }, T0);
    expect(advanceClock(scheduled, defaultHoles(), T0 + 9 * MIN).moved).toBe(false);
    const { clock } = advanceClock(scheduled, defaultHoles(), T0 + 75 * MIN);
    expect(clock).toMatchObject({ status: 'running', hole: 3, until: T0 + 100 * MIN, change: null });
  });

  it('waits for the host’s next hole when chosen, and is done after the last', () => {
    const waits = apply(apply(newClock(), { kind: 'waits-for-host', on: true }, T0), { kind: 'start' }, T0);
    expect(advanceClock(waits, defaultHoles(), T0 + 31 * MIN).clock).toMatchObject({ status: 'waiting', hole: 1 });
    const { clock, finished } = advanceClock(
      apply(newClock(), { kind: 'start' }, T0),
      defaultHoles(),
      T0 + 9 * 30 * MIN,
    );
    expect(clock.status).toBe('done');
    expect(finished).toBe(true);
    expect(clockDueAt(clock)).toBeNull();
  });
});

describe('clockView', () => {
  const holes = placedHoles();
  const started = apply(newClock(), { kind: 'start' }, T0, holes);

  it('counts down to setting off, says drink up in the last five minutes, then time to move with the walk', () => {
    expect(clockView(started, holes, T0)).toEqual({
      phase: 'at-bar',
      hole: 1,
      leftMs: 21 * MIN,
      drinkUp: false,
      paused: false,
    });
    expect(clockView(started, holes, T0 + 21 * MIN - DRINK_UP_MS)).toMatchObject({ phase: 'at-bar', drinkUp: true });
    expect(clockView(started, holes, T0 + 25 * MIN)).toEqual({
      phase: 'moving',
      hole: 1,
      next: 2,
      walkMinutes: 9,
      arriveInMs: 5 * MIN,
    });
    // Offline, the phone keeps counting into the next hole.
    expect(clockView(started, holes, T0 + 31 * MIN)).toMatchObject({ phase: 'at-bar', hole: 2 });
  });

  it('shows a paused hole’s time left, a waiting group’s next bar, and the end', () => {
    const paused = apply(started, { kind: 'pause' }, T0 + 10 * MIN, holes);
    expect(clockView(paused, holes, T0 + 50 * MIN)).toMatchObject({ phase: 'at-bar', paused: true, leftMs: 20 * MIN });
    const waiting: GameClock = { ...started, status: 'waiting', until: null };
    expect(clockView(waiting, holes, T0)).toEqual({ phase: 'waiting', hole: 1, next: 2, walkMinutes: 9 });
    expect(clockView({ ...started, status: 'done' }, holes, T0)).toEqual({ phase: 'done' });
    expect(clockView(newClock(), holes, T0)).toEqual({ phase: 'off' });
  });

  it('has no walk where a bar has no place: the group sets off at the hole’s end', () => {
    expect(clockView(apply(newClock(), { kind: 'start' }, T0), defaultHoles(), T0 + 29 * MIN)).toMatchObject({
      phase: 'at-bar',
      leftMs: MIN,
      drinkUp: true,
    });
  });
});

describe('clockHole', () => {
  it('is the hole the group is at while the clock runs, paused or waits there, and moves on with it', () => {
    const running = apply(newClock(), { kind: 'start' }, T0);
    expect(clockHole(running, defaultHoles(), T0)).toBe(1);
    expect(clockHole(running, defaultHoles(), T0 + 31 * MIN)).toBe(2);
    expect(clockHole(apply(running, { kind: 'pause' }, T0 + MIN), defaultHoles(), T0 + 60 * MIN)).toBe(1);
    const waiting = apply(running, { kind: 'waits-for-host', on: true }, T0);
    expect(clockHole(waiting, defaultHoles(), T0 + 45 * MIN)).toBe(1);
  });

  it('is none before the start, after the last hole and with no clock', () => {
    expect(clockHole(null, defaultHoles(), T0)).toBeNull();
    expect(clockHole(newClock(), defaultHoles(), T0)).toBeNull();
    expect(clockHole(apply(newClock(), { kind: 'start', at: T0 + MIN }, T0), defaultHoles(), T0)).toBeNull();
    expect(clockHole(apply(newClock(), { kind: 'start' }, T0), defaultHoles(), T0 + 9 * 30 * MIN)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('reads minutes and seconds, hours from an hour, rounded up', () => {
    expect(formatCountdown(5 * MIN)).toBe('5:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(61 * MIN + 5000)).toBe('1:01:05');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('wallClockAt', () => {
  it('reads a moment on the bar’s own wall clock', () => {
    expect(wallClockAt(Date.UTC(2026, 10, 27, 23, 30), 'Europe/Berlin')).toEqual({ date: '2026-11-28', minutes: 30 });
    expect(wallClockAt(Date.UTC(2026, 6, 1, 19, 5), 'Europe/London')).toEqual({
      date: '2026-07-01',
      minutes: 20 * 60 + 5,
    });
  });
});

describe('barsShown', () => {
  const surprise = apply(newClock(), { kind: 'surprise', minutes: 5 }, T0);

  it('shows every bar on a route that is no surprise', () => {
    expect(barsShown(newClock(), defaultHoles(), T0)).toBe(9);
  });

  it('shows the first bar before the start, and each next one five minutes before its hole', () => {
    expect(barsShown(surprise, defaultHoles(), T0)).toBe(1);
    const running = apply(surprise, { kind: 'start' }, T0);
    expect(barsShown(running, defaultHoles(), T0 + 24 * MIN)).toBe(1);
    expect(revealDueAt(running)).toBe(T0 + 25 * MIN);
    expect(barsShown(running, defaultHoles(), T0 + 25 * MIN)).toBe(2);
    expect(barsShown(running, defaultHoles(), T0 + 31 * MIN)).toBe(2);
    expect(barsShown(running, defaultHoles(), T0 + 55 * MIN)).toBe(3);
  });

  it('takes a hidden bar’s name, place, address and hours out of the holes sent', () => {
    const holes = placedHoles().map((hole) => ({ ...hole, barAddress: 'Somewhere', barPlaceId: 'place' }));
    const sent = withBarsShown(holes, 1);
    expect(sent[0]).toEqual(holes[0]);
    expect(sent[1]).toEqual({ holeNumber: 2, par: 3 });
  });
});
