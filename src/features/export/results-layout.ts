import { BORDER_WIDTH, CONTENT_LEFT, CONTENT_RIGHT, IMAGE_HEIGHT } from './scorecard-layout';

/**
 * Where everything sits on the results image, in pixels: the scorecard image's width, frame,
 * banner and footer, then the game's name and date and one row a team. A few teams share the
 * scorecard's 1080x1350 in taller rows with bigger type (resultsRows), so the image looks full;
 * from TEAMS_IN_FEED_SHAPE teams on every row is TEAM_ROW_HEIGHT, and each team past them makes
 * the image one row taller (30 teams: 1080x2502), rather than shrinking every row out of reading.
 */
export const GAME_NAME_BASELINE = 306;
export const GAME_DATE_BASELINE = 350;

export const RESULTS_TABLE_TOP = 384;
export const RESULTS_HEADER_HEIGHT = 48;
/** The row of a full board, and of every board longer than that. */
export const TEAM_ROW_HEIGHT = 64;
/**
 * A row no taller than this, its place, name and total no more than 1.4 times as big as on a full
 * board: a long name still shows most of itself. Holes and par status grow less (SMALL_TYPE_SCALE),
 * so the row's right half keeps its gaps.
 */
const MAX_TEAM_ROW_HEIGHT = 200;
const MAX_TYPE_SCALE = 1.4;
export const SMALL_TYPE_SCALE = 1.2;
const RESULTS_TABLE_ROWS_TOP = RESULTS_TABLE_TOP + RESULTS_HEADER_HEIGHT;

/** From the last row to the image's bottom edge: the tie rule, the footer and the frame. */
const BELOW_TABLE = 150;
/** The footer's baseline, this far above the image's bottom edge (as on the scorecard). */
export const FOOTER_FROM_BOTTOM = BORDER_WIDTH + 34;
/** The tie rule's baseline under the last row. */
export const TIE_RULE_GAP = 44;

/**
 * The awards, under the tie rule: their heading's baseline this far below the last row, each
 * award a line below it, and the room the block takes from the rows.
 */
export const AWARDS_HEADING_GAP = 110;
export const AWARD_LINE_HEIGHT = 46;
function awardsHeight(awardCount: number): number {
  return awardCount === 0 ? 0 : AWARDS_HEADING_GAP - TIE_RULE_GAP + awardCount * AWARD_LINE_HEIGHT + 30;
}

/** The room the feed's 4:5 image has for rows, beside `awardCount` awards. */
function rowsRoom(awardCount: number): number {
  return IMAGE_HEIGHT - BELOW_TABLE - awardsHeight(awardCount) - RESULTS_TABLE_ROWS_TOP;
}

/** As many teams as the feed's 4:5 image holds at full row height, without awards. */
export const TEAMS_IN_FEED_SHAPE = Math.floor(rowsRoom(0) / TEAM_ROW_HEIGHT);

/**
 * Each row's height and how much bigger than a full board's its type is, for `teamCount` teams:
 * the rows share the image's room (6 teams: 128 px, type 1.4 times), up to MAX_TEAM_ROW_HEIGHT.
 */
export function resultsRows(teamCount: number, awardCount = 0): { height: number; scale: number } {
  const height = Math.min(
    MAX_TEAM_ROW_HEIGHT,
    Math.max(TEAM_ROW_HEIGHT, Math.floor(rowsRoom(awardCount) / Math.max(1, teamCount))),
  );
  return { height, scale: Math.min(MAX_TYPE_SCALE, height / TEAM_ROW_HEIGHT) };
}

/**
 * The image's height for `teamCount` teams and `awardCount` awards: 1350 while the rows fit at
 * full height, one row taller for each team past them.
 */
export function resultsImageHeight(teamCount: number, awardCount = 0): number {
  return Math.max(
    IMAGE_HEIGHT,
    RESULTS_TABLE_ROWS_TOP + teamCount * TEAM_ROW_HEIGHT + awardsHeight(awardCount) + BELOW_TABLE,
  );
}

/** Top of the row of the team at `index` (0 is first place) on a board of `teamCount` teams. */
export function teamRowTop(index: number, teamCount: number, awardCount = 0): number {
  return RESULTS_TABLE_ROWS_TOP + index * resultsRows(teamCount, awardCount).height;
}

/** The standings' columns: where each starts, and where its text is anchored. */
export const RESULTS_COLUMNS = {
  place: { center: CONTENT_LEFT + 48 },
  team: { left: CONTENT_LEFT + 110, right: CONTENT_LEFT + 560 },
  holes: { center: CONTENT_LEFT + 620 },
  status: { center: CONTENT_LEFT + 760 },
  total: { right: CONTENT_RIGHT - 24 },
} as const;
