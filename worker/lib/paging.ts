/**
 * One page of a member's list: the rows, how many the whole list holds, and the `Link` to the
 * next page. A list query asks for one row more than a page: that row says there is a next page.
 */
import type { Context } from 'hono';
import { encodeCursor, PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../domain/paging';

/** Rows to ask for: a page, and one more to see whether another page follows. */
export const PAGE_QUERY_LIMIT = PAGE_SIZE + 1;

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * The page's rows as JSON with its headers: the total count, and `Link: <…?before=…>; rel="next"`
 * naming the last row's sort keys when more rows follow.
 */
export function pageResponse<Row, Item>(
  c: Context,
  { rows, total }: Page<Row>,
  toItem: (row: Row) => Item,
  sortKeys: (row: Row) => number[],
): Response {
  const items = rows.slice(0, PAGE_SIZE);
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(total) };
  const next = nextPagePath(new URL(c.req.url).pathname, rows, sortKeys);
  if (next !== null) headers.Link = `<${next}>; rel="next"`;
  return c.json(items.map(toItem), 200, headers);
}

/** The address of the page after `rows` of the list at `path` (`path?before=…`); null when none follows. */
export function nextPagePath<Row>(path: string, rows: readonly Row[], sortKeys: (row: Row) => number[]): string | null {
  const last = rows.slice(0, PAGE_SIZE).at(-1);
  if (rows.length <= PAGE_SIZE || last === undefined) return null;
  return `${path}?${new URLSearchParams({ before: encodeCursor(sortKeys(last)) }).toString()}`;
}
