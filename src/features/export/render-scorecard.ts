import { drawScorecard, type ScorecardImageCard, type ScorecardImageOptions } from './draw-scorecard';
import type { ImageContext } from './image-parts';
import { loadEmojiFontFor, loadScorecardFont } from './scorecard-font';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './scorecard-layout';

/**
 * Sizes `canvas` to the image (1080 wide), draws on it once the image's fonts are loaded (the
 * emoji font when the names it shows, `names`, hold an emoji), and answers a PNG.
 */
export async function renderPng(
  canvas: HTMLCanvasElement | null,
  height: number,
  draw: (ctx: ImageContext) => void,
  names: readonly (string | null | undefined)[] = [],
): Promise<Blob> {
  if (!canvas) throw new Error('Canvas not found');
  canvas.width = IMAGE_WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas context not found');
  await Promise.all([loadScorecardFont(), loadEmojiFontFor(names.join(' '))]);
  draw(ctx);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas could not be encoded'))), 'image/png'),
  );
}

/** Draws the card as the 1080x1350 scorecard image, and answers it as a PNG. */
export function renderScorecardPng(
  canvas: HTMLCanvasElement | null,
  card: ScorecardImageCard,
  options: ScorecardImageOptions,
): Promise<Blob> {
  const names = [card.teamName, card.courseName, ...card.holes.flatMap((hole) => [hole.barName, hole.drink])];
  return renderPng(canvas, IMAGE_HEIGHT, (ctx) => drawScorecard(ctx, card, options), names);
}
