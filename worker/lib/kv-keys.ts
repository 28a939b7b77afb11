/**
 * The KV keys the Worker writes, named once: the features that keep these entries and
 * `npm run admin`, which drops them, read them from here. This file imports nothing, so the
 * admin script loads it on plain Node.
 */

/** The kept global leaderboard. */
export const LEADERBOARD_CACHE_KEY = 'leaderboard:top';

/** A course's kept board. */
export function courseBoardKey(courseId: string): string {
  return `leaderboard:course:${courseId}`;
}

/** A course's answer behind its share code. */
export function shareCodeKey(shareCode: string): string {
  return `share:${shareCode}`;
}
