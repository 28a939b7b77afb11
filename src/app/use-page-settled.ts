import { useEffect, useState } from 'react';

/** How long after the page's load event it counts as settled. */
const SETTLE_MS = 3000;

/**
 * True a few seconds after the page has loaded. Work the page itself does not need waits for it:
 * on one bar of signal, installing the app for offline play (about a megabyte of downloads)
 * would otherwise compete with the course or the leaderboard the player is waiting for.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => setSettled(true), SETTLE_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
    };
  }, []);
  return settled;
}
