import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test-support/render';
import { AlcoholFreeChoice } from './alcohol-free-choice';
import { fakeLiveGame } from './fake-live-game';
import type { LiveGame } from './socket/use-live-game';

const LABEL = 'We play alcohol-free';

async function choose(game: LiveGame, alcoholFree = false, language: 'en' | 'de' = 'en') {
  const view = await render(<AlcoholFreeChoice game={game} alcoholFree={alcoholFree} />, { language });
  const next = (changes: Partial<LiveGame>, flag = alcoholFree) =>
    view.rerender(<AlcoholFreeChoice game={{ ...game, ...changes }} alcoholFree={flag} />);
  return { ...view, next };
}

describe('a team marking itself alcohol-free', () => {
  it('sends the choice, says Saving… until the board shows it, then Saved.', async () => {
    const setAlcoholFree = vi.fn(() => true);
    const game = fakeLiveGame({ setAlcoholFree });
    const { user, next } = await choose(game);
    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    expect(setAlcoholFree).toHaveBeenCalledWith(true);
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: LABEL })).toHaveProperty('disabled', true);
    next({ board: { ...game.board } }, true);
    expect(screen.getByText('Saved.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: LABEL })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: LABEL })).toHaveProperty('disabled', false);
  });

  it('says so when it cannot be sent, and keeps the box as the board has it', async () => {
    const { user } = await choose(fakeLiveGame({ setAlcoholFree: () => false }));
    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    expect(screen.getByRole('alert').textContent).toBe('You are offline. Try again when you are back online.');
    expect(screen.getByRole('checkbox', { name: LABEL })).toHaveProperty('checked', false);
  });

  it('reads in German, with what it means', async () => {
    await choose(fakeLiveGame(), true, 'de');
    expect(screen.getByRole('checkbox', { name: 'Wir spielen alkoholfrei' })).toHaveProperty('checked', true);
    expect(screen.getByText(/dieselben Regeln und dieselbe Wertung/)).toBeTruthy();
  });
});
