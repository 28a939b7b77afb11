import type { ZodMiniType } from 'zod/mini';

/** A stored value as parsed JSON; undefined when missing, unreadable or not JSON (then removed). */
export function readStoredJson(key: string): unknown {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    removeStored(key);
    return undefined;
  }
}

/**
 * Reads a stored value through its schema. Anything missing, corrupt or of an old shape
 * yields null (and is removed), so a bad entry can never break the page.
 */
export function readStored<T>(key: string, schema: ZodMiniType<T>): T | null {
  const stored = readStoredJson(key);
  if (stored === undefined) return null;
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  removeStored(key);
  return null;
}

/** Returns false when the browser refuses (private mode, quota), so callers can warn. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}
