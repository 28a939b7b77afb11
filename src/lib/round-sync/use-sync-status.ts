import { useSyncExternalStore } from 'react';
import { getOutboxState, subscribeOutboxState } from './outbox';

/** Where a member's latest edits are: on the server, on their way, or waiting on this phone. */
export type SyncStatus = 'saved' | 'saving' | 'offline' | 'retrying';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useSyncStatus(): SyncStatus {
  const { queued, sending, failed } = useSyncExternalStore(subscribeOutboxState, getOutboxState);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  if (!queued) return sending ? 'saving' : 'saved';
  if (!online) return 'offline';
  return failed && !sending ? 'retrying' : 'saving';
}
