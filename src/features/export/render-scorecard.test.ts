import { describe, expect, it } from 'vitest';
import { defaultHoles } from '../../../domain/holes';
import { renderScorecardPng } from './render-scorecard';

const card = { teamName: 'The Birdies', date: '2026-11-21', holes: defaultHoles(), penalties: [] };
const options = { siteUrl: 'pubgolf.example' };

describe('rendering the scorecard', () => {
  it('fails with "Canvas not found" when there is no canvas', async () => {
    await expect(renderScorecardPng(null, card, options)).rejects.toThrow('Canvas not found');
  });

  it('fails with "Canvas context not found" when the canvas gives no 2D context', async () => {
    const canvas = { width: 0, height: 0, getContext: () => null } as unknown as HTMLCanvasElement;
    await expect(renderScorecardPng(canvas, card, options)).rejects.toThrow('Canvas context not found');
    expect([canvas.width, canvas.height]).toEqual([1080, 1350]);
  });
});
