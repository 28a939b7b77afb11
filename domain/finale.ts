/**
 * A live game's finale: the host may black out the board for its last holes, so the teams still
 * score but every board shows the standings as they stood before those holes, and at the end the
 * host reveals the final standings on every screen at once. What a blacked-out board may show of a
 * team's card is worked out here, once, for the game and every page.
 */
import * as z from 'zod/mini';
import { HOLE_COUNT, type HoleScore } from './holes';

/** The most holes at the end of a game a host can hide. */
export const MAX_BLACKOUT_HOLES = 3;

/** How many of the last holes the board hides: 1 to MAX_BLACKOUT_HOLES. */
export const blackoutHolesSchema = z
  .int('holes must be a whole number')
  .check(
    z.gte(1, 'holes must be at least 1'),
    z.lte(MAX_BLACKOUT_HOLES, `holes must be at most ${MAX_BLACKOUT_HOLES}`),
  );

/** The host's choice: the last 1 to MAX_BLACKOUT_HOLES holes hidden, or 0 for a board that shows every hole. */
export const blackoutChoiceSchema = z
  .int('holes must be a whole number')
  .check(
    z.gte(0, 'holes must be at least 0'),
    z.lte(MAX_BLACKOUT_HOLES, `holes must be at most ${MAX_BLACKOUT_HOLES}`),
  );

/** `POST /api/games/{code}/blackout` (the host or co-host, while the game is on). */
export const blackoutRequestSchema = z.object({ holes: blackoutChoiceSchema });

/** The first hole a board with `hiddenHoles` hidden does not show. */
export function firstHiddenHole(hiddenHoles: number): number {
  return HOLE_COUNT - hiddenHoles + 1;
}

/** A live team's card, cell by cell with each edit's version (the wire's TeamCard). */
interface CardCells {
  teamId: string;
  holes: { holeNumber: number; score: HoleScore | null; version: number }[];
  penalties: { id: string; count: number; version: number }[];
  holePenalties?: { id: string; hole: number; count: number; version: number }[];
}

/**
 * A team's card as a blacked-out board may show it: no score and no penalty from the hidden
 * holes, and of the penalties kept for the whole game (no hole says when they were taken) the
 * counts the team had when the blackout began (`shownPenalties`; none for a team that joined since).
 */
export function cardBeforeBlackout(
  card: CardCells,
  hiddenHoles: number,
  shownPenalties: Readonly<Record<string, number>>,
): CardCells {
  const firstHidden = firstHiddenHole(hiddenHoles);
  return {
    teamId: card.teamId,
    holes: card.holes.map((hole) => (hole.holeNumber < firstHidden ? hole : { ...hole, score: null, version: 0 })),
    penalties: card.penalties.map((penalty) => ({
      id: penalty.id,
      count: shownPenalties[penalty.id] ?? 0,
      version: 0,
    })),
    ...(card.holePenalties === undefined
      ? {}
      : { holePenalties: card.holePenalties.filter((penalty) => penalty.hole < firstHidden) }),
  };
}
