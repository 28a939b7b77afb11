import * as z from 'zod/mini';

/** How many rounds or courses one page of a member's list holds. */
export const PAGE_SIZE = 50;

/** The header that says how many items the whole list holds, on every page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * A page cursor names the last item of the page before as the whole numbers it is sorted by,
 * so the next page starts after it wherever rows were added or deleted meanwhile. Clients treat
 * it as opaque: they follow the `rel="next"` link.
 */
export function encodeCursor(keys: readonly number[]): string {
  return btoa(keys.join('.')).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decodeCursor(text: string): number[] | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  if (!/^\d{1,15}(\.\d{1,15})*$/.test(plain)) return null;
  return plain.split('.').map(Number);
}

const NOT_A_CURSOR = 'before is not a page cursor: follow the rel="next" link of the page before';

/** `?before=`: a cursor of `keyCount` sort keys, or none for the first page. */
export function pageQuerySchema(keyCount: number) {
  const cursor = z.pipe(
    z.string(NOT_A_CURSOR),
    z.transform((text, ctx) => {
      const keys = decodeCursor(text);
      if (keys?.length === keyCount) return keys;
      ctx.issues.push({ code: 'custom', message: NOT_A_CURSOR, input: text });
      return z.NEVER;
    }),
  );
  return z.object({ before: z.optional(cursor) });
}

/** The next page's URL from a `Link` header, or null on the last page. */
export function nextPageUrl(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;\s*rel="?next"?\s*$/.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}
