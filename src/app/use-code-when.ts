import { useEffect, useState } from 'react';

/**
 * What `load` fetches (code the page shows apart from its first paint), once `needed` and after
 * the page's first render has painted: null until it has loaded. `failed` when it could not be
 * fetched (a phone offline before the app was installed), so the page shows without it rather
 * than wait for ever.
 */
export function useCodeWhen<T>(needed: boolean, load: () => Promise<T>): { code: T | null; failed: boolean } {
  const [code, setCode] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || code !== null) return;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setCode(() => loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, code, load]);
  return { code, failed };
}
