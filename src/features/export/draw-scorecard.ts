import { formatClock, plannedArrivals, type CrawlTiming } from '../../../domain/crawl-timing';
import type { Hole } from '../../../domain/holes';
import { totalPenalties, type Penalty } from '../../../domain/penalties';
import { totalWithMulligans } from '../../../domain/mulligans';
import { formatToPar, holeToPar, parStatus, type ParStatus } from '../../../domain/scoring';
import { fitBarName, fitDrink, fitWidth } from './fit-text';
import { ENGLISH_IMAGE_WORDS, type ImageWords } from './image-words';
import { drawMulliganKey, drawMulliganMark } from './mulligan-mark';
import {
  BADGE_GAP,
  badgeWidth,
  drawBadge,
  drawBanner,
  drawFooter,
  drawFrame,
  formatCardDate,
  middle,
  text,
  type ImageContext,
} from './image-parts';
import {
  COLORS,
  COLUMNS,
  CONTENT_LEFT,
  CONTENT_RIGHT,
  CONTENT_WIDTH,
  COURSE_BASELINE,
  DATE_BASELINE,
  font,
  FOOTER_BASELINE,
  HOLE_ROW_HEIGHT,
  IMAGE_HEIGHT,
  NO_COURSE_SHIFT,
  PENALTIES_HEIGHT,
  PENALTIES_TOP,
  TABLE_HEADER_HEIGHT,
  TABLE_TOP,
  TEAM_BASELINE,
  TIMED_COLUMNS,
  TOTAL_HEIGHT,
  TOTAL_RADIUS,
  TOTAL_TOP,
} from './scorecard-layout';

/** What the image shows: a round as the main card, a course page or History holds it. */
export interface ScorecardImageCard {
  teamName: string;
  /** YYYY-MM-DD */
  date: string;
  holes: readonly Hole[];
  penalties: readonly Pick<Penalty, 'count'>[];
  courseName?: string | null;
  /** With a plan, each hole's planned time shows in a small column of its own. */
  timing?: CrawlTiming | undefined;
  /** Played alcohol-free: a small badge after the date. */
  alcoholFree?: boolean | undefined;
  /** A live team's mulligan holes, each counted as par at worst in the total, marked in its row and keyed above the table. */
  mulliganHoles?: readonly number[] | undefined;
}

export interface ScorecardImageOptions {
  /** The image's words; English by default. */
  words?: ImageWords;
  /** The site's address as a player would type it, e.g. `pubgolf.example`: the footer points new players there. */
  siteUrl: string;
}

/** The team's name as the image shows it: a round played without one is the player's. */
export function displayTeamName(teamName: string, player = ENGLISH_IMAGE_WORDS.player): string {
  return teamName.trim() || player;
}

const STATUS_COLORS: Record<ParStatus, { background: string; text: string }> = {
  'ABOVE PAR': { background: COLORS.abovePar, text: COLORS.statusText },
  'BELOW PAR': { background: COLORS.belowPar, text: COLORS.statusText },
  'ON PAR': { background: COLORS.onPar, text: COLORS.onParText },
};

/** Draws the whole scorecard onto a 1080x1350 context. Pure: the same card gives the same calls. */
export function drawScorecard(
  ctx: ImageContext,
  card: ScorecardImageCard,
  { siteUrl, words = ENGLISH_IMAGE_WORDS }: ScorecardImageOptions,
): void {
  ctx.textBaseline = 'alphabetic';
  ctx.letterSpacing = '0px';
  drawFrame(ctx, IMAGE_HEIGHT);
  drawBanner(ctx, words.scorecard);
  const mulliganHoles = card.mulliganHoles ?? [];
  const dateLine = drawWhoAndWhen(ctx, card, words);
  if (mulliganHoles.length > 0) drawMulliganKey(ctx, words, dateLine.end + KEY_MARGIN, dateLine.baseline);
  drawHoleTable(ctx, card.holes, card.timing ? plannedArrivals(card.timing, card.holes) : null, mulliganHoles, words);
  drawPenalties(ctx, totalPenalties(card.penalties), words);
  drawTotal(ctx, totalWithMulligans(card.holes, card.penalties, card.mulliganHoles ?? []), words);
  drawFooter(ctx, siteUrl, FOOTER_BASELINE, words.playAt);
}

/** The least room between the date line's words and the mulligans' key after them. */
const KEY_MARGIN = 24;

/** Draws the course, the team and the date line; answers where the date line's words end and its baseline. */
function drawWhoAndWhen(
  ctx: ImageContext,
  card: ScorecardImageCard,
  words: ImageWords,
): { end: number; baseline: number } {
  const courseName = card.courseName?.trim();
  const shift = courseName ? 0 : -NO_COURSE_SHIFT;
  if (courseName) {
    ctx.font = font(800, 28);
    ctx.letterSpacing = '3px';
    const course = fitWidth(ctx, courseName.toUpperCase(), CONTENT_WIDTH);
    text(ctx, course, CONTENT_LEFT, COURSE_BASELINE, { weight: 800, size: 28, color: COLORS.course, spacing: 3 });
  }
  ctx.font = font(900, 60);
  const team = fitWidth(ctx, displayTeamName(card.teamName, words.player), CONTENT_WIDTH);
  text(ctx, team, CONTENT_LEFT, TEAM_BASELINE + shift, { weight: 900, size: 60, color: COLORS.ink });
  const date = formatCardDate(card.date, words.locale);
  const baseline = DATE_BASELINE + shift;
  text(ctx, date, CONTENT_LEFT, baseline, { weight: 600, size: 30, color: COLORS.muted });
  ctx.font = font(600, 30);
  const dateEnd = CONTENT_LEFT + ctx.measureText(date).width;
  if (!card.alcoholFree) return { end: dateEnd, baseline };
  drawBadge(ctx, words.alcoholFree, dateEnd + BADGE_GAP, baseline, 20);
  return { end: dateEnd + BADGE_GAP + badgeWidth(ctx, words.alcoholFree, 20), baseline };
}

interface Columns {
  hole: { center: number };
  time?: { center: number };
  bar: { left: number; right: number };
  drink: { left: number; right: number };
  par: { center: number };
  mulligan: { center: number };
  score: { center: number };
}

function drawHoleTable(
  ctx: ImageContext,
  holes: readonly Hole[],
  arrivals: readonly number[] | null,
  mulliganHoles: readonly number[],
  words: ImageWords,
): void {
  const columns: Columns = arrivals ? TIMED_COLUMNS : COLUMNS;
  ctx.fillStyle = COLORS.tableHeader;
  ctx.beginPath();
  ctx.roundRect(CONTENT_LEFT, TABLE_TOP, CONTENT_WIDTH, TABLE_HEADER_HEIGHT, [14, 14, 0, 0]);
  ctx.fill();
  const headerY = middle(TABLE_TOP, TABLE_HEADER_HEIGHT, 22);
  const header = { weight: 800, size: 22, color: COLORS.tableHeaderText, spacing: 2 };
  text(ctx, '#', columns.hole.center, headerY, { ...header, align: 'center' });
  if (columns.time) text(ctx, words.time, columns.time.center, headerY, { ...header, align: 'center' });
  text(ctx, words.bar, columns.bar.left, headerY, header);
  text(ctx, words.drink, columns.drink.left, headerY, header);
  text(ctx, words.par, columns.par.center, headerY, { ...header, align: 'center' });
  text(ctx, words.score, columns.score.center, headerY, { ...header, align: 'center' });

  holes.forEach((hole, index) => {
    const top = TABLE_TOP + TABLE_HEADER_HEIGHT + index * HOLE_ROW_HEIGHT;
    drawHoleRow(ctx, hole, top, columns, arrivals?.[index]);
    if (mulliganHoles.includes(hole.holeNumber))
      drawMulliganMark(ctx, words.mulliganMark, columns.mulligan.center, top + HOLE_ROW_HEIGHT / 2);
  });
}

function drawHoleRow(ctx: ImageContext, hole: Hole, top: number, columns: Columns, arrival: number | undefined): void {
  if (hole.holeNumber % 2 === 0) {
    ctx.fillStyle = COLORS.stripe;
    ctx.fillRect(CONTENT_LEFT, top, CONTENT_WIDTH, HOLE_ROW_HEIGHT);
  }
  ctx.fillStyle = COLORS.rule;
  ctx.fillRect(CONTENT_LEFT, top + HOLE_ROW_HEIGHT - 1, CONTENT_WIDTH, 1);

  const y = middle(top, HOLE_ROW_HEIGHT, 28);
  text(ctx, String(hole.holeNumber), columns.hole.center, y, {
    weight: 900,
    size: 28,
    color: COLORS.holeNumber,
    align: 'center',
  });
  if (columns.time && arrival !== undefined) {
    text(ctx, formatClock(arrival), columns.time.center, middle(top, HOLE_ROW_HEIGHT, 22), {
      weight: 700,
      size: 22,
      color: COLORS.muted,
      align: 'center',
    });
  }

  drawNamedCell(ctx, hole.barName, fitBarName, columns.bar, y, { weight: 700, size: 28, color: COLORS.ink });
  drawNamedCell(ctx, hole.drink, fitDrink, columns.drink, y, { weight: 600, size: 26, color: COLORS.muted });

  text(ctx, String(hole.par), columns.par.center, y, { weight: 700, size: 28, color: COLORS.ink, align: 'center' });
  text(
    ctx,
    hole.score === undefined ? '–' : String(hole.score),
    columns.score.center,
    middle(top, HOLE_ROW_HEIGHT, 32),
    {
      weight: 900,
      size: 32,
      color: scoreColor(hole),
      align: 'center',
    },
  );
}

/** A hole's score is green under par, red over it (NA included), ink on par. */
function scoreColor(hole: Pick<Hole, 'par' | 'score'>): string {
  const toPar = holeToPar(hole);
  if (toPar === null) return COLORS.faint;
  if (toPar < 0) return COLORS.underPar;
  if (toPar > 0) return COLORS.overPar;
  return COLORS.ink;
}

/**
 * A hole's bar or drink, shortened to fit its column (measured in the font it is drawn in); a faint
 * dash when there is none. Even a bar name the rule has cut can be too wide (all capital Ws): it is
 * cut further.
 */
function drawNamedCell(
  ctx: ImageContext,
  value: string | undefined,
  fit: (ctx: ImageContext, value: string, columnWidth: number) => string,
  column: { left: number; right: number },
  y: number,
  style: { weight: number; size: number; color: string },
): void {
  const name = value?.trim();
  ctx.font = font(style.weight, style.size);
  const width = column.right - column.left;
  text(ctx, name ? fitWidth(ctx, fit(ctx, name, width), width) : '—', column.left, y, {
    ...style,
    color: name ? style.color : COLORS.faint,
  });
}

function drawPenalties(ctx: ImageContext, penalties: number, words: ImageWords): void {
  ctx.fillStyle = COLORS.penaltiesBackground;
  ctx.beginPath();
  ctx.roundRect(CONTENT_LEFT, PENALTIES_TOP, CONTENT_WIDTH, PENALTIES_HEIGHT, 14);
  ctx.fill();
  const y = middle(PENALTIES_TOP, PENALTIES_HEIGHT, 28);
  text(ctx, words.penalties, COLUMNS.bar.left, y, { weight: 900, size: 26, color: COLORS.penaltiesText, spacing: 3 });
  text(ctx, formatToPar(penalties), COLUMNS.score.center, y, {
    weight: 900,
    size: 32,
    color: COLORS.penaltiesText,
    align: 'center',
  });
}

function drawTotal(ctx: ImageContext, total: number, words: ImageWords): void {
  const status = parStatus(total);
  const statusText = words.status[status];
  ctx.fillStyle = COLORS.totalBackground;
  ctx.beginPath();
  ctx.roundRect(CONTENT_LEFT, TOTAL_TOP, CONTENT_WIDTH, TOTAL_HEIGHT, TOTAL_RADIUS);
  ctx.fill();

  const left = CONTENT_LEFT + 44;
  text(ctx, words.totalScore, left, TOTAL_TOP + 62, { weight: 900, size: 30, color: COLORS.totalLabel, spacing: 5 });
  text(ctx, words.totalCaption, left, TOTAL_TOP + 100, { weight: 600, size: 26, color: COLORS.totalCaption });

  const pill = STATUS_COLORS[status];
  ctx.font = font(900, 28);
  ctx.letterSpacing = '3px';
  const pillWidth = ctx.measureText(statusText).width + 48;
  ctx.letterSpacing = '0px';
  const pillTop = TOTAL_TOP + 124;
  ctx.fillStyle = pill.background;
  ctx.beginPath();
  ctx.roundRect(left, pillTop, pillWidth, 48, 24);
  ctx.fill();
  text(ctx, statusText, left + pillWidth / 2, middle(pillTop, 48, 28), {
    weight: 900,
    size: 28,
    color: pill.text,
    align: 'center',
    spacing: 3,
  });

  text(ctx, formatToPar(total), CONTENT_RIGHT - 48, TOTAL_TOP + TOTAL_HEIGHT - 40, {
    weight: 900,
    size: 150,
    color: COLORS.totalNumber,
    align: 'right',
  });
}
