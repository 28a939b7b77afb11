import { useSyncExternalStore } from 'react';

/**
 * The way back into a live game, shown in the header row of every page while there is one: what
 * it leads to ('Back to game', 'Final standings'), the word a phone shows for it ('Game',
 * 'Standings'), whether the game has ended, and the game's name.
 */
export interface HeaderGameLink {
  to: string;
  label: string;
  shortLabel: string;
  ended: boolean;
  gameName: string;
}

let current: HeaderGameLink | null = null;
const listeners = new Set<() => void>();

/** Puts the link in every header (null takes it out); the same link again changes nothing. */
export function showGameLinkInHeader(link: HeaderGameLink | null): void {
  if (
    link?.to === current?.to &&
    link?.label === current?.label &&
    link?.shortLabel === current?.shortLabel &&
    link?.ended === current?.ended &&
    link?.gameName === current?.gameName
  )
    return;
  current = link;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeaderGameLink(): HeaderGameLink | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
