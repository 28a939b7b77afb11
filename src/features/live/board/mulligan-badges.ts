import type { Board, BoardTeam } from '../../../../domain/game-protocol';
import { mulligansLeft } from '../../../../domain/mulligans';
import { shownLocale, useShownLanguage } from '../../../lib/i18n/shown-language';
import { useJoinText } from '../../../lib/i18n/join-text';

/**
 * A team's mulligans as a board's badges read them: the holes it spent one on ('Mulligan: hole 3')
 * and how many it has left, when the game gives any. None in a game without mulligans.
 */
export function useMulliganBadges(): (
  board: Pick<Board, 'mulligans'>,
  team: Pick<BoardTeam, 'mulliganHoles'>,
) => string[] {
  const t = useJoinText();
  const list = new Intl.ListFormat(shownLocale(useShownLanguage()), { type: 'conjunction' });
  return (board, team) => {
    const used = [...(team.mulliganHoles ?? [])].sort((a, b) => a - b);
    const badges =
      used.length > 0 ? [t('live.mulligans.used', { count: used.length, holes: list.format(used.map(String)) })] : [];
    const allowed = board.mulligans ?? 0;
    if (allowed > 0) badges.push(t('live.mulligans.left', { left: mulligansLeft(allowed, used) }));
    return badges;
  };
}
