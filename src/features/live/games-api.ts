import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  gameCodeSchema,
  gameSnapshotSchema,
  keptRoundStatusSchema,
  watchIdSchema,
  type JoinGameRequest,
  type GameSnapshot,
} from '../../../domain/game-protocol';
import { memberGamesResponseSchema } from '../../../domain/game-links';
import { gameSnapshotPath } from '../../../domain/data-paths';
import { apiJson, HttpError } from '../../lib/api-fetch';
import { pageDataInHtml } from '../../lib/page-data';
import { KEPT_ROUND_KEY } from './keep-rounds/keep-round-progress';

/**
 * A game's snapshot: by its join code from `games`, or by its spectator id from `watch`. The page's
 * HTML has the browser fetch it already (worker/pages.ts), at this same address.
 */
export const snapshotQuery = (from: 'games' | 'watch', id: string) =>
  queryOptions({
    queryKey: ['game-snapshot', from, id],
    queryFn: ({ signal }) => fetchGameSnapshot(gameSnapshotPath(from, id), signal),
  });

/** What a first paint of a game page can be: its snapshot, or why there is none. */
export type SnapshotLoad =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'ready'; snapshot: GameSnapshot };

/**
 * A game by its join code, for the first paint of /play/{code} (the socket keeps it current after
 * that). A code that cannot be one is not asked for; 404 (and the 400 of a malformed code) is
 * 'not-found'. An ended game still answers, with its final standings. A team's page carries its
 * snapshot when the Worker served it, and so does a visitor's (or that no game has the code), so
 * the page paints without a request.
 */
export function useGameSnapshot(code: string): SnapshotLoad {
  const missing = useMemo(() => missingInHtml(code), [code]);
  return useSnapshot(snapshotQuery('games', code), !missing && gameCodeSchema.safeParse(code).success, () =>
    snapshotInHtml((snapshot) => snapshot.code === code),
  );
}

/**
 * A game by its spectator id, for the first paint of /watch/{id}: the board, no join code. The
 * page's HTML carries it when the Worker served the page, so it paints without a request.
 */
export function useWatchSnapshot(id: string): SnapshotLoad {
  return useSnapshot(snapshotQuery('watch', id), watchIdSchema.safeParse(id).success, () =>
    snapshotInHtml((snapshot) => snapshot.watchId === id),
  );
}

/** Whether the page's HTML carries this spectator board (the Worker painted its rows then). */
export function watchSnapshotInHtml(id: string): boolean {
  return snapshotInHtml((snapshot) => snapshot.watchId === id) !== undefined;
}

/** Whether the page's HTML says no game has this code (the Worker painted it so). */
function missingInHtml(code: string): boolean {
  const data = pageDataInHtml();
  return typeof data === 'object' && data !== null && 'missingCode' in data && data.missingCode === code;
}

/** The snapshot in the page's HTML, when it is the one the page asks for. */
function snapshotInHtml(isAsked: (snapshot: GameSnapshot) => boolean): GameSnapshot | undefined {
  const parsed = gameSnapshotSchema.safeParse(pageDataInHtml());
  return parsed.success && isAsked(parsed.data) ? parsed.data : undefined;
}

/** The snapshot `options` read; one that cannot lead to a game (`valid` false) is not asked for. */
function useSnapshot(
  options: ReturnType<typeof snapshotQuery>,
  valid: boolean,
  initialData?: () => GameSnapshot | undefined,
): SnapshotLoad {
  const query = useQuery({ ...options, enabled: valid, initialData });
  if (!valid || isNotFound(query.error)) return { state: 'not-found' };
  if (query.isError) return { state: 'error', error: query.error, retry: () => void query.refetch() };
  if (!query.data) return { state: 'loading' };
  return { state: 'ready', snapshot: query.data };
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

/** Reads the snapshot again over HTTP: the socket's stand-in while it cannot connect. */
export function fetchGameSnapshot(path: string, signal?: AbortSignal): Promise<GameSnapshot> {
  return apiJson(path, gameSnapshotSchema, { signal });
}

/**
 * `POST /api/games/{code}/teams`: joins with a team name; the team's token comes back as a cookie,
 * and the game's snapshot (now with the team) becomes the page's. Kept in this hook's own state:
 * the join page loads no mutation library for its one form. `ready` is what the team's page
 * needs before it shows (its words): the snapshot waits for it, failed or not, so the page does
 * not show its loading state in between.
 */
export function useJoinGame(code: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ pending: boolean; failed: boolean; error?: unknown }>({
    pending: false,
    failed: false,
  });
  const join = useCallback(
    async (body: JoinGameRequest, ready?: Promise<unknown>) => {
      setState({ pending: true, failed: false });
      try {
        const snapshot = await apiJson(`/api/games/${code}/teams`, gameSnapshotSchema, { method: 'POST', body });
        await ready?.catch(() => undefined);
        setState({ pending: false, failed: false });
        queryClient.setQueryData(snapshotQuery('games', code).queryKey, snapshot);
      } catch (error) {
        setState({ pending: false, failed: true, error });
      }
    },
    [code, queryClient],
  );
  return { join, isPending: state.pending, isError: state.failed, error: state.error };
}

/** `GET /api/games/mine`: the signed-in member's games still worth a link, from any of their phones. */
export const memberGamesQuery = queryOptions({
  queryKey: ['member-games'],
  queryFn: ({ signal }) => apiJson('/api/games/mine', memberGamesResponseSchema, { signal }),
});

/** `GET /api/games/{code}/keep`: where the round of the team this phone played for is (members, once the game has ended). */
export const keptRoundQuery = (code: string) =>
  queryOptions({
    queryKey: [KEPT_ROUND_KEY, code],
    queryFn: ({ signal }) => apiJson(`/api/games/${code}/keep`, keptRoundStatusSchema, { signal }),
  });
