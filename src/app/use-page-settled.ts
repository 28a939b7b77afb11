import { useEffect, useState } from 'react';
import { waitMs } from '../lib/waits';

/**
 * True a few seconds after the page has loaded, and not before the phone has a network. Work the
 * page itself does not need waits for it: on one bar of signal, installing the app for offline
 * play (about a megabyte of downloads) would otherwise compete with the course or the leaderboard
 * the player is waiting for; with no signal at all, fetching that work's code would only fail.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenOnline = () => {
      if (navigator.onLine) setSettled(true);
      else window.addEventListener('online', whenOnline, { once: true });
    };
    const afterLoad = () => {
      timer = setTimeout(whenOnline, waitMs('pageSettles'));
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.removeEventListener('online', whenOnline);
      clearTimeout(timer);
    };
  }, []);
  return settled;
}
