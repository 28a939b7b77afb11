import { useState } from 'react';
import type { GameSnapshot, ServerMessage } from '../../../../domain/game-protocol';
import { applyBoardChanges } from '../../../../domain/standings';
import { useGameSocket } from './use-game-socket';

/** The board behind /watch/{id}: read-only, kept current by the spectators' socket until the game ends. */
export function useWatchGame(id: string, first: GameSnapshot) {
  const [board, setBoard] = useState(first.board);
  const [rules, setRules] = useState(first.rules ?? '');
  const ended = board.status === 'ended';
  const socket = useGameSocket(ended ? null : `/api/watch/${id}/live`, (message: ServerMessage) => {
    if (message.type === 'snapshot' || message.type === 'board' || message.type === 'ended') setBoard(message.board);
    if (message.type === 'board-changes') setBoard((current) => applyBoardChanges(current, message));
    if (message.type === 'snapshot') setRules(message.rules ?? '');
    if (message.type === 'rules') setRules(message.rules);
  });
  return { board, rules, status: socket.status };
}
