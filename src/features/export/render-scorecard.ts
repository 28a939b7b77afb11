import { drawScorecard, type ScorecardImageCard, type ScorecardImageOptions } from './draw-scorecard';
import { loadScorecardFont } from './scorecard-font';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './scorecard-layout';

/** Draws the card on `canvas` once its font is loaded, and answers the image as a PNG. */
export async function renderScorecardPng(
  canvas: HTMLCanvasElement | null,
  card: ScorecardImageCard,
  options: ScorecardImageOptions,
): Promise<Blob> {
  if (!canvas) throw new Error('Canvas not found');
  canvas.width = IMAGE_WIDTH;
  canvas.height = IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas context not found');
  await loadScorecardFont();
  drawScorecard(ctx, card, options);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas could not be encoded'))), 'image/png'),
  );
}
