import type { Board } from '../../../../domain/game-protocol';
import { firstHiddenHole } from '../../../../domain/finale';
import { useShownLocale } from '../../../lib/i18n/shown-language';
import { useJoinText } from '../../../lib/i18n/join-text';

/**
 * A board's heading: the live board while the game is on, the final standings once it has ended;
 * an ended game still hiding its last holes shows the standings before them until the reveal,
 * and its heading says after which hole, not that they are final.
 */
export function useBoardHeading(board: Pick<Board, 'status' | 'hiddenHoles'>): string {
  const t = useJoinText();
  const number = new Intl.NumberFormat(useShownLocale());
  if (board.status !== 'ended') return t('live.board.live');
  if (board.hiddenHoles === undefined) return t('live.board.final');
  return t('live.board.beforeReveal', { hole: number.format(firstHiddenHole(board.hiddenHoles) - 1) });
}
