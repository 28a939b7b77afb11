import { queryOptions } from '@tanstack/react-query';
import { LEADERBOARD_PATH } from '../../domain/data-paths';
import { leaderboardSchema } from '../../domain/rounds';
import { apiJson } from '../../lib/api-fetch';
import { LEADERBOARD_KEY } from '../../lib/round-sync/query-keys';

/** The public leaderboard. The page's HTML has the browser fetch it already (worker/pages.ts). */
export const leaderboardQuery = queryOptions({
  queryKey: LEADERBOARD_KEY,
  queryFn: ({ signal }) => apiJson(LEADERBOARD_PATH, leaderboardSchema, { signal }),
  // The board changes as other teams play: read it again on each visit (the server caches it).
  refetchOnMount: 'always',
  // Asked even with no network: the service worker answers with the board as last seen.
  networkMode: 'offlineFirst',
});
