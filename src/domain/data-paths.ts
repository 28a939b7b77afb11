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
