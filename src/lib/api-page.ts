import type { output, ZodMiniType } from 'zod/mini';
import { nextPageUrl, TOTAL_COUNT_HEADER } from '../../domain/paging';
import { apiFetch } from './api-fetch';

/** One page of a list the API answers a page at a time. */
export interface ApiPage<Item> {
  items: Item[];
  /** The URL of the next page (the answer's `Link: <…>; rel="next"`); null on the last page. */
  next: string | null;
  /** How many items the whole list holds. */
  total: number;
}

/** Reads one page: its items with the list's schema, the next page's URL and the total from the headers. */
export async function apiPage<Schema extends ZodMiniType<unknown[]>>(
  url: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<ApiPage<output<Schema>[number]>> {
  const response = await apiFetch(url, { signal });
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success)
    throw new Error('The server answered in a way this page does not understand. Please reload it.', {
      cause: parsed.error,
    });
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  const items = parsed.data as output<Schema>[number][];
  return {
    items,
    next: nextPageUrl(response.headers.get('Link')),
    total: Number.isFinite(total) ? total : items.length,
  };
}

/** Every item of the pages loaded so far, in order. */
export function pageItems<Item>(pages: readonly ApiPage<Item>[] | undefined): Item[] {
  return pages?.flatMap((page) => page.items) ?? [];
}

/**
 * The pages with `keep` applied to their items, the total lowered by what went: for a cache
 * write after a delete, before the list is read again.
 */
export function filterPages<Item>(pages: readonly ApiPage<Item>[], keep: (item: Item) => boolean): ApiPage<Item>[] {
  const kept = pages.map((page) => page.items.filter(keep));
  const removed = pages.reduce((sum, page, index) => sum + page.items.length - (kept[index]?.length ?? 0), 0);
  return pages.map((page, index) => ({
    ...page,
    items: kept[index] ?? [],
    total: Math.max(0, page.total - removed),
  }));
}
