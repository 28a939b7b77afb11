import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedRoundsSchema, savedRoundListSchema, type SavedRoundList } from '../../domain/rounds';
import { apiJson, HttpError } from '../../lib/api-fetch';
import { forgetMemberRound } from '../../lib/round-sync/member-round';
import { dropAllQueuedRounds, dropQueuedRound, flushOutbox } from '../../lib/round-sync/outbox';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../lib/round-sync/query-keys';

const ROUNDS_URL = '/api/scorecards';

/** The member's rounds, newest first, read afresh on each visit. */
const savedRoundsQuery = (userId: string) =>
  queryOptions({
    queryKey: ROUNDS_KEY,
    queryFn: async ({ signal }) => {
      // A round just played on this device may still be on its way: send it first, so it is listed.
      await flushOutbox(userId).catch(() => undefined);
      return apiJson(ROUNDS_URL, savedRoundListSchema, { signal });
    },
    refetchOnMount: 'always',
  });

export function useSavedRounds(userId: string) {
  return useQuery(savedRoundsQuery(userId));
}

function useRefreshRounds(userId: string) {
  const queryClient = useQueryClient();
  return (update: (rounds: SavedRoundList) => SavedRoundList) => {
    queryClient.setQueryData(savedRoundsQuery(userId).queryKey, (rounds) => (rounds ? update(rounds) : rounds));
    void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
    void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
  };
}

/**
 * Deletes one round. Its unsent edits and the main card's hold on it go too, or this device
 * would send it back. A round already gone from the server (deleted elsewhere) counts as deleted.
 */
export function useDeleteRound(userId: string) {
  const refresh = useRefreshRounds(userId);
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiJson(`${ROUNDS_URL}/${id}`, deletedRoundsSchema, { method: 'DELETE' });
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_, id) => {
      dropQueuedRound(userId, id);
      forgetMemberRound(userId, id);
      refresh((rounds) => rounds.filter((round) => round.id !== id));
    },
  });
}

/** Deletes every round of the member's, and everything this device still meant to send. */
export function useClearHistory(userId: string) {
  const refresh = useRefreshRounds(userId);
  return useMutation({
    mutationFn: () => apiJson(ROUNDS_URL, deletedRoundsSchema, { method: 'DELETE' }),
    onSuccess: () => {
      dropAllQueuedRounds(userId);
      forgetMemberRound(userId);
      refresh(() => []);
    },
  });
}
