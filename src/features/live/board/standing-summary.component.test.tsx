import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../../../domain/game-protocol';
import { render } from '../../../test-support/render';
import { boardTeam } from '../fake-live-game';
import { StandingSummary } from './standing-summary';

/** A board of teams named by their totals; the phone's own team is 'You'. */
function board(yours: number, others: readonly number[]): Board {
  return {
    name: 'Friday Crawl',
    status: 'live',
    endedAt: null,
    teams: [
      { ...boardTeam('You'), total: yours },
      ...others.map((total, index) => ({ ...boardTeam(`Team ${index + 1}`), total })),
    ],
  };
}

async function lineOf(yours: number, others: readonly number[], language: 'en' | 'de' = 'en') {
  await render(<StandingSummary board={board(yours, others)} teamId="you" />, { language });
  return screen.getByRole('link').textContent?.replace(/(Board|Tabelle)$/, '');
}

describe("a team's standing above its card", () => {
  it.each<[string, number, number[], string]>([
    ['alone', 0, [], "You're the only team so far, with a total of 0"],
    ['leading by one', -2, [-1, 4], "You're leading by 1 stroke, with a total of -2"],
    ['leading by more', 3, [6], "You're leading by 3 strokes, with a total of +3"],
    ['sharing the lead', 0, [0, 0, 2], 'You share the lead with 2 other teams, with a total of 0'],
    ['sharing the lead with one', 1, [1], 'You share the lead with 1 other team, with a total of +1'],
    ['tied behind, on 0', 0, [-6, 0, 0, 3], "You're tied 2nd of 5 and 6 strokes behind the leader, with a total of 0"],
    ['third, one behind', 2, [1, 1, 5], "You're 3rd of 4 and 1 stroke behind the leader, with a total of +2"],
    [
      'tied 11th of 12',
      1,
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      "You're tied 11th of 12 and 1 stroke behind the leader, with a total of +1",
    ],
    [
      '22nd',
      9,
      [...Array.from({ length: 21 }, () => 0), 10],
      "You're 22nd of 23 and 9 strokes behind the leader, with a total of +9",
    ],
  ])('reads plainly %s', async (_case, yours, others, words) => {
    expect(await lineOf(yours, others)).toBe(words);
  });

  it.each<[string, number, number[], string]>([
    ['alone', 0, [], 'Dein Team ist bisher das einzige, insgesamt 0'],
    ['leading by one', -2, [-1], 'Dein Team führt mit 1 Schlag Vorsprung, insgesamt -2'],
    ['leading by more', 3, [6], 'Dein Team führt mit 3 Schlägen Vorsprung, insgesamt +3'],
    ['sharing the lead', 0, [0], 'Dein Team teilt sich die Führung mit 1 anderen Team, insgesamt 0'],
    [
      'tied behind, on 0',
      0,
      [-6, 0, 0, 3],
      'Dein Team ist punktgleich auf Platz 2 von 5 und 6 Schläge hinter der Spitze, insgesamt 0',
    ],
    ['third, one behind', 2, [1, 1, 5], 'Dein Team ist auf Platz 3 von 4 und 1 Schlag hinter der Spitze, insgesamt +2'],
  ])('reads in German %s', async (_case, yours, others, words) => {
    expect(await lineOf(yours, others, 'de')).toBe(words);
  });

  it.each<['en' | 'de', string]>([
    ['en', 'As the board stood after hole 7. Your card counts every hole.'],
    ['de', 'So stand die Tabelle nach Loch 7. Deine Karte zählt jedes Loch.'],
  ])('says it is the board’s while the board hides the last holes (%s)', async (language, words) => {
    await render(<StandingSummary board={{ ...board(1, [0]), hiddenHoles: 2 }} teamId="you" />, { language });
    expect(screen.getByText(words)).toBeTruthy();
  });

  it('leads to the board', async () => {
    await render(<StandingSummary board={board(1, [0])} teamId="you" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('#live-board-heading');
  });
});
