import { usePlayingText } from '../../../lib/i18n/playing-text';
import type { MessageId } from '../../../lib/i18n/catalog-areas';
import type { SocketStatus } from './use-game-socket';

const TEXT: Record<SocketStatus, MessageId<'playing'> | null> = {
  connecting: 'live.connection.connecting',
  open: null,
  reconnecting: 'live.connection.reconnecting',
  offline: 'live.connection.offline',
  closed: 'live.connection.closed',
  'too-many': 'live.connection.too-many',
  replaced: 'live.connection.replaced',
};

/**
 * How live the board is, said only when it is not: connecting, reconnecting or offline, and how
 * many of the team's edits wait on this phone meanwhile. It floats at the top of the screen rather
 * than taking a row: coming and going with the connection, it moves nothing on the page.
 */
export function ConnectionNote({ status, unsent = 0 }: { status: SocketStatus; unsent?: number }) {
  const t = usePlayingText();
  const id = TEXT[status];
  const text = id ? t(id) : null;
  return (
    <p
      role="status"
      aria-label={t('live.connection.label')}
      data-status={status}
      className={
        text
          ? 'fixed inset-x-0 top-2 z-30 mx-auto w-fit max-w-[calc(100vw-1.5rem)] rounded-lg bg-amber-100 px-3 py-2 text-center text-sm font-semibold text-amber-950 shadow-md'
          : 'sr-only'
      }
    >
      {text === null
        ? t('live.connection.live')
        : unsent > 0
          ? t('live.connection.waiting', { text, count: unsent })
          : text}
    </p>
  );
}
