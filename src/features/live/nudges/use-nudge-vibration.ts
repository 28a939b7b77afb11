import { useEffect, useRef } from 'react';
import { advanceClock, type GameClock } from '../../../../domain/game-clock';
import { NUDGE_FRESH_MS, nudgeMoments } from '../../../../domain/game-nudges';
import type { Hole } from '../../../../domain/holes';

/** Two short buzzes: noticed in a hand or on a table, never a long alarm. */
const BUZZ = [200, 100, 200];

/**
 * The open page vibrates (where the browser allows) at the moments the game pushes its nudges,
 * 'Drink up' and 'Time to move', so a phone without notifications is nudged too; the banner says
 * the rest. `now` is the game's time as the page counts it. A moment slept through is not buzzed
 * for later.
 */
export function useNudgeVibration(clock: GameClock | null, holes: readonly Hole[], now: number): void {
  const last = useRef<number | null>(null);
  useEffect(() => {
    const previous = last.current;
    last.current = now;
    if (previous === null || clock === null || now <= previous) return;
    const moments = [clock, advanceClock(clock, holes, now).clock].flatMap((shown) => nudgeMoments(shown, holes));
    const crossed = moments.some(
      (moment) => moment.at > previous && moment.at <= now && now - moment.at < NUDGE_FRESH_MS,
    );
    if (crossed && typeof navigator.vibrate === 'function') navigator.vibrate(BUZZ);
  }, [clock, holes, now]);
}
