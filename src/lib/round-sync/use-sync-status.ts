import { useSyncExternalStore } from 'react';
import { useOnline } from '../use-online';
import { getOutboxState, subscribeOutboxState } from './outbox';

/** Where a member's latest edits are: on the server, on their way, or waiting on this phone. */
export type SyncStatus = 'saved' | 'saving' | 'offline' | 'retrying';

export function useSyncStatus(): SyncStatus {
  const { queued, sending, failed } = useSyncExternalStore(subscribeOutboxState, getOutboxState);
  const online = useOnline();
  if (!queued) return sending ? 'saving' : 'saved';
  if (!online) return 'offline';
  return failed && !sending ? 'retrying' : 'saving';
}
