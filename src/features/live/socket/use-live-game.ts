import { useCallback, useEffect, useEffectEvent, useMemo, useReducer } from 'react';
import type { ClockChange, GameClock } from '../../../../domain/game-clock';
import type { Board, GameSnapshot, HiddenMulligan, RemovedTeam } from '../../../../domain/game-protocol';
import type { HoleRule, ShownHoleRule } from '../../../../domain/hole-rules';
import type { HolePatch } from '../../../../domain/holes';
import type { HolePenaltyCount } from '../../../../domain/mulligans';
import type { Penalty } from '../../../../domain/penalties';
import { penaltyCountsOf } from '../../../../domain/team-card';
import { HttpError } from '../../../lib/api-fetch';
import { waitMs } from '../../../lib/waits';
import { fetchGameSnapshot } from '../games-api';
import {
  isFinal,
  liveGameReducer,
  penaltyEdits,
  scoreEdit,
  shownCard,
  shownHoles,
  shownPenalties,
  startLiveGame,
  type GameRefusal,
  yourMulliganHoles,
  type LiveGameState,
} from './live-game-state';
import { readPendingWrites, storePendingWrites, type CellWrite } from './pending-writes';
import { readsOverHttp, useGameSocket, type SocketStatus } from './use-game-socket';
import { withYourTeamOnline } from '../board/your-team-online';

const NO_HOLE_RULES: ShownHoleRule[] = [];

/** One game on a team's phone (or on a visitor's who has not joined yet). */
export interface LiveGame {
  code: string;
  watchId: string;
  /** The day the game is played (YYYY-MM-DD). */
  date: string;
  board: Board;
  /** The game's holes with this team's scores, and its penalties with this team's counts. */
  holes: ReturnType<typeof shownHoles>;
  /** The penalties with the counts that count (none from a hole the team spent a mulligan on). */
  penalties: Penalty[];
  /** Every penalty count on the team's card by hole, wiped ones too. */
  penaltiesByHole: HolePenaltyCount[];
  /** The holes the team spent a mulligan on: every one, though the board hides the last holes. */
  mulliganHoles: readonly number[];
  you: GameSnapshot['you'];
  status: SocketStatus;
  /** Edits this phone made that the game has not confirmed yet. */
  unsent: number;
  /** Edits this phone still held when the game ended, which the game never had. */
  unsentAtEnd: number;
  removed: boolean;
  /** For the host: the teams the host removed, which can join again only once let back in. */
  removedTeams: RemovedTeam[];
  /** For the host and the co-host, while the board hides the last holes: the mulligans spent on hidden holes, which the board leaves out. */
  hiddenMulligans: HiddenMulligan[];
  refusal: GameRefusal | null;
  updateHole: (holeNumber: number, patch: HolePatch) => void;
  /** The penalties' new counts, each change a press on the penalty at `hole` (the hole the card shows the team at). */
  setPenalties: (penalties: Penalty[], hole: number) => void;
  /** The team renames itself (the host's team too): false when it could not be sent (no connection). */
  renameTeam: (name: string) => boolean;
  /** The house rules, a line a rule; '' for none. */
  rules: string;
  /** Host action: writes the house rules anew; false when it could not be sent. */
  setRules: (rules: string) => boolean;
  /** The hole rules and hazards, as this phone's reader reads them. */
  holeRules: ShownHoleRule[];
  /** Host and co-host action: writes the hole rules anew (the hazards as they are); false when it could not be sent. */
  setHoleRules: (holeRules: HoleRule[]) => boolean;
  /** The team marks itself alcohol-free, or not: false when it could not be sent (no connection). */
  setAlcoholFree: (alcoholFree: boolean) => boolean;
  /** Host actions: false when they could not be sent (no connection). */
  renameGame: (name: string) => boolean;
  removeTeam: (teamId: string) => boolean;
  letBackIn: (teamId: string) => boolean;
  endGame: () => boolean;
  /** The team spends one of its mulligans on a hole: false when it could not be sent (no connection). */
  spendMulligan: (hole: number) => boolean;
  /** Host and co-host actions: how many mulligans each team may take, and taking one back. */
  setMulligans: (mulligans: number) => boolean;
  undoMulligan: (teamId: string, hole: number) => boolean;
  /** The game's clock as last heard, and how far the game's time is ahead of this phone's (ms). */
  clock: GameClock | null;
  serverOffsetMs: number;
  /** The host changes the clock: false when it could not be sent (no connection). */
  changeClock: (change: ClockChange) => boolean;
  /** The host or co-host hides the board's last holes (0: shows every hole again): false when it could not be sent. */
  setBlackout: (holes: number) => boolean;
  /** The host or co-host reveals the hidden holes once the game has ended: false when it could not be sent. */
  reveal: () => boolean;
  /** When the host revealed the hidden holes while this phone watched; null otherwise. */
  revealedAt: number | null;
}

/**
 * The live game behind /play/{code}, from its first snapshot on. What the game sends and what the
 * team edits go through the pure state machine in live-game-state.ts; this hook only connects it
 * to the socket, to the HTTP read used while the socket is down or closed for good
 * (readsOverHttp), and to the phone's storage, where each edit waits until the game confirms it
 * (so a reload or a dropped connection loses nothing). Every new connection is sent the edits
 * again; their per-cell versions make a repeat harmless.
 */
export function useLiveGame(code: string, first: GameSnapshot): LiveGame {
  const [state, dispatch] = useReducer(liveGameReducer, first, (snapshot) => {
    const teamId = snapshot.you?.teamId;
    return startLiveGame(snapshot, teamId ? readPendingWrites(code, teamId) : []);
  });
  const { teamId, pending, connections } = state;
  // A game waiting for its reveal keeps its socket, to hear the reveal.
  const over = isFinal(state.board) || state.removed;

  useEffect(() => {
    if (teamId) storePendingWrites(code, teamId, pending);
  }, [code, teamId, pending]);

  // The game's socket takes only a team; a visitor who has not joined follows the board the way a
  // spectator does, by the game's watch id, so its board moves too.
  const source = teamId ? `/api/games/${code}` : `/api/watch/${first.watchId}`;
  const socket = useGameSocket(over ? null : `${source}/live`, (message) =>
    dispatch({ type: 'message', message, at: Date.now() }),
  );
  const { send } = socket;

  // A new connection is sent what the game has not confirmed, once the snapshot that opened it
  // has been taken: an edit made while the socket opened is neither dropped nor left unsent.
  const resendPending = useEffectEvent(() => {
    for (const write of pending) send(write);
  });
  useEffect(() => {
    if (connections > 0) resendPending();
  }, [connections]);

  // No socket for now: the board still moves, read over HTTP, and an ended game shows as ended.
  const readOverHttp = useEffectEvent(async (signal: AbortSignal) => {
    const askedAtConnection = connections;
    try {
      const snapshot = await fetchGameSnapshot(source, signal);
      dispatch({ type: 'read', snapshot, askedAtConnection, at: Date.now() });
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
        dispatch({ type: 'gone', at: Date.now() });
      }
    }
  });
  const overHttp = readsOverHttp(socket.status);
  useEffect(() => {
    if (!overHttp) return;
    const controller = new AbortController();
    const timer = setInterval(() => void readOverHttp(controller.signal), waitMs('boardOverHttp'));
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [overHttp]);

  const edit = useCallback(
    (writes: readonly CellWrite[]) => {
      if (writes.length === 0) return;
      dispatch({ type: 'edit', writes });
      for (const write of writes) send(write);
    },
    [send],
  );
  const updateHole = useCallback(
    (holeNumber: number, patch: HolePatch) => {
      if ('score' in patch) edit(scoreEdit(state, holeNumber, patch.score, Date.now()));
    },
    [state, edit],
  );
  const setPenalties = useCallback(
    (next: Penalty[], hole: number) => edit(penaltyEdits(state, next, hole, Date.now())),
    [state, edit],
  );

  return {
    code,
    watchId: state.snapshot.watchId,
    date: state.snapshot.date,
    board: useShownBoard(state, socket.status),
    ...useShownCard(state),
    you: state.snapshot.you,
    rules: state.snapshot.rules ?? '',
    holeRules: state.snapshot.holeRules ?? NO_HOLE_RULES,
    status: socket.status,
    unsent: pending.length,
    unsentAtEnd: state.unsentAtEnd,
    removed: state.removed,
    removedTeams: state.removedTeams,
    hiddenMulligans: state.hiddenMulligans,
    refusal: state.refusal,
    updateHole,
    setPenalties,
    renameTeam: (name) => send({ type: 'rename-team', name }),
    setAlcoholFree: (alcoholFree) => send({ type: 'alcohol-free', alcoholFree }),
    renameGame: (name) => send({ type: 'rename-game', name }),
    removeTeam: (id) => send({ type: 'remove-team', teamId: id }),
    letBackIn: (id) => send({ type: 'let-back-in', teamId: id }),
    endGame: () => send({ type: 'end-game' }),
    clock: state.clock,
    serverOffsetMs: state.serverOffsetMs,
    changeClock: (change) => send({ type: 'clock', change }),
    setRules: (rules) => send({ type: 'set-rules', rules }),
    setHoleRules: (holeRules) => send({ type: 'set-hole-rules', holeRules }),
    spendMulligan: (hole) => send({ type: 'mulligan', hole }),
    setMulligans: (mulligans) => send({ type: 'set-mulligans', mulligans }),
    undoMulligan: (id, hole) => send({ type: 'undo-mulligan', teamId: id, hole }),
    setBlackout: (holes) => send({ type: 'blackout', holes }),
    reveal: () => send({ type: 'reveal' }),
    revealedAt: state.revealedAt,
  };
}

function useShownCard(
  state: LiveGameState,
): Pick<LiveGame, 'holes' | 'penalties' | 'penaltiesByHole' | 'mulliganHoles'> {
  const { snapshot, teamId, card, pending } = state;
  const mulliganHoles = yourMulliganHoles(state);
  return useMemo(() => {
    const shown = shownCard({ teamId, card, pending });
    return {
      holes: shownHoles(snapshot, shown),
      penalties: shownPenalties(snapshot, shown, mulliganHoles),
      penaltiesByHole: shown ? penaltyCountsOf(shown) : [],
      mulliganHoles,
    };
  }, [snapshot, teamId, card, pending, mulliganHoles]);
}

/**
 * The board as this phone shows it. While its socket first connects, up to the game's first
 * snapshot on it (the socket opens a moment before), its own team is not shown offline.
 */
function useShownBoard(state: LiveGameState, status: SocketStatus): Board {
  const { board, connections } = state;
  const yourTeamId = state.snapshot.you?.teamId;
  const firstConnect = connections === 0 && (status === 'connecting' || status === 'open');
  return useMemo(
    () => (firstConnect && yourTeamId ? withYourTeamOnline(board, yourTeamId) : board),
    [board, firstConnect, yourTeamId],
  );
}
