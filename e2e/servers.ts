import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app server per browser test file that may run at once, each with its own local state. */
    baseUrls: string[];
    /** Each app server's push service double, by the same slot. */
    pushDoubleUrls: string[];
  }
}

/**
 * The app server this test file uses: the one of its worker slot, so two files running side by
 * side never share one.
 */
export function appUrl(): string {
  return ofThisSlot(inject('baseUrls'));
}

/** The push service double beside this test file's app server. */
export function pushDoubleUrl(): string {
  return ofThisSlot(inject('pushDoubleUrls'));
}

function ofThisSlot(urls: readonly string[]): string {
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const url = urls[slot % urls.length];
  if (url === undefined) throw new Error('No app server was started for the browser tests');
  return url;
}
