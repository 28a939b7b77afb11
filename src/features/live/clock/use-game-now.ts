import { useSyncExternalStore } from 'react';
import { waitMs } from '../../../lib/waits';

/** The phone's clock read to the quarter second, so a render between two ticks reads the same. */
const QUANTUM_MS = 250;

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, waitMs('clockTick'));
  return () => clearInterval(timer);
}

const phoneNow = () => Math.floor(Date.now() / QUANTUM_MS) * QUANTUM_MS;

/**
 * The game's time now, moving on each tick: this phone's clock put right by how far the game's
 * was ahead of it when its last message came (`offsetMs`), so every phone counts down alike
 * whatever its own clock says. `atRender`: the time a render on the server reads.
 */
export function useGameNow(offsetMs: number, atRender: number): number {
  return useSyncExternalStore(subscribe, phoneNow, () => atRender - offsetMs) + offsetMs;
}
