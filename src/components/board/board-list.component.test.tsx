import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../../domain/rounds';
import { render } from '../../test-support/render';
import { BoardList } from './board-list';

const entries: Leaderboard = [-3, 2, 2, 5].map((totalScore, index) => ({
  id: `round-${index}`,
  teamName: `Team ${index + 1}`,
  totalScore,
  createdAt: '2026-11-21T20:00:00.000Z',
}));

/** Each row's place as the board writes it, where no medal stands for it. */
function places(): string[] {
  return within(screen.getByRole('list', { name: 'Board' }))
    .getAllByRole('listitem')
    .map((row) => row.firstElementChild?.textContent ?? '');
}

describe('a board’s shared places', () => {
  it('reads T2 in English', async () => {
    await render(<BoardList entries={entries} label="Board" />);
    expect(places().slice(1)).toEqual(['T2', 'T2', '4']);
  });

  it('reads 2., 2., 4. in German, as German results lists write places', async () => {
    await render(<BoardList entries={entries} label="Board" />, { language: 'de' });
    expect(places().slice(1)).toEqual(['2.', '2.', '4.']);
    expect(screen.getByText(/^Gleiche Ergebnisse teilen sich einen Platz\./)).toBeTruthy();
  });
});
