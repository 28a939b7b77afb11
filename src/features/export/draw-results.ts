import { HOLE_COUNT } from '../../../domain/holes';
import type { AwardLine } from '../../lib/i18n/award-words';
import { formatToPar, type ParStatus } from '../../../domain/scoring';
import { placeLabel, sharedPlaces, sortBoard } from '../../../domain/standings';
import { fitWidth } from './fit-text';
import { ENGLISH_IMAGE_WORDS, type ImageWords } from './image-words';
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
  AWARD_LINE_HEIGHT,
  AWARDS_HEADING_GAP,
  FOOTER_FROM_BOTTOM,
  GAME_DATE_BASELINE,
  GAME_NAME_BASELINE,
  RESULTS_COLUMNS,
  RESULTS_HEADER_HEIGHT,
  RESULTS_TABLE_TOP,
  resultsImageHeight,
  resultsRows,
  SMALL_TYPE_SCALE,
  teamRowTop,
  TIE_RULE_GAP,
} from './results-layout';
import { COLORS, CONTENT_LEFT, CONTENT_RIGHT, CONTENT_WIDTH, font } from './scorecard-layout';

/** One team on the final standings, as the board holds it. */
export interface ResultsTeam {
  id: string;
  name: string;
  holesPlayed: number;
  total: number;
  parStatus: ParStatus;
  /** Drawn with a small 'alcohol-free' badge, in the same standings. */
  alcoholFree?: boolean;
}

/** What the results image shows: the game, its day, and every team. */
export interface ResultsImage {
  gameName: string;
  /** YYYY-MM-DD */
  date: string;
  teams: readonly ResultsTeam[];
  /** The game's awards, in the reader's words, under the standings. */
  awards?: readonly Pick<AwardLine, 'kind' | 'title' | 'teams' | 'value'>[];
}

/** The podium: the first three places' medals, drawn behind their place. */
const PODIUM_MEDALS = ['#fbbf24', '#d6d3d1', '#d97706'] as const;

const STATUS_TEXT: Record<ParStatus, string> = {
  'ABOVE PAR': COLORS.overPar,
  'BELOW PAR': COLORS.underPar,
  'ON PAR': COLORS.ink,
};

/**
 * Draws the final standings onto a context 1080 wide and `resultsImageHeight(teams)` tall: the
 * scorecard image's frame, banner and footer, the game's name and date, then each team lowest
 * total first with its place (shared places marked 'T2'), name, holes played, par status and
 * total, the first three places on their medals (the podium), and the awards under them. Pure:
 * the same standings give the same calls.
 */
export function drawResults(
  ctx: ImageContext,
  results: ResultsImage,
  { siteUrl, words = ENGLISH_IMAGE_WORDS }: { siteUrl: string; words?: ImageWords },
): void {
  const awards = results.awards ?? [];
  const height = resultsImageHeight(results.teams.length, awards.length);
  const teams = sortBoard(results.teams);
  const places = sharedPlaces(teams.map((team) => team.total));
  ctx.textBaseline = 'alphabetic';
  ctx.letterSpacing = '0px';
  drawFrame(ctx, height);
  drawBanner(ctx, words.finalStandings);
  drawGame(ctx, results, words.locale);
  drawHeader(ctx, words);
  teams.forEach((team, index) => {
    const place = places[index] ?? { place: index + 1, tied: false };
    drawTeamRow(
      ctx,
      team,
      placeLabel(place),
      { index, teamCount: teams.length, awardCount: awards.length, medal: PODIUM_MEDALS[place.place - 1] ?? null },
      words,
    );
  });
  const rowsBottom = teamRowTop(teams.length, teams.length, awards.length);
  if (teams.length > 1) {
    text(ctx, words.tieRule, CONTENT_LEFT, rowsBottom + TIE_RULE_GAP, {
      weight: 600,
      size: 24,
      color: COLORS.muted,
    });
  }
  if (awards.length > 0) drawAwards(ctx, awards, rowsBottom + AWARDS_HEADING_GAP, words);
  drawFooter(ctx, siteUrl, height - FOOTER_FROM_BOTTOM, words.playAt);
}

function drawGame(ctx: ImageContext, results: ResultsImage, locale: string): void {
  ctx.font = font(900, 60);
  const name = fitWidth(ctx, results.gameName.trim() || 'Pub Golf', CONTENT_WIDTH);
  text(ctx, name, CONTENT_LEFT, GAME_NAME_BASELINE, { weight: 900, size: 60, color: COLORS.ink });
  text(ctx, formatCardDate(results.date, locale), CONTENT_LEFT, GAME_DATE_BASELINE, {
    weight: 600,
    size: 30,
    color: COLORS.muted,
  });
}

function drawHeader(ctx: ImageContext, words: ImageWords): void {
  ctx.fillStyle = COLORS.tableHeader;
  ctx.beginPath();
  ctx.roundRect(CONTENT_LEFT, RESULTS_TABLE_TOP, CONTENT_WIDTH, RESULTS_HEADER_HEIGHT, [14, 14, 0, 0]);
  ctx.fill();
  const y = middle(RESULTS_TABLE_TOP, RESULTS_HEADER_HEIGHT, 22);
  const header = { weight: 800, size: 22, color: COLORS.tableHeaderText, spacing: 2 };
  text(ctx, '#', RESULTS_COLUMNS.place.center, y, { ...header, align: 'center' });
  text(ctx, words.team, RESULTS_COLUMNS.team.left, y, header);
  text(ctx, words.holes, RESULTS_COLUMNS.holes.center, y, { ...header, align: 'center' });
  text(ctx, words.total, RESULTS_COLUMNS.total.right, y, { ...header, align: 'right' });
}

/** Each award on a line under its heading: its title, the teams that share it, and what it was won with. */
function drawAwards(
  ctx: ImageContext,
  awards: NonNullable<ResultsImage['awards']>,
  headingBaseline: number,
  words: ImageWords,
): void {
  text(ctx, words.awards, CONTENT_LEFT, headingBaseline, { weight: 900, size: 26, color: COLORS.ink, spacing: 2 });
  const teamsLeft = CONTENT_LEFT + 270;
  const valueRight = CONTENT_RIGHT - 24;
  awards.forEach((award, index) => {
    const y = headingBaseline + (index + 1) * AWARD_LINE_HEIGHT;
    ctx.font = font(900, 22);
    text(
      ctx,
      fitWidth(ctx, award.title.toLocaleUpperCase(words.locale), teamsLeft - CONTENT_LEFT - 16),
      CONTENT_LEFT,
      y,
      {
        weight: 900,
        size: 22,
        color: COLORS.holeNumber,
      },
    );
    ctx.font = font(600, 22);
    const valueWidth = ctx.measureText(award.value).width;
    text(ctx, award.value, valueRight, y, { weight: 600, size: 22, color: COLORS.muted, align: 'right' });
    ctx.font = font(800, 26);
    const teams = fitWidth(ctx, award.teams, valueRight - valueWidth - 24 - teamsLeft);
    text(ctx, teams, teamsLeft, y, { weight: 800, size: 26, color: COLORS.ink });
  });
}

function drawTeamRow(
  ctx: ImageContext,
  team: ResultsTeam,
  place: string,
  {
    index,
    teamCount,
    awardCount,
    medal,
  }: { index: number; teamCount: number; awardCount: number; medal: string | null },
  words: ImageWords,
): void {
  const top = teamRowTop(index, teamCount, awardCount);
  const { height, scale } = resultsRows(teamCount, awardCount);
  const size = (base: number) => Math.round(base * scale);
  const smallSize = (base: number) => Math.round(base * Math.min(scale, SMALL_TYPE_SCALE));
  if (index % 2 === 1) {
    ctx.fillStyle = COLORS.stripe;
    ctx.fillRect(CONTENT_LEFT, top, CONTENT_WIDTH, height);
  }
  ctx.fillStyle = COLORS.rule;
  ctx.fillRect(CONTENT_LEFT, top + height - 1, CONTENT_WIDTH, 1);

  if (medal !== null) {
    const diameter = Math.min(height - 8, size(34) * 1.8);
    ctx.fillStyle = medal;
    ctx.beginPath();
    ctx.roundRect(
      RESULTS_COLUMNS.place.center - diameter / 2,
      top + (height - diameter) / 2,
      diameter,
      diameter,
      diameter / 2,
    );
    ctx.fill();
  }
  text(ctx, place, RESULTS_COLUMNS.place.center, middle(top, height, size(34)), {
    weight: 900,
    size: size(34),
    color: COLORS.holeNumber,
    align: 'center',
  });
  const y = middle(top, height, size(30));
  const badge = team.alcoholFree ? badgeWidth(ctx, words.alcoholFree, smallSize(18)) : 0;
  ctx.font = font(800, size(30));
  const name = fitWidth(
    ctx,
    team.name.trim() || words.unnamedTeam,
    RESULTS_COLUMNS.team.right - RESULTS_COLUMNS.team.left - (badge > 0 ? badge + BADGE_GAP : 0),
  );
  text(ctx, name, RESULTS_COLUMNS.team.left, y, { weight: 800, size: size(30), color: COLORS.ink });
  if (badge > 0) {
    ctx.font = font(800, size(30));
    const left = RESULTS_COLUMNS.team.left + ctx.measureText(name).width + BADGE_GAP;
    drawBadge(ctx, words.alcoholFree, left, y, smallSize(18));
  }
  text(ctx, `${team.holesPlayed}/${HOLE_COUNT}`, RESULTS_COLUMNS.holes.center, y, {
    weight: 700,
    size: smallSize(28),
    color: COLORS.muted,
    align: 'center',
  });
  text(ctx, words.status[team.parStatus], RESULTS_COLUMNS.status.center, middle(top, height, smallSize(20)), {
    weight: 900,
    size: smallSize(20),
    color: STATUS_TEXT[team.parStatus],
    align: 'center',
    spacing: 2,
  });
  text(ctx, formatToPar(team.total), RESULTS_COLUMNS.total.right, middle(top, height, size(38)), {
    weight: 900,
    size: size(38),
    color: COLORS.ink,
    align: 'right',
  });
}
