import { GAME_CODE_LENGTH } from '../../../domain/game-protocol';
import { randomCode } from '../../lib/random-code';

/** A new join code: GAME_CODE_LENGTH letters of the share-code alphabet, each from the CSPRNG. */
export function newGameCode(): string {
  return randomCode(GAME_CODE_LENGTH);
}
