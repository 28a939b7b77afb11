import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Board, GameErrorCode, GameSnapshot, ServerMessage, TeamCard } from '../../../domain/game-protocol';
import { applyBoardChanges } from '../../../domain/standings';
import { cardHoles, cardPenalties } from '../../../domain/team-card';
import type { HolePatch } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { HttpError } from '../../lib/api-fetch';
import { fetchGameSnapshot } from './games-api';
import {
  cardWithWrites,
  nextVersion,
  penaltyWrite,
  readPendingWrites,
  scoreWrite,
  storePendingWrites,
  unconfirmed,
  withWrite,
  type CellWrite,
} from './pending-writes';
import { useGameSocket, type SocketControls, type SocketStatus } from './use-game-socket';
import { withYourTeamOnline } from './your-team-online';

/** While the socket cannot connect, the board is read over HTTP this often instead. */
const SNAPSHOT_FALLBACK_MS = 10_000;

/** What the game last refused, for the control that asked. `at` tells two equal refusals apart. */
interface GameRefusal {
  code: GameErrorCode;
  message: string;
  at: number;
}

/** One game on a team's phone (or on a visitor's who has not joined yet). */
export interface LiveGame {
  code: string;
  watchId: string;
  board: Board;
  /** The game's holes with this team's scores, and its penalties with this team's counts. */
  holes: ReturnType<typeof cardHoles>;
  penalties: Penalty[];
  you: GameSnapshot['you'];
  status: SocketStatus;
  /** Edits this phone made that the game has not confirmed yet. */
  unsent: number;
  removed: boolean;
  refusal: GameRefusal | null;
  updateHole: (holeNumber: number, patch: HolePatch) => void;
  setPenalties: (penalties: Penalty[]) => void;
  /** The team renames itself (the host's team too): false when it could not be sent (no connection). */
  renameTeam: (name: string) => boolean;
  /** Host actions: false when they could not be sent (no connection). */
  renameGame: (name: string) => boolean;
  removeTeam: (teamId: string) => boolean;
  endGame: () => boolean;
}

const emptyCard = (teamId: string): TeamCard => ({ teamId, holes: [], penalties: [] });

/**
 * The live game behind /play/{code}, from its first snapshot on: the board as the game sends it
 * (to a team and to a visitor who has not joined alike), and, for a team, its own card. Each
 * edit is shown at once, kept on the phone until the game confirms it (so a reload or a dropped
 * connection loses nothing) and sent again on every reconnect; the per-cell versions make a
 * repeat harmless.
 */
export function useLiveGame(code: string, first: GameSnapshot): LiveGame {
  const teamId = first.you?.teamId ?? null;
  const [snapshot, setSnapshot] = useState(first);
  const [board, setBoard] = useState(first.board);
  const [card, setCard] = useState<TeamCard | null>(first.yourCard);
  // An ended game takes no more writes: what a phone still kept for it is dropped.
  const [pending, setPending] = useState<CellWrite[]>(() =>
    teamId && first.board.status === 'live' ? readPendingWrites(code, teamId) : [],
  );
  const [removed, setRemoved] = useState(false);
  /** Snapshots the socket opened with: each new connection sends what the game has not confirmed. */
  const [connections, setConnections] = useState(0);
  const [refusal, setRefusal] = useState<GameRefusal | null>(null);
  const ended = board.status === 'ended';

  useEffect(() => {
    if (teamId) storePendingWrites(code, teamId, pending);
  }, [code, teamId, pending]);

  function takeSnapshot(next: GameSnapshot) {
    setSnapshot(next);
    setBoard(next.board);
    if (next.yourCard && next.yourCard.teamId === teamId) setCard(next.yourCard);
    if (next.board.status === 'ended') setPending([]);
  }

  function handle(message: ServerMessage, socket: SocketControls) {
    switch (message.type) {
      case 'snapshot': {
        const { type: _type, ...next } = message;
        takeSnapshot(next);
        // A new connection: what the game has not confirmed goes again, once rendered, so an
        // edit made while the socket opened (not rendered yet) is neither dropped nor left unsent.
        setPending((current) => (next.yourCard ? unconfirmed(current, next.yourCard) : current));
        setConnections((count) => count + 1);
        return;
      }
      case 'board':
        setBoard(message.board);
        return;
      case 'board-changes':
        setBoard((current) => applyBoardChanges(current, message));
        return;
      case 'card':
        if (message.card.teamId !== teamId) return;
        setCard(message.card);
        setPending((current) => unconfirmed(current, message.card));
        return;
      case 'ended':
        setBoard(message.board);
        // Writes are refused from now on: nothing left to send.
        setPending([]);
        socket.close();
        return;
      case 'removed':
        // The game says no more to this phone: the board it keeps no longer lists the team.
        setRemoved(true);
        setBoard((current) => ({ ...current, teams: current.teams.filter((team) => team.id !== teamId) }));
        setPending([]);
        socket.close();
        return;
      case 'error':
        setRefusal({ code: message.code, message: message.message, at: Date.now() });
        return;
      case 'pong':
        return;
    }
  }

  // The game's socket takes only a team; a visitor who has not joined follows the board the way a
  // spectator does, by the game's watch id, so its board moves too.
  const source = teamId ? `/api/games/${code}` : `/api/watch/${first.watchId}`;
  const socket = useGameSocket(ended || removed ? null : `${source}/live`, handle);
  const { send } = socket;

  const resendPending = useEffectEvent(() => {
    for (const write of pending) send(write);
  });
  useEffect(() => {
    if (connections > 0) resendPending();
  }, [connections]);

  // No socket for now: the board still moves, read over HTTP, and an ended game shows as ended.
  const fallbackRead = useEffectEvent(async (signal: AbortSignal) => {
    try {
      const next = await fetchGameSnapshot(source, signal);
      takeSnapshot(next);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
        setBoard((current) => ({ ...current, status: 'ended', endedAt: current.endedAt ?? new Date().toISOString() }));
        setPending([]);
      }
    }
  });
  const reconnecting = socket.status === 'reconnecting';
  useEffect(() => {
    if (!reconnecting) return;
    const controller = new AbortController();
    const timer = setInterval(() => void fallbackRead(controller.signal), SNAPSHOT_FALLBACK_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [reconnecting]);

  const shown = useMemo(
    () => (teamId ? cardWithWrites(card ?? emptyCard(teamId), pending) : null),
    [teamId, card, pending],
  );

  const write = useCallback(
    (next: CellWrite) => {
      setPending((current) => withWrite(current, next));
      send(next);
    },
    [send],
  );

  const updateHole = useCallback(
    (holeNumber: number, patch: HolePatch) => {
      if (!shown || ended || !('score' in patch)) return;
      write(scoreWrite(holeNumber, patch.score, nextVersion(shown, { type: 'score', hole: holeNumber })));
    },
    [shown, ended, write],
  );

  const penalties = useMemo(
    () => (shown ? cardPenalties(snapshot.penalties, shown) : snapshot.penalties),
    [shown, snapshot.penalties],
  );

  const setPenalties = useCallback(
    (next: Penalty[]) => {
      if (!shown || ended) return;
      const before = new Map(penalties.map((penalty) => [penalty.id, penalty.count]));
      for (const penalty of next) {
        if (before.get(penalty.id) === penalty.count) continue;
        write(penaltyWrite(penalty.id, penalty.count, nextVersion(shown, { type: 'penalty', penaltyId: penalty.id })));
      }
    },
    [shown, ended, penalties, write],
  );

  // While this phone's socket first connects, up to the game's first snapshot on it (the socket
  // opens a moment before), its own team is not shown offline.
  const yourTeamId = snapshot.you?.teamId;
  const firstConnect = connections === 0 && (socket.status === 'connecting' || socket.status === 'open');
  const shownBoard = useMemo(
    () => (firstConnect && yourTeamId ? withYourTeamOnline(board, yourTeamId) : board),
    [board, firstConnect, yourTeamId],
  );

  return {
    code,
    watchId: snapshot.watchId,
    board: shownBoard,
    holes: useMemo(() => cardHoles(snapshot.holes, shown ?? { holes: [] }), [snapshot.holes, shown]),
    penalties,
    you: snapshot.you,
    status: socket.status,
    unsent: pending.length,
    removed,
    refusal,
    updateHole,
    setPenalties,
    renameTeam: (name) => send({ type: 'rename-team', name }),
    renameGame: (name) => send({ type: 'rename-game', name }),
    removeTeam: (id) => send({ type: 'remove-team', teamId: id }),
    endGame: () => send({ type: 'end-game' }),
  };
}
