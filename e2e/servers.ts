import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app server per browser test file that may run at once, each with its own local state. */
    baseUrls: string[];
  }
}

/**
 * The app server this test file uses: the one of its worker slot, so two files running side by
 * side never share one.
 */
export function appUrl(): string {
  const urls = inject('baseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const url = urls[slot % urls.length];
  if (url === undefined) throw new Error('No app server was started for the browser tests');
  return url;
}
