import { fitWidth } from './fit-text';
import { text, type ImageContext } from './image-parts';
import { COLORS, CONTENT_RIGHT, font } from './scorecard-layout';

const MARK_SIZE = 18;
const MARK_HEIGHT = 28;
const MARK_PADDING = 7;
const KEY_SIZE = 22;
const KEY_GAP = 10;

function markWidth(ctx: ImageContext, mark: string): number {
  ctx.font = font(900, MARK_SIZE);
  return Math.max(MARK_HEIGHT, ctx.measureText(mark).width + 2 * MARK_PADDING);
}

/** The mark of a hole a mulligan was used on: a small neutral pill, centred on `center` and on the row's `middleY`. */
export function drawMulliganMark(ctx: ImageContext, mark: string, center: number, middleY: number): void {
  const width = markWidth(ctx, mark);
  ctx.fillStyle = COLORS.rule;
  ctx.beginPath();
  ctx.roundRect(center - width / 2, middleY - MARK_HEIGHT / 2, width, MARK_HEIGHT, MARK_HEIGHT / 2);
  ctx.fill();
  text(ctx, mark, center, Math.round(middleY + MARK_SIZE * 0.36), {
    weight: 900,
    size: MARK_SIZE,
    color: COLORS.muted,
    align: 'center',
  });
}

/**
 * The mark and what it means ('Mulligan used'), ending at the right edge on `baseline`; the words
 * are cut to the room after `left`, where the line's other words end.
 */
export function drawMulliganKey(
  ctx: ImageContext,
  words: { mulliganMark: string; mulliganKey: string },
  left: number,
  baseline: number,
): void {
  const mark = markWidth(ctx, words.mulliganMark);
  ctx.font = font(700, KEY_SIZE);
  const key = fitWidth(ctx, words.mulliganKey, CONTENT_RIGHT - left - mark - KEY_GAP);
  const keyLeft = CONTENT_RIGHT - ctx.measureText(key).width;
  drawMulliganMark(ctx, words.mulliganMark, keyLeft - KEY_GAP - mark / 2, baseline - Math.round(KEY_SIZE * 0.36));
  text(ctx, key, keyLeft, baseline, { weight: 700, size: KEY_SIZE, color: COLORS.muted });
}
