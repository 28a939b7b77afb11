import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test-support/render';
import { boardTeam, fakeLiveGame, refusal } from './fake-live-game';
import { HostControls, HostMenu, RemoveTeamButton } from './host-controls';
import type { LiveGame } from './socket/use-live-game';

const NOT_SENT = 'You are offline. Try again when you are back online.';
const CUT_OFF = 'The connection dropped before the game answered. Check the board, and try again if nothing changed.';

/** The host renames the game to `name`; returns the game with its rename, to render the next states from. */
async function renameTo(name: string, game: LiveGame) {
  const view = await render(<HostControls game={game} />);
  const field = screen.getByRole('textbox', { name: 'Game name' });
  await view.user.clear(field);
  await view.user.type(field, name);
  await view.user.click(screen.getByRole('button', { name: 'Rename game' }));
  const next = (changes: Partial<LiveGame>) => view.rerender(<HostControls game={{ ...game, ...changes }} />);
  return { ...view, next };
}

describe("the host's menu", () => {
  it('keeps the controls in a dialog opened from one button, which Escape closes', async () => {
    const view = await render(<HostMenu game={fakeLiveGame()} />);
    expect(screen.queryByRole('button', { name: 'End game' })).toBeNull();
    const opener = screen.getByRole('button', { name: 'Host controls' });
    await view.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Host controls' });
    expect(within(dialog).getByRole('textbox', { name: 'Game name' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'End game' })).toBeTruthy();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads in German', async () => {
    const view = await render(<HostMenu game={fakeLiveGame()} />, { language: 'de' });
    await view.user.click(screen.getByRole('button', { name: 'Gastgeber-Menü' }));
    expect(await screen.findByRole('dialog', { name: 'Gastgeber-Menü' })).toBeTruthy();
  });
});

describe('the host renaming the game', () => {
  it('says so when the rename cannot be sent', async () => {
    const renameGame = vi.fn(() => false);
    await renameTo('Saturday Crawl', fakeLiveGame({ renameGame }));
    expect(renameGame).toHaveBeenCalledWith('Saturday Crawl');
    expect(screen.getByRole('alert').textContent).toBe(NOT_SENT);
    expect(screen.getByRole('button', { name: 'Rename game' })).toHaveProperty('disabled', false);
  });

  it('shows Renaming… until the game answers with the new name', async () => {
    const game = fakeLiveGame();
    const { next } = await renameTo('Saturday Crawl', game);
    expect(screen.getByRole('button', { name: 'Renaming…' })).toHaveProperty('disabled', true);
    next({ board: { ...game.board, name: 'Saturday Crawl' } });
    expect(screen.queryByRole('button', { name: 'Renaming…' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the game’s refusal and is no longer pending', async () => {
    const { next } = await renameTo('Saturday Crawl', fakeLiveGame());
    next({ refusal: refusal('forbidden', 'Only the host can do that.') });
    expect(screen.getByRole('alert').textContent).toBe('Only the host can do that.');
    expect(screen.getByRole('button', { name: 'Rename game' })).toHaveProperty('disabled', false);
  });

  it('says the connection dropped before the answer, and stays so once the socket is back', async () => {
    const { next } = await renameTo('Saturday Crawl', fakeLiveGame());
    next({ status: 'reconnecting' });
    expect(screen.getByRole('alert').textContent).toBe(CUT_OFF);
    expect(screen.getByRole('button', { name: 'Rename game' })).toHaveProperty('disabled', false);
    next({ status: 'open' });
    expect(screen.getByRole('alert').textContent).toBe(CUT_OFF);
    expect(screen.getByRole('button', { name: 'Rename game' })).toHaveProperty('disabled', false);
  });

  it('says nothing of a drop after the new name reached the board', async () => {
    const game = fakeLiveGame();
    const { next } = await renameTo('Saturday Crawl', game);
    const renamed = { ...game.board, name: 'Saturday Crawl' };
    next({ board: renamed });
    next({ board: renamed, status: 'reconnecting' });
    next({ board: renamed, status: 'open' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal in the page’s language, by its code', async () => {
    const game = fakeLiveGame();
    const view = await render(<HostControls game={game} />, { language: 'de' });
    const field = screen.getByRole('textbox', { name: 'Name des Spiels' });
    await view.user.clear(field);
    await view.user.type(field, 'Samstagsrunde');
    await view.user.click(screen.getByRole('button', { name: 'Spiel umbenennen' }));
    expect(screen.getByRole('button', { name: 'Wird umbenannt…' })).toHaveProperty('disabled', true);
    view.rerender(<HostControls game={{ ...game, refusal: refusal('forbidden', 'Only the host can do that.') }} />);
    expect(screen.getByRole('alert').textContent).toBe('Das darf nur der Gastgeber.');
  });
});

describe('the host ending the game', () => {
  async function confirmEnd(game: LiveGame) {
    const view = await render(<HostControls game={game} />);
    await view.user.click(screen.getByRole('button', { name: 'End game' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the game?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'End game' }));
    const next = (changes: Partial<LiveGame>) => view.rerender(<HostControls game={{ ...game, ...changes }} />);
    return { ...view, dialog, next };
  }

  it('says so when the end cannot be sent', async () => {
    const { dialog } = await confirmEnd(fakeLiveGame({ endGame: () => false }));
    expect(within(dialog).getByRole('alert').textContent).toBe(NOT_SENT);
    expect(within(dialog).getByRole('button', { name: 'End game' })).toHaveProperty('disabled', false);
  });

  it('shows Ending… while the answer is on its way, and the drop when the connection goes first', async () => {
    const { dialog, next } = await confirmEnd(fakeLiveGame());
    expect(within(dialog).getByRole('button', { name: 'Ending…' })).toHaveProperty('disabled', true);
    next({ status: 'reconnecting' });
    expect(within(dialog).getByRole('alert').textContent).toBe(CUT_OFF);
    next({ status: 'open' });
    expect(within(dialog).getByRole('alert').textContent).toBe(CUT_OFF);
    expect(within(dialog).getByRole('button', { name: 'End game' })).toHaveProperty('disabled', false);
  });

  it('shows the game’s refusal', async () => {
    const { dialog, next } = await confirmEnd(fakeLiveGame());
    next({ refusal: refusal('ended', 'This game has ended.') });
    expect(within(dialog).getByRole('alert').textContent).toBe('This game has ended.');
  });

  it('forgets the last attempt when the dialog opens again', async () => {
    const { dialog, user } = await confirmEnd(fakeLiveGame({ endGame: () => false }));
    expect(within(dialog).getByRole('alert').textContent).toBe(NOT_SENT);
    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await user.click(screen.getByRole('button', { name: 'End game' }));
    const again = await screen.findByRole('dialog', { name: 'End the game?' });
    expect(within(again).queryByRole('alert')).toBeNull();
  });
});

describe('the host removing a team', () => {
  const eagles = boardTeam('Eagles');

  async function confirmRemove(game: LiveGame, language: 'en' | 'de' = 'en') {
    const view = await render(<RemoveTeamButton game={game} team={eagles} />, { language });
    const words =
      language === 'en'
        ? { open: 'Remove Eagles', title: 'Remove Eagles?', confirm: 'Remove team' }
        : { open: 'Eagles entfernen', title: 'Eagles entfernen?', confirm: 'Team entfernen' };
    await view.user.click(screen.getByRole('button', { name: words.open }));
    const dialog = await screen.findByRole('dialog', { name: words.title });
    await view.user.click(within(dialog).getByRole('button', { name: words.confirm }));
    const next = (changes: Partial<LiveGame>) =>
      view.rerender(<RemoveTeamButton game={{ ...game, ...changes }} team={eagles} />);
    return { ...view, dialog, next };
  }

  it('sends the team’s removal and shows Removing… meanwhile', async () => {
    const removeTeam = vi.fn(() => true);
    const { dialog } = await confirmRemove(fakeLiveGame({ removeTeam }));
    expect(removeTeam).toHaveBeenCalledWith('eagles');
    expect(within(dialog).getByRole('button', { name: 'Removing…' })).toHaveProperty('disabled', true);
  });

  it('says so when the removal cannot be sent', async () => {
    const { dialog } = await confirmRemove(fakeLiveGame({ removeTeam: () => false }));
    expect(within(dialog).getByRole('alert').textContent).toBe(NOT_SENT);
  });

  it('says the connection dropped before the answer, and is no longer pending', async () => {
    const { dialog, next } = await confirmRemove(fakeLiveGame());
    next({ status: 'reconnecting' });
    next({ status: 'open' });
    expect(within(dialog).getByRole('alert').textContent).toBe(CUT_OFF);
    expect(within(dialog).getByRole('button', { name: 'Remove team' })).toHaveProperty('disabled', false);
  });

  it('shows the game’s refusal in German by its code', async () => {
    const { dialog, next } = await confirmRemove(fakeLiveGame(), 'de');
    next({ refusal: refusal('forbidden', 'Only the host can do that.') });
    expect(within(dialog).getByRole('alert').textContent).toBe('Das darf nur der Gastgeber.');
    expect(within(dialog).getByRole('button', { name: 'Team entfernen' })).toHaveProperty('disabled', false);
  });
});

describe('the host letting a removed team back in', () => {
  const removedTeams = [
    { id: 'eagles', name: 'Eagles' },
    { id: 'condors', name: 'Condors' },
  ];

  it('lists the removed teams and lets one back in, waiting for the game to take it off the list', async () => {
    const letBackIn = vi.fn(() => true);
    const game = fakeLiveGame({ removedTeams, letBackIn });
    const view = await render(<HostControls game={game} />);
    const list = screen.getByRole('region', { name: 'Removed teams' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EaglesLet back in', 'CondorsLet back in']);

    await view.user.click(screen.getByRole('button', { name: 'Let Eagles back in' }));
    expect(letBackIn).toHaveBeenCalledWith('eagles');
    expect(screen.getByRole('button', { name: 'Let Eagles back in' }).textContent).toBe('Letting back in…');
    view.rerender(<HostControls game={{ ...game, removedTeams: removedTeams.slice(1) }} />);
    expect(screen.queryByRole('button', { name: 'Let Eagles back in' })).toBeNull();
    view.rerender(<HostControls game={{ ...game, removedTeams: [] }} />);
    expect(screen.queryByRole('region', { name: 'Removed teams' })).toBeNull();
  });

  it('says so in German when it cannot be sent', async () => {
    const view = await render(<HostControls game={fakeLiveGame({ removedTeams, letBackIn: () => false })} />, {
      language: 'de',
    });
    expect(screen.getByRole('region', { name: 'Entfernte Teams' })).toBeDefined();
    await view.user.click(screen.getByRole('button', { name: 'Condors wieder reinlassen' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Du bist offline. Versuch es noch einmal, wenn du wieder online bist.',
    );
    expect(screen.getByRole('button', { name: 'Condors wieder reinlassen' }).textContent).toBe('Wieder reinlassen');
  });
});
