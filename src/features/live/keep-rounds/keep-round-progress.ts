/**
 * How this phone's asks to keep a live game's round are going, while they are sent from whichever
 * page is open: the final standings show it beside the game.
 */
import { useSyncExternalStore } from 'react';

/** The query key's head of where a game's round is on the server (`keptRoundQuery`). */
export const KEPT_ROUND_KEY = 'kept-round';

export type KeepProgress =
  | { state: 'sending' }
  | { state: 'kept' }
  /** The server will never keep it, in words for the player. */
  | { state: 'refused'; reason: string }
  /** Not reached: it stays on the phone and is tried again. */
  | { state: 'not-yet' };

let progress: ReadonlyMap<string, KeepProgress> = new Map();
/** Counts the rounds asked to be kept on this page, so the sender starts at once for a new one. */
let asked = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportKeepProgress(code: string, next: KeepProgress): void {
  progress = new Map(progress).set(code, next);
  changed();
}

/** A round was just put on the phone to keep: the sender should try now. */
export function roundAsked(): void {
  asked++;
  changed();
}

export function useKeepProgress(code: string): KeepProgress | undefined {
  return useSyncExternalStore(
    subscribe,
    () => progress.get(code),
    () => undefined,
  );
}

export function useRoundsAsked(): number {
  return useSyncExternalStore(
    subscribe,
    () => asked,
    () => 0,
  );
}
