/**
 * A live game's clock: which hole the group is at and when it moves on, owned by the game and
 * shown by every phone and the TV. The schedule is a few numbers (the hole, the moment its time
 * is up); the game stores them and wakes itself at that moment, and each phone works out the
 * time left from them and the game's own time, so every phone shows the same whatever its clock
 * says, and keeps counting with no connection. The rules of moving on live here once: the game
 * and the phones both apply them.
 */
import * as z from 'zod/mini';
import { DEFAULT_MINUTES_PER_HOLE, clockTimeSchema, minutesPerHoleSchema } from './crawl-timing';
import { HOLE_COUNT, type Hole } from './holes';
import { walkingLegs } from './walking';

const MINUTE_MS = 60_000;
/** What '+5 minutes' adds to the hole. */
export const EXTENSION_MS = 5 * MINUTE_MS;
/** '+5 minutes' at most this many times a hole, so a hole never runs on without end. */
export const MAX_EXTENSIONS_PER_HOLE = 3;
/** 'Drink up' shows this long before the group sets off. */
export const DRINK_UP_MS = 5 * MINUTE_MS;
/** The latest a host may set the start: the planned start is tonight, not next week. */
const MAX_START_AHEAD_MS = 24 * 60 * MINUTE_MS;

const clockStatusSchema = z.enum(['off', 'scheduled', 'running', 'paused', 'waiting', 'done']);

/** What the host (or the game's own schedule) did to the clock last, for the line everyone reads. */
const clockChangeKindSchema = z.enum([
  'start',
  'pause',
  'resume',
  'extend',
  'next',
  'back',
  'minutes',
  'waits-for-host',
  'ends-game',
  'co-host',
  'surprise',
]);
export type ClockChangeKind = z.infer<typeof clockChangeKindSchema>;

/**
 * The clock as the game keeps it and sends it. `until` is a moment on the game's clock (ms since
 * 1970): when hole 1 starts while 'scheduled', when the hole's time is up while 'running'.
 * `leftMs` is what a 'paused' hole had left. 'waiting': the hole's time is up and the host moves
 * the group on ('Next hole'); 'done': the last hole's time is up.
 */
export const gameClockSchema = z.object({
  status: clockStatusSchema,
  hole: z.int().check(z.gte(1), z.lte(HOLE_COUNT)),
  until: z.nullable(z.number()),
  leftMs: z.nullable(z.number().check(z.gte(0))),
  /** The game's minutes per hole, for each hole without its own. */
  minutesPerHole: minutesPerHoleSchema,
  /** The plan's start time (HH:MM on the bars' wall clock), offered to the host as 'Start at'. */
  plannedStart: z.nullable(clockTimeSchema),
  /** How many times this hole was given '+5 minutes'. */
  extensions: z.int().check(z.gte(0)),
  /** At a hole's end the group waits for the host's 'Next hole' instead of moving on by itself. */
  waitsForHost: z.boolean(),
  /** The end of the last hole ends the game. */
  endsGame: z.boolean(),
  /** The last change and the team that made it, by the name the board shows. */
  change: z.nullable(z.object({ kind: clockChangeKindSchema, by: z.string() })),
  /** The one other team the host gave the clock's controls to ('caddy'); null for none. */
  coHostTeamId: z._default(z.nullable(z.string()), null),
  /** Surprise route: each bar ahead is hidden until this many minutes before its hole starts; null when off. */
  surpriseMinutes: z._default(z.nullable(z.int().check(z.gte(1), z.lte(60))), null),
});
export type GameClock = z.infer<typeof gameClockSchema>;

/** What a host's (or co-host's) socket sends to change the clock. */
export const clockChangeSchema = z.discriminatedUnion('kind', [
  /** `at`: when hole 1 starts, on the game's clock (the plan's start); now when absent or past. */
  z.object({ kind: z.literal('start'), at: z.optional(z.number()) }),
  z.object({ kind: z.literal('pause') }),
  z.object({ kind: z.literal('resume') }),
  z.object({ kind: z.literal('extend') }),
  z.object({ kind: z.literal('next') }),
  z.object({ kind: z.literal('back') }),
  z.object({ kind: z.literal('minutes'), minutes: minutesPerHoleSchema }),
  z.object({ kind: z.literal('waits-for-host'), on: z.boolean() }),
  z.object({ kind: z.literal('ends-game'), on: z.boolean() }),
  /** The host alone gives the controls to another team, or takes them back (null). */
  z.object({ kind: z.literal('surprise'), minutes: z.nullable(z.int().check(z.gte(1), z.lte(60))) }),
  z.object({ kind: z.literal('co-host'), teamId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))) }),
]);
export type ClockChange = z.infer<typeof clockChangeSchema>;

/** A new game's clock, not started: the minutes per hole the host set, else the plan's, and the plan's start time. */
export function newClock(
  plan: { timing?: { startTime: string; minutesPerHole: number }; minutesPerHole?: number } = {},
): GameClock {
  return {
    status: 'off',
    hole: 1,
    until: null,
    leftMs: null,
    minutesPerHole: plan.minutesPerHole ?? plan.timing?.minutesPerHole ?? DEFAULT_MINUTES_PER_HOLE,
    plannedStart: plan.timing?.startTime ?? null,
    extensions: 0,
    waitsForHost: false,
    endsGame: true,
    change: null,
    coHostTeamId: null,
    surpriseMinutes: null,
  };
}

/** A surprise route's bars ahead show this many minutes before their hole, unless the host says otherwise. */
export const DEFAULT_SURPRISE_MINUTES = 5;

/** A hole's length: its own minutes where the plan has them, else the game's. */
function holeMs(holes: readonly Pick<Hole, 'minutes'>[], hole: number, minutesPerHole: number): number {
  return (holes[hole - 1]?.minutes ?? minutesPerHole) * MINUTE_MS;
}

export type ClockChangeResult = { ok: true; clock: GameClock } | { ok: false; reason: string };

/**
 * The clock after a host's change at `now`, or why it cannot be made. Moving to another hole
 * gives that hole its full minutes; a paused clock stays paused.
 */
export function changeClock(
  clock: GameClock,
  change: ClockChange,
  holes: readonly Pick<Hole, 'minutes'>[],
  now: number,
  by: string,
): ClockChangeResult {
  const done = (next: Omit<GameClock, 'change'>): ClockChangeResult => ({
    ok: true,
    clock: { ...next, change: { kind: change.kind, by } },
  });
  const refuse = (reason: string): ClockChangeResult => ({ ok: false, reason });
  const ticking = clock.status === 'running' || clock.status === 'paused' || clock.status === 'waiting';
  switch (change.kind) {
    case 'start': {
      if (clock.status !== 'off' && clock.status !== 'scheduled') return refuse('The clock has already started.');
      const at = change.at ?? now;
      if (at > now + MAX_START_AHEAD_MS) return refuse('The start must be within a day.');
      if (at > now) return done({ ...clock, status: 'scheduled', hole: 1, until: at, leftMs: null, extensions: 0 });
      return done({ ...clock, ...onHole(1, holes, clock, now) });
    }
    case 'pause':
      if (clock.status !== 'running' || clock.until === null) return refuse('The clock is not running.');
      return done({ ...clock, status: 'paused', leftMs: Math.max(0, clock.until - now), until: null });
    case 'resume':
      if (clock.status !== 'paused' || clock.leftMs === null) return refuse('The clock is not paused.');
      return done({ ...clock, status: 'running', until: now + clock.leftMs, leftMs: null });
    case 'extend':
      if (!ticking) return refuse('The clock is not running.');
      if (clock.extensions >= MAX_EXTENSIONS_PER_HOLE) {
        return refuse(`A hole can be given more time at most ${MAX_EXTENSIONS_PER_HOLE} times.`);
      }
      if (clock.status === 'paused') {
        return done({ ...clock, leftMs: (clock.leftMs ?? 0) + EXTENSION_MS, extensions: clock.extensions + 1 });
      }
      // A hole whose time was up (waiting for 'Next hole') gets five minutes from now.
      return done({
        ...clock,
        status: 'running',
        until: Math.max(clock.until ?? now, now) + EXTENSION_MS,
        extensions: clock.extensions + 1,
      });
    case 'next':
      if (!ticking && clock.status !== 'done') return refuse('The clock is not running.');
      if (clock.hole >= HOLE_COUNT) return refuse('This is the last hole.');
      return done({ ...clock, ...onHole(clock.hole + 1, holes, clock, now) });
    case 'back':
      if (!ticking && clock.status !== 'done') return refuse('The clock is not running.');
      if (clock.hole <= 1) return refuse('This is the first hole.');
      return done({ ...clock, ...onHole(clock.hole - 1, holes, clock, now) });
    case 'minutes':
      // From the next hole on: the hole being played keeps the time everyone is reading.
      return done({ ...clock, minutesPerHole: change.minutes });
    case 'waits-for-host':
      return done({ ...clock, waitsForHost: change.on });
    case 'ends-game':
      return done({ ...clock, endsGame: change.on });
    case 'co-host':
      return done({ ...clock, coHostTeamId: change.teamId });
    case 'surprise':
      return done({ ...clock, surpriseMinutes: change.minutes });
  }
}

/** The clock at the start of `hole`, with its full minutes; paused when it was paused. */
function onHole(
  hole: number,
  holes: readonly Pick<Hole, 'minutes'>[],
  clock: GameClock,
  now: number,
): Pick<GameClock, 'status' | 'hole' | 'until' | 'leftMs' | 'extensions'> {
  const length = holeMs(holes, hole, clock.minutesPerHole);
  if (clock.status === 'paused') return { status: 'paused', hole, until: null, leftMs: length, extensions: 0 };
  return { status: 'running', hole, until: now + length, leftMs: null, extensions: 0 };
}

/**
 * The clock once every moment due by `now` has passed: a scheduled start starts, a hole whose
 * time is up moves on to the next (each from the moment the last ended, so a game that slept
 * through several catches up exactly), waits for the host, or, after the last, is done.
 * `finished` says the last hole's time ran out in this step (the game ends when `endsGame`).
 */
export function advanceClock(
  clock: GameClock,
  holes: readonly Pick<Hole, 'minutes'>[],
  now: number,
): { clock: GameClock; moved: boolean; finished: boolean } {
  let next = clock;
  let finished = false;
  for (;;) {
    const { status, until } = next;
    if (until === null || now < until || (status !== 'scheduled' && status !== 'running')) break;
    if (status === 'scheduled') {
      next = { ...next, status: 'running', hole: 1, until: until + holeMs(holes, 1, next.minutesPerHole) };
    } else if (next.hole >= HOLE_COUNT) {
      next = { ...next, status: 'done', until: null };
      finished = true;
    } else if (next.waitsForHost) {
      next = { ...next, status: 'waiting', until: null };
    } else {
      const hole = next.hole + 1;
      next = { ...next, hole, until: until + holeMs(holes, hole, next.minutesPerHole), extensions: 0 };
    }
    next = { ...next, change: null };
  }
  return { clock: next, moved: next !== clock, finished };
}

/** When the game must next wake to move the clock on; null when nothing moves by itself. */
export function clockDueAt(clock: GameClock): number | null {
  return clock.status === 'scheduled' || clock.status === 'running' ? clock.until : null;
}

/** What a phone or the TV shows of the clock at a moment. */
export type ClockView =
  | { phase: 'off' }
  | { phase: 'starts'; inMs: number }
  /** At the bar: `leftMs` until the group sets off; `drinkUp` in its last DRINK_UP_MS. */
  | { phase: 'at-bar'; hole: number; leftMs: number; drinkUp: boolean; paused: boolean }
  /** Time to move: the walk to the next hole, which starts in `arriveInMs`. */
  | { phase: 'moving'; hole: number; next: number; walkMinutes: number | null; arriveInMs: number }
  /** The hole's time is up and the group waits for the host's 'Next hole'. */
  | { phase: 'waiting'; hole: number; next: number; walkMinutes: number | null }
  | { phase: 'done' };

/**
 * The clock as it reads at `now` (the game's time): the schedule moved on to `now` first, so a
 * phone that lost its connection keeps counting. The group sets off for the next bar its walk's
 * minutes before the hole's time is up (a hole's minutes take the drink and the walk on), never
 * before the hole began.
 */
export function clockView(clock: GameClock, holes: readonly Hole[], now: number): ClockView {
  const current = advanceClock(clock, holes, now).clock;
  const { status, hole } = current;
  const next = Math.min(hole + 1, HOLE_COUNT);
  const walkMinutes = hole < HOLE_COUNT ? walkMinutesAfter(holes, hole) : null;
  switch (status) {
    case 'off':
      return { phase: 'off' };
    case 'done':
      return { phase: 'done' };
    case 'scheduled':
      return { phase: 'starts', inMs: Math.max(0, (current.until ?? now) - now) };
    case 'waiting':
      return hole < HOLE_COUNT ? { phase: 'waiting', hole, next, walkMinutes } : { phase: 'done' };
    case 'paused': {
      const leftMs = current.leftMs ?? 0;
      return { phase: 'at-bar', hole, leftMs, drinkUp: leftMs <= DRINK_UP_MS, paused: true };
    }
    case 'running': {
      const until = current.until ?? now;
      const leftMs = Math.max(0, setOffAt(current, holes, until) - now);
      if (leftMs > 0 || hole >= HOLE_COUNT) {
        return { phase: 'at-bar', hole, leftMs, drinkUp: leftMs <= DRINK_UP_MS, paused: false };
      }
      return { phase: 'moving', hole, next, walkMinutes, arriveInMs: Math.max(0, until - now) };
    }
  }
}

/**
 * The hole the group is at by the clock at `now`: while it runs, is paused there, walks on from
 * it or waits for the host's 'Next hole'; null before the start, after the last hole's time and
 * with no clock. A team still scores any hole at any time: this only says where its card opens.
 */
export function clockHole(
  clock: GameClock | null,
  holes: readonly Pick<Hole, 'minutes'>[],
  now: number,
): number | null {
  if (clock === null) return null;
  const { status, hole } = advanceClock(clock, holes, now).clock;
  return status === 'running' || status === 'paused' || status === 'waiting' ? hole : null;
}

/**
 * When the group sets off from a running hole's bar for the next: its walk's minutes before the
 * hole's time is up (`until`), never before the hole began.
 */
export function setOffAt(clock: GameClock, holes: readonly Hole[], until: number): number {
  const length = holeMs(holes, clock.hole, clock.minutesPerHole) + clock.extensions * EXTENSION_MS;
  const walkMinutes = clock.hole < HOLE_COUNT ? walkMinutesAfter(holes, clock.hole) : null;
  return until - Math.min((walkMinutes ?? 0) * MINUTE_MS, length);
}

/** The walk from this hole's bar to the next one's, in minutes; null when either has no place, or both are in one place. */
export function walkMinutesAfter(holes: readonly Hole[], hole: number): number | null {
  const minutes = walkingLegs(holes).find((leg) => leg.fromHole === hole)?.minutes ?? 0;
  return minutes > 0 ? minutes : null;
}

/** A time left as the countdown shows it: 'm:ss', or 'h:mm:ss' from an hour. Rounded up, so 0:00 means the time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A moment on a bar's wall clock, in its time zone: its calendar date and minutes after midnight. */
export function wallClockAt(at: number, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * On a surprise route, how many holes' bars may be shown at `now`: the holes played and the one
 * being played, and the next from its reveal (`surpriseMinutes` before it starts); every hole when
 * the route is no surprise. Hole 1 is where the group meets, so it always shows.
 */
export function barsShown(clock: GameClock, holes: readonly Pick<Hole, 'minutes'>[], now: number): number {
  if (clock.surpriseMinutes === null) return HOLE_COUNT;
  const current = advanceClock(clock, holes, now).clock;
  const nextStarts = nextHoleStartsAt(current, now);
  const revealMs = clock.surpriseMinutes * MINUTE_MS;
  const shownHole = current.status === 'off' || current.status === 'scheduled' ? 1 : current.hole;
  const nextShown = nextStarts !== null && nextStarts - revealMs <= now && current.status !== 'scheduled';
  return Math.min(HOLE_COUNT, shownHole + (nextShown ? 1 : 0));
}

/** When the next hole starts as things stand: null when not yet known (not started, or paused with time left). */
function nextHoleStartsAt(clock: GameClock, now: number): number | null {
  switch (clock.status) {
    case 'running':
      return clock.until;
    case 'paused':
      return now + (clock.leftMs ?? 0);
    case 'waiting':
    case 'done':
      return now;
    default:
      return null;
  }
}

/** When the next bar of a surprise route is due to show; null when none is. */
export function revealDueAt(clock: GameClock): number | null {
  if (clock.surpriseMinutes === null || clock.status !== 'running' || clock.until === null) return null;
  return clock.until - clock.surpriseMinutes * MINUTE_MS;
}

/** The holes with the bars not yet shown taken out (name, place, address, hours): what a phone may be sent. */
export function withBarsShown<H extends Hole>(holes: readonly H[], shown: number): H[] {
  return holes.map((hole) => {
    if (hole.holeNumber <= shown) return hole;
    const {
      barName: _name,
      barPlaceId: _place,
      barAddress: _address,
      barLocation: _location,
      barHours: _hours,
      ...rest
    } = hole;
    return rest as H;
  });
}
