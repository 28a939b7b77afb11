/** A live game's snapshot: by its join code from `games`, or by its spectator id from `watch`. */
export function gameSnapshotPath(from: 'games' | 'watch', id: string): string {
  return `/api/${from}/${id}`;
}

export const LEADERBOARD_PATH = '/api/leaderboard';

/**
 * The element the Worker puts a page's first data in, as JSON (a spectator board's snapshot), so
 * the page paints it without asking for it.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * Marks in the leaderboard's HTML (its shell) for the Worker, which knows the board: the loading
 * state it removes, and the empty board (hidden) it shows when the board has no round.
 */
export const LEADERBOARD_SHELL_MARKS = {
  loading: 'data-shell-loading',
  empty: 'data-shell-empty-board',
} as const;

/**
 * The page data of a /play/{code} the Worker painted as 'no game has this code': the app starts
 * from the same answer, without asking.
 */
export interface MissingGamePageData {
  missingCode: string;
}
