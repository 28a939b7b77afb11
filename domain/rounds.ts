import * as z from 'zod/mini';
import { cleanName } from './clean-name';
import { MAX_COURSE_NAME_LENGTH } from './course-name';
import { crawlTimingSchema } from './crawl-timing';
import { COURSE_SCORE_CHOICES, HOLE_COUNT, holesSchema, type Hole } from './holes';
import { penaltiesSchema, type Penalty } from './penalties';
import { isoDateSchema, teamNameSchema } from './scorecard';
import { mulliganHolesSchema, totalWithMulligans } from './mulligans';
import { holesCompleted } from './scoring';

const MAX_COURSE_ID_LENGTH = 64;
/** The most rounds the leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

/** A round's id: a UUID the app makes when the round starts, or the server when it is not sent. */
export const roundIdSchema = z.uuid('id must be a UUID');

/**
 * Other clients send an unscored hole as `score: null`; the card keeps it as no score at all,
 * so a null is dropped before the shared hole rules run.
 */
const roundHolesSchema = z.pipe(
  z.transform((holes: unknown) => (Array.isArray(holes) ? holes.map(withoutNullScore) : holes)),
  holesSchema,
);

function withoutNullScore(hole: unknown): unknown {
  if (typeof hole !== 'object' || hole === null || !('score' in hole) || hole.score !== null) return hole;
  const { score: _null, ...rest } = hole;
  return rest;
}

/** When the player made this edit, in the client's milliseconds since 1970: the newer edit wins. */
const editedAtSchema = z.int('editedAt must be a whole number of milliseconds').check(z.gte(0));

const courseIdField = z.string().check(z.minLength(1), z.maxLength(MAX_COURSE_ID_LENGTH));
const courseNameField = z.nullable(z.string().check(z.overwrite(cleanName), z.maxLength(MAX_COURSE_NAME_LENGTH)));

const roundFields = {
  teamName: teamNameSchema,
  date: isoDateSchema,
  /** Accepted because clients send it, and ignored: the server adds up the card itself. */
  totalScore: z.optional(z.nullable(z.number())),
  holes: roundHolesSchema,
  penalties: penaltiesSchema,
  courseId: z.optional(z.nullable(courseIdField)),
  courseName: z.optional(courseNameField),
  /** The evening the round was planned for: its start time and minutes per hole. */
  timing: z.optional(crawlTimingSchema),
  /** Played alcohol-free (soft drinks, water, a designated driver): a badge, the same scoring. */
  alcoholFree: z.optional(z.boolean('alcoholFree must be true or false')),
};

/** A round played on a course scores each hole with the course page's choices: never 0. */
const courseScores = z.refine<{ courseId?: string | null | undefined; holes: readonly Pick<Hole, 'score'>[] }>(
  (round) =>
    round.courseId == null ||
    round.holes.every((hole) => typeof hole.score !== 'number' || COURSE_SCORE_CHOICES.includes(hole.score)),
  { message: 'A course round scores each hole 1 to 10 or NA', path: ['holes'] },
);

/** The fields of a round the server keeps, as a card holds them (a phone's unsent rounds). */
export const roundBodySchema = z
  .object({
    teamName: roundFields.teamName,
    date: roundFields.date,
    holes: roundFields.holes,
    penalties: roundFields.penalties,
    courseId: roundFields.courseId,
    courseName: roundFields.courseName,
    timing: roundFields.timing,
    alcoholFree: roundFields.alcoholFree,
  })
  .check(courseScores);

/** `POST /api/scorecards`: a round to keep. The same id sent again answers the round already kept. */
export const createRoundRequestSchema = z
  .object({
    ...roundFields,
    id: z.optional(roundIdSchema),
    editedAt: z.optional(editedAtSchema),
  })
  .check(courseScores);

/** `PUT /api/scorecards/{id}`: the round as the player last left it, and when. */
export const updateRoundRequestSchema = z.object({ ...roundFields, editedAt: editedAtSchema }).check(courseScores);

/**
 * `POST /api/migrate-course-data`: a round played on a course page, sent after sign-in. The app
 * sends the round's own id so a retry after a lost answer finds the round already kept.
 */
export const migrateCourseRoundRequestSchema = z
  .object({
    ...roundFields,
    courseId: courseIdField,
    courseName: z.optional(courseNameField),
    id: z.optional(roundIdSchema),
    editedAt: z.optional(editedAtSchema),
  })
  .check(courseScores);
export type MigrateCourseRoundRequest = z.infer<typeof migrateCourseRoundRequestSchema>;

/**
 * The live game a round was kept from: its name as the team read it, the team's final place
 * (shared with another team when `tied`), how many teams played, and whether the team played
 * alcohol-free (absent when not, and on rounds kept before it was recorded).
 */
const roundLiveGameSchema = z.object({
  name: z.string(),
  place: z.int().check(z.gte(1)),
  tied: z.boolean(),
  teams: z.int().check(z.gte(1)),
  /** The holes the team spent a mulligan on, counted as par at worst in the round's total; absent when none (and on older rounds). */
  mulliganHoles: z.optional(mulliganHolesSchema),
  alcoholFree: z.optional(z.boolean()),
});
export type RoundLiveGame = z.infer<typeof roundLiveGameSchema>;

/** A kept round, as every scorecard call answers it. */
export const savedRoundSchema = z.object({
  id: z.string(),
  /** Counts a player's rounds from 1, for showing as 'Round #n' instead of the id. */
  number: z.int(),
  teamName: z.string(),
  date: isoDateSchema,
  totalScore: z.int(),
  holes: holesSchema,
  penalties: penaltiesSchema,
  courseId: z.nullable(z.string()),
  courseName: z.nullable(z.string()),
  /** The client's time of the edit this round holds; null when it sent none. */
  editedAt: z.nullable(z.int()),
  /** True when an operator keeps the round off every public board; only its owner sees this. */
  hiddenFromBoards: z.optional(z.boolean()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Absent on a round played without a start time. */
  timing: z.optional(crawlTimingSchema),
  /** Absent on a round not kept from a live game. */
  liveGame: z.optional(roundLiveGameSchema),
  /** Played alcohol-free, on the card or in the live game it was kept from; absent when not. */
  alcoholFree: z.optional(z.boolean()),
});
export type SavedRound = z.infer<typeof savedRoundSchema>;

/** `GET /api/scorecards`: the caller's rounds, newest first. */
export const savedRoundListSchema = z.array(savedRoundSchema);
export type SavedRoundList = z.infer<typeof savedRoundListSchema>;

/** One row of the public leaderboard: nothing that says who played. */
const leaderboardEntrySchema = z.object({
  id: z.string(),
  teamName: z.string(),
  totalScore: z.int(),
  createdAt: z.iso.datetime(),
  /** Played alcohol-free, on a card or by a live game's team: badged on the board, ranked the same. */
  alcoholFree: z.optional(z.boolean()),
});

/** `GET /api/leaderboard`: the lowest totals among complete rounds, lowest first. */
export const leaderboardSchema = z.array(leaderboardEntrySchema);
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** What the server works out from a card: its total, and whether every hole has a score. */
export function scoreRound(
  holes: readonly Pick<Hole, 'holeNumber' | 'par' | 'score'>[],
  penalties: readonly Pick<Penalty, 'count'>[],
  mulliganHoles: readonly number[] = [],
): { totalScore: number; complete: boolean } {
  return {
    totalScore: totalWithMulligans(holes, penalties, mulliganHoles),
    complete: holesCompleted(holes) === HOLE_COUNT,
  };
}

/** `DELETE /api/scorecards/{id}` and `DELETE /api/scorecards`: how many rounds went. */
export const deletedRoundsSchema = z.object({ deleted: z.int() });
export type DeletedRounds = z.infer<typeof deletedRoundsSchema>;
