import { useT, type MessageId } from '../../lib/i18n/translate';
import type { SocketStatus } from './use-game-socket';

const TEXT: Record<SocketStatus, MessageId | null> = {
  connecting: 'live.connection.connecting',
  open: null,
  reconnecting: 'live.connection.reconnecting',
  offline: 'live.connection.offline',
  closed: 'live.connection.closed',
  'too-many': 'live.connection.too-many',
};

/**
 * How live the board is, said only when it is not: connecting, reconnecting or offline, and how
 * many of the team's edits wait on this phone meanwhile.
 */
export function ConnectionNote({ status, unsent = 0 }: { status: SocketStatus; unsent?: number }) {
  const t = useT();
  const id = TEXT[status];
  const text = id ? t(id) : null;
  return (
    <p
      role="status"
      aria-label={t('live.connection.label')}
      data-status={status}
      className={text ? 'rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950' : 'sr-only'}
    >
      {text === null
        ? t('live.connection.live')
        : unsent > 0
          ? t('live.connection.waiting', { text, count: unsent })
          : text}
    </p>
  );
}
