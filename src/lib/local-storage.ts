import type { ZodMiniType } from 'zod/mini';

/**
 * Reads a stored value through its schema. Anything missing, corrupt or of an old shape
 * yields null (and is removed), so a bad entry can never break the page.
 */
export function readStored<T>(key: string, schema: ZodMiniType<T>): T | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through and discard
  }
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
