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
 * many of the team's edits wait on this phone meanwhile. It floats at the top of the screen rather
 * than taking a row: coming and going with the connection, it moves nothing on the page.
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
      className={
        text
          ? 'fixed inset-x-0 top-2 z-30 mx-auto w-fit max-w-[calc(100vw-1.5rem)] rounded-lg bg-amber-100 px-3 py-2 text-center text-sm font-semibold text-amber-950 shadow-md'
          : 'sr-only'
      }
    >
      {text ? `${text}${waiting}` : 'Live'}
    </p>
  );
}
