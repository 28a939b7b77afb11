import { queryOptions } from '@tanstack/react-query';
import { LEADERBOARD_PATH } from '../../../domain/data-paths';
import { leaderboardSchema, type Leaderboard } from '../../../domain/rounds';
import { apiJson } from '../../lib/api-fetch';
import { pageDataInHtml } from '../../lib/page-data';
import { LEADERBOARD_KEY } from '../../lib/round-sync/query-keys';

/** As long as a shared cache may keep the API's answer: a board the page came with is as fresh as that. */
const BOARD_IN_HTML_FRESH_MS = 10_000;

/**
 * The public leaderboard. The page's HTML carries it when the Worker served the page
 * (worker/pages.ts): the page starts from that board and does not ask for it again at once.
 */
export const leaderboardQuery = queryOptions({
  queryKey: LEADERBOARD_KEY,
  queryFn: ({ signal }) => apiJson(LEADERBOARD_PATH, leaderboardSchema, { signal }),
  initialData: boardInHtml,
  initialDataUpdatedAt: () => performance.timeOrigin,
  // The board changes as other teams play: read it again on each visit (the server caches it),
  // except the visit the page's HTML brought it for.
  staleTime: (query) => (query.state.dataUpdateCount === 0 ? BOARD_IN_HTML_FRESH_MS : 0),
  refetchOnMount: true,
  // Asked even with no network: the service worker answers with the board as last seen.
  networkMode: 'offlineFirst',
});

function boardInHtml(): Leaderboard | undefined {
  const parsed = leaderboardSchema.safeParse(pageDataInHtml());
  return parsed.success ? parsed.data : undefined;
}
