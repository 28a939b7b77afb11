import type { ImageContext } from './image-parts';

interface DrawnText {
  text: string;
  x: number;
  y: number;
  font: string;
  fillStyle: string;
  textAlign: CanvasTextAlign;
}

interface DrawnRect {
  x: number;
  y: number;
  width: number;
  height: number;
  fillStyle: string;
}

/** Every text, rectangle and filled shape, in the order drawn. */
type Drawn = ({ kind: 'text' } & DrawnText) | ({ kind: 'rect' } & DrawnRect) | { kind: 'fill'; fillStyle: string };

/**
 * A 2D context that draws nothing and remembers what was asked of it. Text measures
 * `charWidth` pixels a character, whatever the font, so widths are easy to reason about.
 */
export function fakeCanvasContext(charWidth = 10) {
  const texts: DrawnText[] = [];
  const rects: DrawnRect[] = [];
  const log: Drawn[] = [];
  const noop = () => {};
  const ctx = {
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    letterSpacing: '0px',
    measureText: (text: string) => ({ width: Array.from(text).length * charWidth }) as TextMetrics,
    fillText(text: string, x: number, y: number) {
      const drawn = { text, x, y, font: ctx.font, fillStyle: String(ctx.fillStyle), textAlign: ctx.textAlign };
      texts.push(drawn);
      log.push({ kind: 'text', ...drawn });
    },
    fillRect(x: number, y: number, width: number, height: number) {
      const drawn = { x, y, width, height, fillStyle: String(ctx.fillStyle) };
      rects.push(drawn);
      log.push({ kind: 'rect', ...drawn });
    },
    beginPath: noop,
    roundRect: noop,
    fill() {
      log.push({ kind: 'fill', fillStyle: String(ctx.fillStyle) });
    },
    stroke: noop,
    moveTo: noop,
    lineTo: noop,
    closePath: noop,
    ellipse: noop,
  } satisfies ImageContext;
  return { ctx, texts, rects, log };
}
