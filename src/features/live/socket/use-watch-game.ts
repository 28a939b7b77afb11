import { useState } from 'react';
import type { GameClock } from '../../../../domain/game-clock';
import type { GameSnapshot, ServerMessage } from '../../../../domain/game-protocol';
import type { ShownHoleRule } from '../../../../domain/hole-rules';
import { applyBoardChanges } from '../../../../domain/standings';
import { useGameSocket } from './use-game-socket';

interface WatchedClock {
  clock: GameClock | null;
  /** How far the game's time is ahead of this screen's (ms). */
  serverOffsetMs: number;
}

function clockOf(snapshot: GameSnapshot, at: number): WatchedClock | null {
  if (!snapshot.clock) return null;
  return { clock: snapshot.clock, serverOffsetMs: snapshot.serverNow === undefined ? 0 : snapshot.serverNow - at };
}

/** The board behind /watch/{id}, and the game's clock: read-only, kept current by the spectators' socket until the game ends. */
export function useWatchGame(id: string, first: GameSnapshot) {
  const [board, setBoard] = useState(first.board);
  // A surprise route's bars show as their time comes, each time with the snapshot sent again.
  const [holes, setHoles] = useState(first.holes);
  const [clock, setClock] = useState<WatchedClock>(
    () => clockOf(first, Date.now()) ?? { clock: null, serverOffsetMs: 0 },
  );
  const [rules, setRules] = useState(first.rules ?? '');
  const [holeRules, setHoleRules] = useState<ShownHoleRule[]>(first.holeRules ?? []);
  const [revealedAt, setRevealedAt] = useState<number | null>(null);
  // A game waiting for its reveal keeps its socket, to hear the reveal.
  const ended = board.status === 'ended' && board.hiddenHoles === undefined;
  const socket = useGameSocket(ended ? null : `/api/watch/${id}/live`, (message: ServerMessage) => {
    if (message.type === 'snapshot' || message.type === 'board' || message.type === 'ended') setBoard(message.board);
    if (message.type === 'revealed') {
      setBoard(message.board);
      setRevealedAt(Date.now());
    }
    if (message.type === 'board-changes') setBoard((current) => applyBoardChanges(current, message));
    if (message.type === 'snapshot') {
      setHoles(message.holes);
      setRules(message.rules ?? '');
      setHoleRules(message.holeRules ?? []);
      const heard = clockOf(message, Date.now());
      if (heard) setClock(heard);
    }
    if (message.type === 'clock') setClock({ clock: message.clock, serverOffsetMs: message.serverNow - Date.now() });
    if (message.type === 'rules') setRules(message.rules);
    if (message.type === 'hole-rules') setHoleRules(message.holeRules);
  });
  return { board, holes, rules, holeRules, revealedAt, status: socket.status, ...clock };
}
