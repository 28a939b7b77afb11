import { queryOptions } from '@tanstack/react-query';
import { leaderboardSchema } from '../../domain/rounds';
import { apiJson } from '../../lib/api-fetch';
import { LEADERBOARD_KEY } from '../../lib/round-sync/query-keys';

/** The public leaderboard. */
export const leaderboardQuery = queryOptions({
  queryKey: LEADERBOARD_KEY,
  queryFn: ({ signal }) => apiJson('/api/leaderboard', leaderboardSchema, { signal }),
  // The board changes as other teams play: read it again on each visit (the server caches it).
  refetchOnMount: 'always',
  // Asked even with no network: the service worker answers with the board as last seen.
  networkMode: 'offlineFirst',
});
