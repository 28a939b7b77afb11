import { BOARD_PARS, boardRuleBroken } from './fair-round';
import { HOLE_COUNT, type Hole } from './holes';

/** Why a round stays off the public boards, in words for its owner; null when it goes on them. */
export function offBoardReason(
  holes: readonly Pick<Hole, 'holeNumber' | 'par' | 'score'>[],
  { hidden = false }: { hidden?: boolean } = {},
): string | null {
  const why = 'Not on the leaderboard:';
  if (hidden) return `${why} the people who run Pub Golf have taken it off the public boards. It stays here for you.`;
  const broken = boardRuleBroken(holes);
  if (broken === null) return null;
  if (broken.rule === 'unfinished') {
    return `${why} ${broken.scored} of ${HOLE_COUNT} holes scored. A round goes on it once every hole has a score.`;
  }
  const { holeNumber, par } = broken.hole;
  return broken.rule === 'no-sip'
    ? `${why} hole ${holeNumber} is scored 0, and every drink takes at least one sip.`
    : `${why} hole ${holeNumber} has par ${par}, and the leaderboard takes pars ${BOARD_PARS.min} to ${BOARD_PARS.max}.`;
}
