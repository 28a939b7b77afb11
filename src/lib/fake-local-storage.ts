import { vi } from 'vitest';

/** For unit tests: a `window` whose localStorage is an empty map of its own. */
export function stubWindowLocalStorage(): void {
  const storage = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
}
