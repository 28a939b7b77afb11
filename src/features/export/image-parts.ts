/**
 * What every exported image shares: the canvas calls it uses, the red frame, the banner with the
 * app's flag and wordmark, text in the image's typeface, and the footer with the site's address.
 */
import { fitWidth } from './fit-text';
import { BANNER_HEIGHT, BORDER_WIDTH, COLORS, CONTENT_WIDTH, font, IMAGE_WIDTH } from './scorecard-layout';

/** The parts of a 2D canvas context the drawing uses, so a test can hand it a fake. */
export type ImageContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'letterSpacing'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'roundRect'
  | 'fill'
  | 'stroke'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'ellipse'
>;

/**
 * "Saturday, November 21, 2026" in en-US, "Saturday, 21 November 2026" in en-GB, "Samstag,
 * 21. November 2026" in de-DE: the same words on every phone in that locale, whatever its time zone.
 */
export function formatCardDate(isoDate: string, locale: string): string {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function text(
  ctx: ImageContext,
  value: string,
  x: number,
  y: number,
  style: { weight: number; size: number; color: string; align?: CanvasTextAlign; spacing?: number },
): void {
  ctx.font = font(style.weight, style.size);
  ctx.fillStyle = style.color;
  ctx.textAlign = style.align ?? 'left';
  ctx.letterSpacing = `${style.spacing ?? 0}px`;
  ctx.fillText(value, x, y);
  ctx.letterSpacing = '0px';
}

/** The red border round the paper, on an image `height` pixels tall. */
export function drawFrame(ctx: ImageContext, height: number): void {
  ctx.fillStyle = COLORS.border;
  ctx.fillRect(0, 0, IMAGE_WIDTH, height);
  ctx.fillStyle = COLORS.paper;
  ctx.fillRect(BORDER_WIDTH, BORDER_WIDTH, IMAGE_WIDTH - 2 * BORDER_WIDTH, height - 2 * BORDER_WIDTH);
}

const WORDMARK = 'PUB GOLF';
const WORDMARK_SIZE = 100;
const WORDMARK_SPACING = 6;

/** The green banner: the flag and the wordmark, and under them what the image is ('SCORECARD'). */
export function drawBanner(ctx: ImageContext, subtitle: string): void {
  ctx.fillStyle = COLORS.banner;
  ctx.fillRect(BORDER_WIDTH, BORDER_WIDTH, IMAGE_WIDTH - 2 * BORDER_WIDTH, BANNER_HEIGHT);

  // The wordmark and the flag beside it are centred together.
  ctx.font = font(900, WORDMARK_SIZE);
  ctx.letterSpacing = `${WORDMARK_SPACING}px`;
  const wordmarkWidth = ctx.measureText(WORDMARK).width;
  ctx.letterSpacing = '0px';
  const flagWidth = 64;
  const gap = 22;
  const left = (IMAGE_WIDTH - (flagWidth + gap + wordmarkWidth)) / 2;
  const baseline = BORDER_WIDTH + 116;
  drawFlag(ctx, left, baseline);
  text(ctx, WORDMARK, left + flagWidth + gap, baseline, {
    weight: 900,
    size: WORDMARK_SIZE,
    color: COLORS.bannerText,
    spacing: WORDMARK_SPACING,
  });
  text(ctx, subtitle, IMAGE_WIDTH / 2, BORDER_WIDTH + BANNER_HEIGHT - 22, {
    weight: 800,
    size: 26,
    color: COLORS.bannerSubtitle,
    align: 'center',
    spacing: 14,
  });
}

/** The app's flag: a pole standing in the hole, a red pennant. `baseline` is where the hole sits. */
function drawFlag(ctx: ImageContext, left: number, baseline: number): void {
  const poleX = left + 18;
  const top = baseline - 86;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.beginPath();
  ctx.ellipse(left + 30, baseline - 2, 30, 8, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = COLORS.flagPole;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(poleX, baseline - 2);
  ctx.lineTo(poleX, top);
  ctx.stroke();
  ctx.fillStyle = COLORS.flag;
  ctx.beginPath();
  ctx.moveTo(poleX + 3, top);
  ctx.lineTo(poleX + 48, top + 17);
  ctx.lineTo(poleX + 3, top + 34);
  ctx.closePath();
  ctx.fill();
}

/** Baseline of text vertically centred in a band of `height` starting at `top`, for a font of `size`. */
export function middle(top: number, height: number, size: number): number {
  return Math.round(top + height / 2 + size * 0.36);
}

/** 'Play your own round at {site}', centred on `baseline`: the footer points new players to the site. */
export function drawFooter(
  ctx: ImageContext,
  siteUrl: string,
  baseline: number,
  playAt = 'Play your own round at',
): void {
  ctx.font = font(600, 26);
  const lead = `${playAt} `;
  const leadWidth = ctx.measureText(lead).width;
  ctx.font = font(900, 30);
  const site = fitWidth(ctx, siteUrl, CONTENT_WIDTH - leadWidth);
  const siteWidth = ctx.measureText(site).width;
  const left = (IMAGE_WIDTH - leadWidth - siteWidth) / 2;
  text(ctx, lead, left, baseline, { weight: 600, size: 26, color: COLORS.muted });
  text(ctx, site, left + leadWidth, baseline, { weight: 900, size: 30, color: COLORS.banner });
}

export const BADGE_GAP = 14;
const BADGE_PADDING = 12;

export function badgeWidth(ctx: ImageContext, label: string, size: number): number {
  ctx.font = font(800, size);
  return ctx.measureText(label).width + 2 * BADGE_PADDING;
}

/** A small neutral pill after a team's name, on the name's baseline. */
export function drawBadge(ctx: ImageContext, label: string, left: number, baseline: number, size: number): void {
  const width = badgeWidth(ctx, label, size);
  const height = Math.round(size * 1.6);
  ctx.fillStyle = COLORS.rule;
  ctx.beginPath();
  ctx.roundRect(left, baseline - size - (height - size) / 2 + 2, width, height, height / 2);
  ctx.fill();
  text(ctx, label, left + BADGE_PADDING, baseline - 2, { weight: 800, size, color: COLORS.muted });
}
