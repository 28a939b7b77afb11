/**
 * The code of the pages whose HTML is prerendered with their own preloads (scripts/page-shells.ts):
 * the routes load them lazily, and the start (src/main.tsx) evaluates the current one beforehand,
 * in a task of its own.
 */
export const loadScorecardPage = () => import('./pages/scorecard-page');
export const loadLeaderboardPage = () => import('./pages/leaderboard-page');
export const loadCoursePage = () => import('./pages/course-page');
