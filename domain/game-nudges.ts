/**
 * The moments a live game nudges its teams: 'drink up' when a hole's last minutes at the bar
 * begin, 'time to move' when the group sets off for the next bar, and the game's end. The game
 * sends them as push notifications from its alarm, and an open phone vibrates at the same moments,
 * so both follow one rule. They tell the group when to leave, never how fast to drink.
 */
import { DRINK_UP_MS, setOffAt, type GameClock } from './game-clock';
import { HOLE_COUNT, type Hole } from './holes';

type NudgeKind = 'drink-up' | 'move';

export interface NudgeMoment {
  kind: NudgeKind;
  hole: number;
  /** On the game's clock (ms since 1970). */
  at: number;
}

/**
 * A nudge this much past its moment is no longer sent: a game that woke late (or slept through
 * holes) tells the group where it is now, not what it missed.
 */
export const NUDGE_FRESH_MS = 2 * 60_000;

/** Names a nudge once per hole, so it goes out once even when the hole is given more time. */
export function nudgeKey({ kind, hole }: Pick<NudgeMoment, 'kind' | 'hole'>): string {
  return `${kind}:${hole}`;
}

/**
 * The running hole's nudges: 'drink up' DRINK_UP_MS before the group sets off (when the hole is
 * that long), and 'time to move' when it sets off, on every hole but the last. A clock that is not
 * running (not started, paused, waiting, done) nudges nobody.
 */
export function nudgeMoments(clock: GameClock, holes: readonly Hole[]): NudgeMoment[] {
  if (clock.status !== 'running' || clock.until === null) return [];
  const setOff = setOffAt(clock, holes, clock.until);
  const moments: NudgeMoment[] = [{ kind: 'drink-up', hole: clock.hole, at: setOff - DRINK_UP_MS }];
  if (clock.hole < HOLE_COUNT) moments.push({ kind: 'move', hole: clock.hole, at: setOff });
  return moments;
}

/** The latest of `moments` due by `now` and still fresh that was not sent yet; null when none. */
export function dueNudge(moments: readonly NudgeMoment[], now: number, sent: ReadonlySet<string>): NudgeMoment | null {
  const due = moments.filter(
    (moment) => moment.at <= now && now - moment.at < NUDGE_FRESH_MS && !sent.has(nudgeKey(moment)),
  );
  return due.reduce<NudgeMoment | null>((latest, moment) => (latest && latest.at >= moment.at ? latest : moment), null);
}

/** The earliest of `moments` still to come and not sent; null when none. */
export function nextNudgeAt(moments: readonly NudgeMoment[], now: number, sent: ReadonlySet<string>): number | null {
  const ahead = moments.filter((moment) => moment.at > now && !sent.has(nudgeKey(moment))).map((moment) => moment.at);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}
