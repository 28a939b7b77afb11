import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_ROUNDS_PATH } from '../../../domain/history-page';
import { deletedRoundsSchema, savedRoundListSchema, type SavedRound } from '../../../domain/rounds';
import { apiJson, HttpError } from '../../lib/api-fetch';
import { apiPage, filterPages, type ApiPage } from '../../lib/api-page';
import { forgetMemberRound } from '../../lib/round-sync/member-round';
import { dropAllQueuedRounds, dropQueuedRound, flushOutbox, hasQueuedWrites } from '../../lib/round-sync/outbox';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../lib/round-sync/query-keys';
import { endPaintedVisit, onPaintedVisit, takePaintedRounds } from './painted-history';

const ROUNDS_URL = SAVED_ROUNDS_PATH;

/**
 * The member's rounds, newest first, 50 a page, read afresh on each visit. A refresh (a round
 * saved from the outbox, say) reads again as many pages as were loaded, each after the last.
 * The visit whose HTML the Worker painted starts from the first page it brought, and asks again
 * only while this device still holds rounds to send.
 */
const savedRoundsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ROUNDS_KEY,
    queryFn: async ({ pageParam, signal }) => {
      // A round just played on this device may still be on its way: send it first, so it is listed.
      if (pageParam === ROUNDS_URL) await flushOutbox(userId).catch(() => undefined);
      return apiPage(pageParam, savedRoundListSchema, signal);
    },
    initialPageParam: ROUNDS_URL,
    getNextPageParam: (last: ApiPage<SavedRound>) => last.next ?? undefined,
    initialData: () => {
      const first = takePaintedRounds(userId);
      return first ? { pages: [first], pageParams: [ROUNDS_URL] } : undefined;
    },
    refetchOnMount: (query) =>
      onPaintedVisit() && query.state.dataUpdateCount === 0 && !hasQueuedWrites(userId) ? false : 'always',
  });

export function useSavedRounds(userId: string) {
  useEffect(() => endPaintedVisit, []);
  return useInfiniteQuery(savedRoundsQuery(userId));
}

function useRefreshRounds(userId: string) {
  const queryClient = useQueryClient();
  return (keep: ((round: SavedRound) => boolean) | 'none') => {
    queryClient.setQueryData(savedRoundsQuery(userId).queryKey, (data) => {
      if (!data) return data;
      if (keep === 'none') return { pages: [{ items: [], next: null, total: 0 }], pageParams: [ROUNDS_URL] };
      return { ...data, pages: filterPages(data.pages, keep) };
    });
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
      refresh((round) => round.id !== id);
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
      refresh('none');
    },
  });
}
