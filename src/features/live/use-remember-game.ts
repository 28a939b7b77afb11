import { useEffect } from 'react';
import type { Board } from '../../../domain/game-protocol';
import { forgetGameOnDevice, rememberGameOnDevice } from '../../lib/games-on-device';

/**
 * While this phone has a team in the game, the game is kept on the phone with its current name
 * and status (and its spectator board's id, where the way back is not shown), so every page can
 * lead back to it; a removed team's phone forgets it.
 */
export function useRememberGame(
  { code, watchId }: { code: string; watchId: string },
  board: Board,
  inGame: boolean,
  removed: boolean,
): void {
  const { name, status, endedAt } = board;
  useEffect(() => {
    if (removed) forgetGameOnDevice(code);
    else if (inGame) rememberGameOnDevice({ code, name, status, endedAt, watchId });
  }, [code, watchId, name, status, endedAt, inGame, removed]);
}
