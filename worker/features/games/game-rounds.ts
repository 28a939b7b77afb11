/**
 * The end of a game: each team with a signed-in member gets its card kept as a round in that
 * member's History (and on the public boards when fair), once, under the id the team was given
 * when it joined. Only members (a live subscription, as D1 holds it at the end) keep rounds, and
 * a card with nothing on it is not kept.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Hole } from '../../../domain/holes';
import { hasActiveSubscription } from '../../../domain/billing';
import type { KeptRoundStatus, TeamCard } from '../../../domain/game-protocol';
import type { RoundLiveGame } from '../../../domain/rounds';
import { placeOf } from '../../../domain/standings';
import { cardHoles, cardPenalties, penaltyCountsOf, standingOf } from '../../../domain/team-card';
import { createDb, type Db } from '../../db/client';
import { scorecards, subscriptions } from '../../db/schema';
import { publicTitle } from '../../lib/public-name';
import { dropBoardsJoinedBy } from '../../lib/rounds/leaderboard-cache';
import { findCourseLayout, onCourse } from '../../lib/rounds/course-round';
import { createRound, type CreateOutcome } from '../../lib/rounds/new-round';
import type { GameRow, TeamRow } from './game-store';

export async function keepGameRounds(
  env: Pick<Env, 'DB' | 'CACHE'>,
  game: GameRow,
  teams: readonly TeamRow[],
  cards: ReadonlyMap<string, TeamCard>,
  mulliganHoles: ReadonlyMap<string, readonly number[]>,
  markKept: (teamId: string) => void,
): Promise<void> {
  const db = createDb(env.DB);
  const userIds = teams.flatMap((team) => (team.userId === null ? [] : [team.userId]));
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({ userId: subscriptions.userId, status: subscriptions.status })
          .from(subscriptions)
          .where(inArray(subscriptions.userId, userIds));
  const members = new Set(rows.filter((row) => hasActiveSubscription(row.status)).map((row) => row.userId));
  const course = await courseOf(db, game);
  let boardChanged = false;
  let fairKept = false;
  for (const team of teams) {
    const card = cards.get(team.id);
    if (team.userId !== null && members.has(team.userId) && card && hasAnything(card)) {
      const liveGame = liveGameOf(game, team, cards, mulliganHoles);
      const round = { ...roundCard(game, team, card, liveGame, course), liveGame };
      const outcome = await createRound(db, team.userId, team.roundId, round);
      boardChanged ||= outcome.kind === 'created' && outcome.makesBoard;
      fairKept ||= outcome.kind === 'created' && outcome.row.fair;
    }
    markKept(team.id);
  }
  await dropBoardsJoinedBy(env.CACHE, { makesBoard: boardChanged, fair: fairKept, courseId: game.courseId });
}

/**
 * A team whose phone had no member at the end keeps its card later, once a member signs in on
 * it: under the same round id, so a retry, a second tab or the end's own keeping finds the
 * round already there instead of making a second.
 */
export async function keepTeamRound(
  env: Pick<Env, 'DB' | 'CACHE'>,
  userId: string,
  game: GameRow,
  team: TeamRow,
  card: TeamCard,
  liveGame: RoundLiveGame,
): Promise<CreateOutcome | { kind: 'empty' }> {
  if (!hasAnything(card)) return { kind: 'empty' };
  const db = createDb(env.DB);
  const round = { ...roundCard(game, team, card, liveGame, await courseOf(db, game)), liveGame };
  const outcome = await createRound(db, userId, team.roundId, round);
  if (outcome.kind === 'created') {
    await dropBoardsJoinedBy(env.CACHE, {
      makesBoard: outcome.makesBoard,
      fair: outcome.row.fair,
      courseId: game.courseId,
    });
  }
  return outcome;
}

/** Where a team's round is for `userId`: kept under the team's own round id, so one look-up by id tells. */
export async function keptRoundStatus(
  env: Pick<Env, 'DB'>,
  userId: string,
  team: TeamRow,
  card: TeamCard,
): Promise<KeptRoundStatus['round']> {
  const [kept] = await createDb(env.DB)
    .select({ userId: scorecards.userId })
    .from(scorecards)
    .where(eq(scorecards.id, team.roundId))
    .limit(1);
  if (kept) return kept.userId === userId ? 'yours' : 'taken';
  return hasAnything(card) ? 'to-keep' : 'empty';
}

/**
 * The game as `team`'s kept round records it: its name as the team read it, the team's final
 * place among every team's card in `cards` (all the game's teams), by the boards' own rule, and
 * the holes it spent a mulligan on, and whether the team played alcohol-free.
 */
export function liveGameOf(
  game: GameRow,
  team: TeamRow,
  cards: ReadonlyMap<string, TeamCard>,
  mulliganHoles: ReadonlyMap<string, readonly number[]>,
): RoundLiveGame {
  const totals = [...cards.values()].map((card) => ({
    id: card.teamId,
    total: standingOf(game.holes, game.penalties, card, mulliganHoles.get(card.teamId)).total,
  }));
  const mulligans = [...(mulliganHoles.get(team.id) ?? [])].sort((a, b) => a - b);
  const { place, tied } = placeOf(totals, team.id) ?? { place: totals.length, tied: false };
  return {
    name: team.id === game.hostTeamId ? game.name : publicTitle(game.name),
    place,
    tied,
    teams: totals.length,
    ...(mulligans.length > 0 ? { mulliganHoles: mulligans } : {}),
    ...(team.alcoholFree ? { alcoholFree: true } : {}),
  };
}

/** The course a game was played from as D1 holds it: its name and holes, or only a name when it is gone. */
type GameCourse = { name: string; holes?: Hole[] } | null;

/**
 * A team's round, held to the game's course (onCourse: its name, and on any par not the course's
 * no course at all); none for a game from the main card. Its penalties are those that counted:
 * the ones a mulligan wiped are not kept, so the round adds up to the game's total.
 */
function roundCard(
  game: GameRow,
  team: TeamRow,
  card: TeamCard,
  liveGame: Pick<RoundLiveGame, 'mulliganHoles'>,
  course: GameCourse,
) {
  const round = {
    teamName: team.name,
    date: game.date,
    holes: cardHoles(game.holes, card),
    penalties: cardPenalties(game.penalties, card, liveGame.mulliganHoles),
    courseId: game.courseId,
    courseName: course?.name ?? null,
  };
  return course?.holes ? onCourse(round, { name: course.name, holes: course.holes }) : round;
}

/**
 * The course a game was played from, by its own name (the host may have named the game otherwise);
 * the game's name when the course has been deleted since, and none for a game that names no course
 * and was started from the main card.
 */
async function courseOf(db: Db, game: GameRow): Promise<GameCourse> {
  if (game.courseId !== null) return (await findCourseLayout(db, game.courseId)) ?? { name: game.name };
  return game.source === 'course' ? { name: game.name } : null;
}

/** Whether the team put anything on its card: a score, or a penalty on any hole (a wiped one too). */
function hasAnything(card: TeamCard): boolean {
  return card.holes.some((hole) => hole.score !== null) || penaltyCountsOf(card).some((penalty) => penalty.count > 0);
}
