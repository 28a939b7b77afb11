import { BAR_NAME_MAX_CHARS, BAR_NAME_MAX_WIDTH } from './scorecard-layout';

/** The one thing text fitting needs from a canvas: how wide a text is in its current font. */
export interface TextMeasurer {
  measureText(text: string): Pick<TextMetrics, 'width'>;
}

const ELLIPSIS = '…';

/** The first `count` characters, counting an emoji or accented letter made of two code units as one. */
function firstChars(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/**
 * A text measuring wider than `maxWidth` (in the context's current font) is cut to its first
 * `maxChars` characters and an ellipsis; a narrower one, or one no longer than `maxChars`, stays whole.
 */
function cutIfWider(ctx: TextMeasurer, text: string, maxWidth: number, maxChars: number): string {
  if (ctx.measureText(text).width <= maxWidth || Array.from(text).length <= maxChars) return text;
  return `${firstChars(text, maxChars).trimEnd()}${ELLIPSIS}`;
}

export function fitBarName(ctx: TextMeasurer, name: string): string {
  return cutIfWider(ctx, name, BAR_NAME_MAX_WIDTH, BAR_NAME_MAX_CHARS);
}

/** A drink takes all of its column (`columnWidth`), and is cut with an ellipsis only past it. */
export function fitDrink(ctx: TextMeasurer, drink: string, columnWidth: number): string {
  return fitWidth(ctx, drink, columnWidth);
}

/** The longest start of `text` that, with an ellipsis, fits `maxWidth`: for a team or course name of any length. */
export function fitWidth(ctx: TextMeasurer, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = Array.from(text);
  for (let count = chars.length - 1; count > 0; count--) {
    const candidate = `${chars.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
    if (ctx.measureText(candidate).width <= maxWidth) return candidate;
  }
  return ELLIPSIS;
}
