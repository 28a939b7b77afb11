/**
 * A big screen shows the board a page at a time: as many whole rows as its height holds, the
 * pages turning by themselves. A page is never empty, and a screen too short for one row still
 * shows one.
 */
export interface BoardPages {
  /** Rows on each page. */
  perPage: number;
  pageCount: number;
}

/** How many whole rows of `rowHeight` fit in `height` (both in CSS pixels), at least one. */
export function rowsThatFit(height: number, rowHeight: number): number {
  if (!(rowHeight > 0) || !Number.isFinite(height)) return 1;
  return Math.max(1, Math.floor((height + 0.5) / rowHeight));
}

/** The pages `rows` rows take when `height` holds rows of `rowHeight`; no rows is one empty page. */
export function boardPages(rows: number, height: number, rowHeight: number): BoardPages {
  const perPage = rowsThatFit(height, rowHeight);
  return { perPage, pageCount: Math.max(1, Math.ceil(rows / perPage)) };
}

/** The rows of page `page` (0-based, taken modulo the page count): `[from, to)`. */
export function pageRows(page: number, { perPage, pageCount }: BoardPages, rows: number): [number, number] {
  const index = ((page % pageCount) + pageCount) % pageCount;
  const from = index * perPage;
  return [from, Math.min(rows, from + perPage)];
}
