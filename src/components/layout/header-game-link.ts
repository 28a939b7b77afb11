import { useSyncExternalStore } from 'react';

/** The way back into a live game, shown in the header row of every page while there is one. */
export interface HeaderGameLink {
  to: string;
  text: string;
}

let current: HeaderGameLink | null = null;
const listeners = new Set<() => void>();

/** Puts the link in every header (null takes it out); the same link again changes nothing. */
export function showGameLinkInHeader(link: HeaderGameLink | null): void {
  if (link?.to === current?.to && link?.text === current?.text) return;
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
