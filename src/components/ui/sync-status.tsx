import { useCardText, type CardWord } from '../../lib/i18n/card-text';
import { useSyncStatus, type SyncStatus as Status } from '../../lib/round-sync/use-sync-status';

const TEXT: Record<Status, CardWord> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline – saved on this phone, will sync',
  retrying: 'Not saved yet – will retry',
};

/** Whether a member's rounds are on the server yet, in words a player can trust. */
export function SyncStatus() {
  const status = useSyncStatus();
  const text = useCardText();
  return (
    <span role="status" aria-label={text('Sync status')} data-status={status}>
      {text(TEXT[status])}
    </span>
  );
}
