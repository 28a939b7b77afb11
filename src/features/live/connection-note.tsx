import type { SocketStatus } from './use-game-socket';

const TEXT: Record<SocketStatus, string | null> = {
  connecting: 'Connecting…',
  open: null,
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
  closed: 'Not connected',
  'too-many': 'Disconnected: this phone sent more changes than the game takes at once. Reload the page to reconnect',
};

/**
 * How live the board is, said only when it is not: connecting, reconnecting or offline, and how
 * many of the team's edits wait on this phone meanwhile.
 */
export function ConnectionNote({ status, unsent = 0 }: { status: SocketStatus; unsent?: number }) {
  const text = TEXT[status];
  const waiting =
    unsent > 0
      ? ` – ${unsent === 1 ? '1 change' : `${unsent} changes`} saved on this phone, sent when you reconnect`
      : '';
  return (
    <p
      role="status"
      aria-label="Connection"
      data-status={status}
      className={text ? 'rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950' : 'sr-only'}
    >
      {text ? `${text}${waiting}` : 'Live'}
    </p>
  );
}
