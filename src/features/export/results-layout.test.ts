import { describe, expect, it } from 'vitest';
import { MAX_TEAMS } from '../../../domain/game-protocol';
import { resultsImageHeight, resultsRows, TEAM_ROW_HEIGHT, teamRowTop } from './results-layout';
import { BORDER_WIDTH, IMAGE_HEIGHT } from './scorecard-layout';

/** Where the last row ends, for `count` teams. */
const tableBottom = (count: number) => teamRowTop(count, count);

describe('the results image’s rows', () => {
  it('are taller with bigger type for a few teams, and 64 px from a dozen on', () => {
    expect(resultsRows(3).height).toBeGreaterThanOrEqual(2.5 * TEAM_ROW_HEIGHT);
    expect(resultsRows(3).scale).toBeGreaterThanOrEqual(1.4);
    expect(resultsRows(6).height).toBe(2 * TEAM_ROW_HEIGHT);
    expect(resultsRows(12)).toEqual({ height: TEAM_ROW_HEIGHT, scale: 1 });
    expect(resultsRows(30)).toEqual({ height: TEAM_ROW_HEIGHT, scale: 1 });
  });

  it('never get shorter or smaller as teams leave', () => {
    for (let count = 1; count < MAX_TEAMS; count++) {
      expect(resultsRows(count).height).toBeGreaterThanOrEqual(resultsRows(count + 1).height);
      expect(resultsRows(count).scale).toBeGreaterThanOrEqual(resultsRows(count + 1).scale);
    }
  });

  it.each([3, 6, 12])('fill most of the 1080x1350 image for %i teams', (count) => {
    expect(resultsImageHeight(count)).toBe(IMAGE_HEIGHT);
    const rowsTop = teamRowTop(0, count);
    const room = IMAGE_HEIGHT - 150 - rowsTop;
    expect(tableBottom(count) - rowsTop).toBeGreaterThanOrEqual(0.75 * room);
  });

  it.each([1, 2, 3, 5, 6, 7, 12, 13, 30, MAX_TEAMS])('keep every one of %i teams inside the frame', (count) => {
    expect(tableBottom(count)).toBeLessThanOrEqual(resultsImageHeight(count) - 150);
    expect(tableBottom(count)).toBeLessThan(resultsImageHeight(count) - BORDER_WIDTH);
  });
});
