/**
 * Live group play's wire: one game, several teams each scoring its own card on its own phone, one
 * board. The requests, the snapshot, the board and its changes, a team's card, the socket's
 * messages both ways, and the codes and limits they carry. The Worker's game room and the /play
 * and /watch pages both parse every message with these; the board's order is in standings.ts.
 */
import * as z from 'zod/mini';
import { awardSchema } from './awards';
import { cleanName, isBlankName } from './clean-name';
import { hazardsFit, holeRulesSchema, shownHoleRulesSchema, TOO_MANY_HAZARDS_MESSAGE } from './hole-rules';
import { houseRulesSchema } from './house-rules';
import { MAX_COURSE_NAME_LENGTH } from './course-name';
import { SHARE_CODE_ALPHABET, courseIdSchema } from './courses';
import { crawlTimingSchema, minutesPerHoleSchema } from './crawl-timing';
import { blackoutChoiceSchema, blackoutHolesSchema } from './finale';
import { clockChangeSchema, gameClockSchema } from './game-clock';
import { HOLE_COUNT, holeSchema, holesSchema } from './holes';
import { mulliganHoleSchema, mulliganHolesSchema, mulligansAllowedSchema } from './mulligans';
import { MAX_PENALTY_COUNT, penaltiesSchema, penaltySchema } from './penalties';
import { MAX_TEAM_NAME_LENGTH, isoDateSchema } from './scorecard';

export const GAME_CODE_LENGTH = 6;
/** Longest message either side sends over a game's socket, in bytes of UTF-8. */
export const MAX_GAME_MESSAGE_BYTES = 4096;
/** The most teams one game takes. */
export const MAX_TEAMS = 100;
/** A game nobody has changed for this long ends by itself. */
export const GAME_IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
/** The close code a removed team's sockets get: its client should stop reconnecting. */
export const TEAM_REMOVED_CLOSE_CODE = 4003;
/** The close code of a team's sockets when the team sent far more messages than any players do: a script, or a broken client. */
export const TOO_MANY_MESSAGES_CLOSE_CODE = 4029;
/** The most sockets one team has open at once: its phones and a reload. A newer one closes the oldest. */
export const MAX_TEAM_SOCKETS = 4;
/** The close code of a team's oldest socket when a newer one opened past MAX_TEAM_SOCKETS. */
export const TEAM_SOCKETS_CLOSE_CODE = 4008;
const MAX_GAME_NAME_LENGTH = MAX_COURSE_NAME_LENGTH;

/** The join code: six letters of the share-code alphabet, which has nothing a loud bar mishears. */
export const gameCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^[${SHARE_CODE_ALPHABET}]{${GAME_CODE_LENGTH}}$`), 'code is not a game code'));

/**
 * A typed-in code as the game knows it: upper case, without the spaces, dashes, dots or other
 * separators people type or paste between its letters.
 */
export function normalizeGameCode(input: string): string {
  return input.replace(/[^\p{L}\p{N}]+/gu, '').toUpperCase();
}

/** What a code box holds as a code is typed or pasted: the code read as the game reads it, cut to a code's length. */
export function typedGameCode(input: string): string {
  return normalizeGameCode(input).slice(0, GAME_CODE_LENGTH);
}

/** The spectator link's id: long and unguessable, and no way to the join code. */
export const watchIdSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'id is not a spectator id'));

const gameNameSchema = z
  .string('name is required')
  .check(
    z.overwrite(cleanName),
    z.minLength(1, 'name must not be blank'),
    z.maxLength(MAX_GAME_NAME_LENGTH, `name must be at most ${MAX_GAME_NAME_LENGTH} characters`),
  );

/** A team's name on the board: the card's team-name rule, and not blank (nor only invisible characters). */
export const teamNameSchema = z.string('teamName is required').check(
  z.overwrite(cleanName),
  z.minLength(1, 'Please enter a team name.'),
  z.maxLength(MAX_TEAM_NAME_LENGTH, `teamName must be at most ${MAX_TEAM_NAME_LENGTH} characters`),
  z.refine((name) => !isBlankName(name), 'Please enter a team name.'),
);

/**
 * `POST /api/games` (members): start a game from the main card or a course. Its bars, drinks and
 * pars and its penalty list are taken; scores and counts are dropped. `date` is the host's own
 * calendar day (rounds kept at the end carry it; the server's UTC day when absent).
 */
export const createGameRequestSchema = z
  .object({
    source: z.enum(['card', 'course']),
    holes: holesSchema,
    penalties: penaltiesSchema,
    name: z.optional(gameNameSchema),
    courseId: z.optional(courseIdSchema),
    date: z.optional(isoDateSchema),
    /** The host's team name on the board (the host's first name when absent). */
    hostTeamName: z.optional(teamNameSchema),
    /** The plan's start time and the game's minutes per hole, for the game's clock. */
    timing: z.optional(crawlTimingSchema),
    /** The game's minutes per hole as the host set them in the start dialog, in place of the plan's. */
    minutesPerHole: z.optional(minutesPerHoleSchema),
    /** The game's house rules, a line a rule (a course's, else none, when absent). */
    rules: z.optional(houseRulesSchema),
    /** A rule for some holes, some of them hazards (a course's, else none, when absent). */
    holeRules: z.optional(holeRulesSchema),
    /** How many mulligans each team may take (none when absent). */
    mulligans: z.optional(mulligansAllowedSchema),
  })
  .check(
    z.refine((game) => hazardsFit(game.penalties, game.holeRules ?? []), {
      message: TOO_MANY_HAZARDS_MESSAGE,
      path: ['holeRules'],
    }),
  );
export type CreateGameRequest = z.infer<typeof createGameRequestSchema>;

/** What a join or a team's rename hears when the name looks like another team's in the game. */
export const TEAM_NAME_TAKEN_MESSAGE = 'Another team in this game has that name. Please pick another.';

/** `POST /api/games/{code}/teams` (anyone): join with a team name, alcohol-free or not (not when absent). */
export const joinGameRequestSchema = z.object({
  teamName: teamNameSchema,
  alcoholFree: z.optional(z.boolean('alcoholFree must be true or false')),
});
export type JoinGameRequest = z.infer<typeof joinGameRequestSchema>;

/** The name a game has when the host gives none. */
export const DEFAULT_GAME_NAME = 'Pub Golf';

const versionSchema = z.int('version must be a whole number').check(z.gte(1, 'version must be at least 1'));
const holeNumberSchema = z.int('hole must be a whole number').check(z.gte(1), z.lte(HOLE_COUNT));
const holeScoreSchema = holeSchema.shape.score.def.innerType;
const holeScoreOrNoneSchema = z.nullable(holeScoreSchema);
const penaltyCountSchema = z.int('count must be a whole number').check(z.gte(0), z.lte(MAX_PENALTY_COUNT));
const penaltyIdSchema = penaltySchema.shape.id;
/** The hole a penalty was taken on, as a card names it. */
const penaltyHoleSchema = z
  .int('hole must be a whole number')
  .check(z.gte(1, 'hole must be at least 1'), z.lte(HOLE_COUNT, `hole must be at most ${HOLE_COUNT}`));
export const teamIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** One team on the board. `changes` counts the team's accepted edits: a change since last seen shows as new. */
const boardTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  isHost: z.boolean(),
  holesPlayed: z.int(),
  /** Worked out by the server from the team's card with the shared scoring rule. */
  total: z.int(),
  parStatus: z.enum(['ABOVE PAR', 'BELOW PAR', 'ON PAR']),
  /** Some phone of this team has the game open over a live socket. */
  online: z.boolean(),
  /** The team plays alcohol-free (soft drinks, water, a designated driver), by the same rules. Absent from older games' boards. */
  alcoholFree: z.optional(z.boolean()),
  /** The holes the team spent a mulligan on, in the order it did; absent when none. */
  mulliganHoles: z.optional(mulliganHolesSchema),
  changes: z.int(),
  updatedAt: z.iso.datetime(),
  /** The hole the team scored last and its bar (null when it has none), so a board can say where; null before any score. */
  lastScored: z.nullable(
    z.object({ holeNumber: holeNumberSchema, score: holeScoreSchema, barName: z.nullable(z.string()) }),
  ),
});
export type BoardTeam = z.infer<typeof boardTeamSchema>;

/** What every player and spectator sees: lowest total first (`sortBoard`, standings.ts). */
const boardSchema = z.object({
  name: z.string(),
  status: z.enum(['live', 'ended']),
  endedAt: z.nullable(z.iso.datetime()),
  teams: z.array(boardTeamSchema),
  /** How many mulligans each team may take; absent when none. */
  mulligans: z.optional(mulligansAllowedSchema),
  /** Once the game has ended (and been revealed, after a blackout): the awards worked out from the teams' cards (awards.ts). */
  awards: z.optional(z.array(awardSchema)),
  /**
   * While the host has blacked out the last holes, until the reveal: how many. The rows then stand
   * as they did before those holes (finale.ts). Absent from a board that shows every hole.
   */
  hiddenHoles: z.optional(blackoutHolesSchema),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * What changed on the board since the board before it: the rows that differ (new teams among
 * them) and the teams that left. A socket that holds that board replaces those rows, drops the
 * teams gone and sorts again (`applyBoardChanges`). One team's edit is one row, not every team's.
 */
const boardChangesSchema = z.object({
  name: z.string(),
  teams: z.array(boardTeamSchema),
  removed: z.array(z.string()),
});
export type BoardChanges = z.infer<typeof boardChangesSchema>;

/**
 * A live socket's query: `board=changes` from a page that merges 'board-changes'. A socket
 * without it (a page loaded before those messages existed) is sent every board whole.
 */
export const liveSocketQuerySchema = z.object({ board: z.optional(z.literal('changes')) });
export const LIVE_SOCKET_QUERY = 'board=changes';

/**
 * A team's own card, each cell with the version of the edit it holds. A client numbers its edits
 * of a cell above the version it last saw, e.g. `max(version + 1, Date.now())`.
 *
 * A penalty is counted per hole: `holePenalties` holds a cell for each penalty and hole the team
 * ever changed, and `penalties` each penalty's count for the whole game (what a phone that names
 * no hole writes, and every count of a game stored before penalties had holes). A phone that
 * knows only `penalties` reads and writes those alone, so it never overwrites a hole's count.
 */
export const teamCardSchema = z.object({
  teamId: z.string(),
  holes: z.array(z.object({ holeNumber: z.int(), score: holeScoreOrNoneSchema, version: z.int() })),
  penalties: z.array(z.object({ id: z.string(), count: z.int(), version: z.int() })),
  holePenalties: z.optional(
    z.array(z.object({ id: z.string(), hole: holeNumberSchema, count: z.int(), version: z.int() })),
  ),
  /**
   * The holes the team spent a mulligan on, on the team's own card alone: while the board hides
   * the last holes, its row leaves out those on hidden holes, and the team still counts them.
   */
  mulliganHoles: z.optional(mulliganHolesSchema),
});
export type TeamCard = z.infer<typeof teamCardSchema>;

/** A write to a cell counts only when it is newer than the edit the cell holds: replays and late arrivals change nothing. */
export function isNewerEdit(storedVersion: number, incomingVersion: number): boolean {
  return incomingVersion > storedVersion;
}

/** A team the host removed, by the id and the board's name it had. */
const removedTeamSchema = z.object({ id: z.string(), name: z.string() });
export type RemovedTeam = z.infer<typeof removedTeamSchema>;

/**
 * A mulligan a team spent on a hole the board hides: which team (by the board's name) and which
 * hole, nothing of the scores, so the host and the co-host can undo one before the reveal.
 */
const hiddenMulliganSchema = z.object({ teamId: z.string(), teamName: z.string(), hole: mulliganHoleSchema });
export type HiddenMulligan = z.infer<typeof hiddenMulliganSchema>;

const youSchema = z.object({ teamId: z.string(), isHost: z.boolean() });

/**
 * `GET /api/games/{code}`, `GET /api/watch/{id}`, and the answer to create and join: the game's
 * layout (holes without scores, penalties at 0), the board, and for a caller with a team token its
 * team and card. A spectator gets no join code.
 */
export const gameSnapshotSchema = z.object({
  code: z.nullable(gameCodeSchema),
  watchId: watchIdSchema,
  /** The day the game is played (YYYY-MM-DD): the date its rounds and images carry. */
  date: isoDateSchema,
  holes: holesSchema,
  penalties: penaltiesSchema,
  board: boardSchema,
  you: z.nullable(youSchema),
  yourCard: z.nullable(teamCardSchema),
  /** The game's clock, and the game's time when this was sent: a phone counts from them whatever its own clock says. */
  clock: z.optional(gameClockSchema),
  serverNow: z.optional(z.number()),
  /** The house rules, as the host wrote them for the host, with an obscene line masked for everyone else. Absent from older games. */
  rules: z.optional(z.string()),
  /** The hole rules and hazards, masked as the house rules are. Absent from older games. */
  holeRules: z.optional(shownHoleRulesSchema),
});
export type GameSnapshot = z.infer<typeof gameSnapshotSchema>;

/**
 * `GET /api/games/{code}/keep` (members, from a team's phone, once the game has ended): where the
 * team's round is. 'yours': in the caller's History. 'to-keep': in nobody's yet, so
 * `POST /api/games/{code}/keep` saves it. 'taken': in another member's. 'empty': nothing was scored.
 * 'no-team': this phone played for no team in the game (a member's other phone plays as their team).
 */
export const keptRoundStatusSchema = z.object({
  round: z.enum(['yours', 'to-keep', 'taken', 'empty', 'no-team']),
});
export type KeptRoundStatus = z.infer<typeof keptRoundStatusSchema>;

const scoreWriteSchema = z.object({
  type: z.literal('score'),
  hole: holeNumberSchema,
  score: holeScoreOrNoneSchema,
  version: versionSchema,
});
/** A penalty's count on a hole of the card; without `hole`, its count for the whole game (which no mulligan wipes). */
const penaltyWriteSchema = z.object({
  type: z.literal('penalty'),
  penaltyId: penaltyIdSchema,
  hole: z.optional(penaltyHoleSchema),
  count: penaltyCountSchema,
  version: versionSchema,
});
/** A write to one cell of the team's card, as a socket sends it. */
const cellWriteSchema = z.discriminatedUnion('type', [scoreWriteSchema, penaltyWriteSchema]);

/** What a player's socket sends. Writes touch only the sender's own card; host actions need the host's team. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  scoreWriteSchema,
  penaltyWriteSchema,
  z.object({ type: z.literal('rename-game'), name: gameNameSchema }),
  /** Any team, the host's too, renames its own team; a name that looks like another team's is refused. */
  z.object({ type: z.literal('rename-team'), name: teamNameSchema }),
  /** Any team marks itself alcohol-free, or not: a badge on the boards, the same scoring. */
  z.object({ type: z.literal('alcohol-free'), alcoholFree: z.boolean() }),
  z.object({ type: z.literal('remove-team'), teamId: teamIdSchema }),
  /** The host lets a removed team (by the id it had) join again. */
  z.object({ type: z.literal('let-back-in'), teamId: teamIdSchema }),
  z.object({ type: z.literal('end-game') }),
  /** The host (or the co-host) changes the game's clock. */
  z.object({ type: z.literal('clock'), change: clockChangeSchema }),
  /** The host writes the house rules anew (empty for none). */
  z.object({ type: z.literal('set-rules'), rules: houseRulesSchema }),
  /** The host (or the co-host) writes the hole rules anew; the hazards stay as the game started. */
  z.object({ type: z.literal('set-hole-rules'), holeRules: holeRulesSchema }),
  /** The team spends one of its mulligans on a hole of its own card. */
  z.object({ type: z.literal('mulligan'), hole: mulliganHoleSchema }),
  /** The host (or the co-host) sets how many mulligans each team may take. */
  z.object({ type: z.literal('set-mulligans'), mulligans: mulligansAllowedSchema }),
  /** The host (or the co-host) takes back a team's mulligan spent by mistake. */
  z.object({ type: z.literal('undo-mulligan'), teamId: teamIdSchema, hole: mulliganHoleSchema }),
  /** The host (or the co-host) hides the board's last 1 to 3 holes until the reveal, or shows every hole again (0). While the game is on. */
  z.object({ type: z.literal('blackout'), holes: blackoutChoiceSchema }),
  /** The host (or the co-host) shows the final standings of a blacked-out game, once it has ended. */
  z.object({ type: z.literal('reveal') }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A ping sent as exactly this text is answered with PONG_TEXT without waking the game. */
export const PING_TEXT = '{"type":"ping"}';
export const PONG_TEXT = '{"type":"pong"}';

const gameErrorCodeSchema = z.enum(['invalid', 'too-large', 'too-many', 'forbidden', 'ended', 'name-taken']);
export type GameErrorCode = z.infer<typeof gameErrorCodeSchema>;

/** What the game sends down a socket. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  /** First thing on every new socket. */
  z.object({ type: z.literal('snapshot'), ...gameSnapshotSchema.shape }),
  /** After changes to the board, to every socket: a few a second at most, the last change always on the last one. */
  z.object({ type: z.literal('board'), board: boardSchema }),
  /** Instead of 'board' to a socket that got the board before it: only what changed since. */
  z.object({ type: z.literal('board-changes'), ...boardChangesSchema.shape }),
  /**
   * After each of the team's own writes (kept or ignored as stale), to the team's sockets, with
   * the write as it was sent: the game keeps a version later than its clock as its clock's time,
   * so the card may hold the write at an earlier version than the phone gave it.
   */
  z.object({ type: z.literal('card'), card: teamCardSchema, write: z.optional(cellWriteSchema) }),
  /** The game is over: the final standings. Writes are refused from now on. */
  z.object({ type: z.literal('ended'), board: boardSchema }),
  /**
   * The host revealed a blacked-out game's final standings: the whole final board with its awards,
   * to every socket, which then shows the places from last to first. Writes stay refused.
   */
  z.object({ type: z.literal('revealed'), board: boardSchema }),
  /** The host changed the house rules: to every socket, as that socket's reader reads them. */
  z.object({ type: z.literal('rules'), rules: z.string() }),
  /** The hole rules changed: to every socket, as that socket's reader reads them. */
  z.object({ type: z.literal('hole-rules'), holeRules: shownHoleRulesSchema }),
  /** The host removed this team; its sockets then close with TEAM_REMOVED_CLOSE_CODE. */
  z.object({ type: z.literal('removed') }),
  /**
   * To the host's sockets: the teams the host removed, which cannot join again from their phones
   * or accounts until let back in. After the snapshot when there are some, and after each change.
   */
  z.object({ type: z.literal('removed-teams'), teams: z.array(removedTeamSchema) }),
  /**
   * To the host's and the co-host's sockets only, while the board hides the last holes: every
   * mulligan spent on a hidden hole, which the board rows leave out. After the snapshot when there
   * are some, after each change, and empty once there are none. No other socket ever gets it.
   */
  z.object({ type: z.literal('hidden-mulligans'), mulligans: z.array(hiddenMulliganSchema) }),
  /**
   * The last message was refused and changed nothing. After 'too-many' the socket closes with
   * TOO_MANY_MESSAGES_CLOSE_CODE.
   */
  z.object({ type: z.literal('error'), code: gameErrorCodeSchema, message: z.string() }),
  /** The game's clock after each change, to every socket, with the game's time when it was sent. */
  z.object({ type: z.literal('clock'), clock: gameClockSchema, serverNow: z.number() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
