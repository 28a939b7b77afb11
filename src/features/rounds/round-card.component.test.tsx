import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedRound } from '../../../domain/rounds';
import { render } from '../../test-support/render';
import { RoundCard, type RoundActions } from './round-card';

const ROUND: SavedRound = {
  id: '4f7c8e8e-2b0a-4d3c-9a55-0a6f4b1f2c3d',
  number: 3,
  teamName: 'Eagles',
  date: '2026-05-02',
  totalScore: 2,
  holes: [{ holeNumber: 1, par: 3, barName: 'The Crown', drink: 'Lager', score: 5 }],
  penalties: [],
  courseId: null,
  courseName: null,
  editedAt: null,
  createdAt: '2026-05-02T21:00:00.000Z',
  updatedAt: '2026-05-02T21:00:00.000Z',
};

const FROM_LIVE_GAME: SavedRound = {
  ...ROUND,
  courseId: 'old-town',
  courseName: 'Old Town Crawl',
  liveGame: { name: 'Friday Crawl', place: 2, tied: true, teams: 12 },
};

function actions(): RoundActions {
  return { onEdit: vi.fn(), onKeepPlaying: vi.fn(), onPlayAgain: vi.fn(), onExport: vi.fn(), onDelete: vi.fn() };
}

describe('a round in History', () => {
  it('from a live game shows its place among the teams, and plays again as a new round instead of Keep Playing', async () => {
    const given = actions();
    const { user } = await render(<RoundCard round={FROM_LIVE_GAME} actions={given} />);
    screen.getByText('Live game · T2 of 12 · Friday Crawl');
    expect(screen.queryByRole('button', { name: /Keep Playing/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Scorecard/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play Again From This Card Eagles' }));
    expect(given.onPlayAgain).toHaveBeenCalledWith(FROM_LIVE_GAME);
    expect(given.onKeepPlaying).not.toHaveBeenCalled();
  });

  it('from a live game reads its place as German boards do', async () => {
    await render(<RoundCard round={FROM_LIVE_GAME} actions={actions()} />, { language: 'de' });
    screen.getByText('Live-Spiel · 2. von 12 · Friday Crawl');
    screen.getByRole('button', { name: 'Mit dieser Karte neu spielen Eagles' });
    expect(screen.queryByRole('button', { name: /Weiterspielen/ })).toBeNull();
  });

  it('played alcohol-free carries the badge, and a round played otherwise none', async () => {
    const { unmount } = await render(<RoundCard round={{ ...ROUND, alcoholFree: true }} actions={actions()} />);
    screen.getByText('Alcohol-free');
    unmount();
    await render(<RoundCard round={ROUND} actions={actions()} />);
    expect(screen.queryByText('Alcohol-free')).toBeNull();
  });

  it('played on a course still offers Keep Playing, and names no live game', async () => {
    const given = actions();
    const onCourse = { ...ROUND, courseId: 'old-town', courseName: 'Old Town Crawl' };
    const { user } = await render(<RoundCard round={onCourse} actions={given} />);
    expect(screen.queryByText(/Live game/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep Playing Eagles' }));
    expect(given.onKeepPlaying).toHaveBeenCalledWith(onCourse, 'old-town');
    expect(screen.queryByRole('button', { name: /Play Again/ })).toBeNull();
  });
});
