import { useEffect, useState, useSyncExternalStore } from 'react';
import { useFormatDateTime } from '../../lib/i18n/format-date';
import { useT } from '../../lib/i18n/translate';

/** Where the service worker keeps the last leaderboard it fetched (pwa.config.ts). */
const LEADERBOARD_CACHE = 'pubgolf-leaderboard';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** When the copy of the board this phone keeps was fetched (its answer's Date), if there is one. */
async function copyTime(): Promise<string | null> {
  if (!('caches' in window)) return null;
  const kept = await caches.match('/api/leaderboard', { cacheName: LEADERBOARD_CACHE }).catch(() => undefined);
  const date = kept?.headers.get('date');
  return date ?? null;
}

/** Offline, the board shown is the copy kept on this phone: say so, and from when. */
export function OfflineCopyNote({ showing }: { showing: boolean }) {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const t = useT('history');
  const formatDateTime = useFormatDateTime();
  const [keptAt, setKeptAt] = useState<string | null>(null);
  useEffect(() => {
    if (online || !showing) return;
    let current = true;
    void copyTime().then((time) => {
      if (current) setKeptAt(time);
    });
    return () => {
      current = false;
    };
  }, [online, showing]);

  if (online || !showing) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
      {t('leaderboard.offline')}{' '}
      {keptAt ? t('leaderboard.offlineAsOf', { time: formatDateTime(keptAt) }) : t('leaderboard.offlineLastSeen')}
    </p>
  );
}
