/**
 * Where everything sits on the exported scorecard, in pixels of the 1080x1350 image (the 4:5
 * portrait a phone feed shows uncropped). Top to bottom: border, banner, who and when, the hole
 * table, penalties, the total, the footer with the site's address.
 */
export const IMAGE_WIDTH = 1080;
export const IMAGE_HEIGHT = 1350;
export const BORDER_WIDTH = 24;

/** Left and right edge of everything inside the border. */
export const CONTENT_LEFT = 60;
export const CONTENT_RIGHT = IMAGE_WIDTH - CONTENT_LEFT;
export const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;

export const BANNER_HEIGHT = 176;

/** Baselines of the course name (when the round has one), the team name and the date. */
export const COURSE_BASELINE = 262;
export const TEAM_BASELINE = 330;
export const DATE_BASELINE = 374;
/** Without a course the team name and date move up into its place. */
export const NO_COURSE_SHIFT = 24;

export const TABLE_TOP = 408;
export const TABLE_HEADER_HEIGHT = 48;
export const HOLE_ROW_HEIGHT = 55;
const HOLE_ROWS = 9;
export const TABLE_BOTTOM = TABLE_TOP + TABLE_HEADER_HEIGHT + HOLE_ROWS * HOLE_ROW_HEIGHT;

export const PENALTIES_TOP = TABLE_BOTTOM + 8;
export const PENALTIES_HEIGHT = 60;

export const TOTAL_TOP = PENALTIES_TOP + PENALTIES_HEIGHT + 20;
export const TOTAL_HEIGHT = 196;
export const TOTAL_RADIUS = 28;

export const FOOTER_BASELINE = IMAGE_HEIGHT - BORDER_WIDTH - 34;

/** The hole table's columns: where each starts, and where its text is anchored. */
export const COLUMNS = {
  hole: { left: CONTENT_LEFT, center: CONTENT_LEFT + 34 },
  bar: { left: CONTENT_LEFT + 84, right: CONTENT_LEFT + 570 },
  drink: { left: CONTENT_LEFT + 584, right: CONTENT_LEFT + 770 },
  par: { center: CONTENT_LEFT + 810 },
  /** Between the par and the score: the mark of a hole a mulligan was used on. */
  mulligan: { center: CONTENT_LEFT + 850 },
  score: { center: CONTENT_LEFT + 905 },
} as const;

/**
 * With planned times: a small TIME column after the hole number. The other columns close up
 * around it so the bar's still holds a name of BAR_NAME_MAX_WIDTH: the bar's cutting rule below
 * reads the same with or without it. The drink's column is a little narrower.
 */
export const TIMED_COLUMNS = {
  hole: { left: CONTENT_LEFT, center: CONTENT_LEFT + 28 },
  time: { center: CONTENT_LEFT + 92 },
  bar: { left: CONTENT_LEFT + 134, right: CONTENT_LEFT + 624 },
  drink: { left: CONTENT_LEFT + 636, right: CONTENT_LEFT + 806 },
  par: { center: CONTENT_LEFT + 838 },
  mulligan: { center: CONTENT_LEFT + 869 },
  score: { center: CONTENT_LEFT + 915 },
} as const;

/** A bar name measuring wider than this is cut to BAR_NAME_MAX_CHARS and an ellipsis. */
export const BAR_NAME_MAX_WIDTH = 480;
export const BAR_NAME_MAX_CHARS = 28;

export const FONT_FAMILY = 'Pub Golf Nunito';
/** The emoji in a name, in colour on every phone: the image ships its own. */
export const EMOJI_FONT_FAMILY = 'Pub Golf Emoji';
const FALLBACK_FONTS = 'system-ui, sans-serif';

/** A canvas font string in the scorecard's typeface, its emoji in the image's emoji font. */
export function font(weight: number, sizePx: number): string {
  return `${weight} ${sizePx}px "${FONT_FAMILY}", "${EMOJI_FONT_FAMILY}", ${FALLBACK_FONTS}`;
}

export const COLORS = {
  border: '#dc2626',
  banner: '#14532d',
  bannerText: '#ffffff',
  bannerSubtitle: '#bbf7d0',
  paper: '#ffffff',
  ink: '#1c1917',
  muted: '#57534e',
  faint: '#a8a29e',
  stripe: '#f5f5f4',
  rule: '#e7e5e4',
  tableHeader: '#1c1917',
  tableHeaderText: '#ffffff',
  holeNumber: '#14532d',
  course: '#b91c1c',
  underPar: '#15803d',
  overPar: '#b91c1c',
  penaltiesBackground: '#fef2f2',
  penaltiesText: '#991b1b',
  totalBackground: '#1c1917',
  totalLabel: '#d6d3d1',
  totalCaption: '#a8a29e',
  totalNumber: '#ffffff',
  abovePar: '#dc2626',
  belowPar: '#16a34a',
  onPar: '#ffffff',
  onParText: '#1c1917',
  statusText: '#ffffff',
  flagPole: '#ffffff',
  flag: '#dc2626',
} as const;
