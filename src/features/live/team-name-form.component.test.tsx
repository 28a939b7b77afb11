import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../domain/language';
import { render } from '../../test-support/render';
import { fakeLiveGame, refusal } from './fake-live-game';
import { TeamNameForm } from './team-name-form';
import type { LiveGame } from './socket/use-live-game';

const NOT_SENT = 'You are offline. Try again when you are back online.';
const CUT_OFF = 'The connection dropped before the game answered. Check the board, and try again if nothing changed.';

const WORDS = {
  en: { open: 'Rename team', field: 'Your team name', save: 'Save team name' },
  de: { open: 'Team umbenennen', field: 'Dein Teamname', save: 'Teamnamen speichern' },
};

/** The team opens the form and asks for `name`; `next` renders the game's next state (and the name the board gives the team). */
async function renameTeamTo(name: string, game: LiveGame, language: Language = 'en') {
  const words = WORDS[language];
  const view = await render(<TeamNameForm game={game} currentName="Birdies" />, { language });
  await view.user.click(screen.getByRole('button', { name: words.open }));
  const field = screen.getByRole('textbox', { name: words.field });
  await view.user.clear(field);
  await view.user.type(field, name);
  await view.user.click(screen.getByRole('button', { name: words.save }));
  const next = (changes: Partial<LiveGame>, currentName = 'Birdies') =>
    view.rerender(<TeamNameForm game={{ ...game, ...changes }} currentName={currentName} />);
  return { ...view, next };
}

describe('a team renaming itself', () => {
  it('asks for a name when the field is blank, and sends nothing', async () => {
    const renameTeam = vi.fn(() => true);
    await renameTeamTo('   ', fakeLiveGame({ renameTeam }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a team name.');
    expect(renameTeam).not.toHaveBeenCalled();
  });

  it('says so when the new name cannot be sent', async () => {
    const renameTeam = vi.fn(() => false);
    await renameTeamTo('Eagles', fakeLiveGame({ renameTeam }));
    expect(renameTeam).toHaveBeenCalledWith('Eagles');
    expect(screen.getByRole('alert').textContent).toBe(NOT_SENT);
    expect(screen.getByRole('button', { name: 'Save team name' })).toHaveProperty('disabled', false);
  });

  it('shows Saving… until the board names the team as asked, then closes', async () => {
    const game = fakeLiveGame();
    const { next } = await renameTeamTo('Eagles', game);
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    next({ board: { ...game.board } }, 'Eagles');
    expect(screen.queryByRole('textbox', { name: 'Your team name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename team' })).toBeTruthy();
  });

  it('shows the game’s refusal, and the name can be sent again', async () => {
    const { next } = await renameTeamTo('Eagles', fakeLiveGame());
    next({ refusal: refusal('name-taken', 'Another team in this game has that name. Please pick another.') });
    expect(screen.getByRole('alert').textContent).toBe('Another team in this game has that name. Please pick another.');
    expect(screen.getByRole('button', { name: 'Save team name' })).toHaveProperty('disabled', false);
  });

  it('shows the game’s refusal in German by its code', async () => {
    const { next } = await renameTeamTo('Adler', fakeLiveGame(), 'de');
    next({ refusal: refusal('name-taken', 'Another team in this game has that name. Please pick another.') });
    expect(screen.getByRole('alert').textContent).toBe(
      'Ein anderes Team in diesem Spiel heißt schon so. Bitte wähl einen anderen Namen.',
    );
  });

  it('says the connection dropped before the answer, and stays so once the socket is back', async () => {
    const { next } = await renameTeamTo('Eagles', fakeLiveGame());
    next({ status: 'reconnecting' });
    expect(screen.getByRole('alert').textContent).toBe(CUT_OFF);
    expect(screen.getByRole('button', { name: 'Save team name' })).toHaveProperty('disabled', false);
    next({ status: 'open' });
    expect(screen.getByRole('alert').textContent).toBe(CUT_OFF);
    expect(screen.getByRole('button', { name: 'Save team name' })).toHaveProperty('disabled', false);
  });

  it('says nothing of a drop after the board named the team as asked', async () => {
    const game = fakeLiveGame();
    const { next } = await renameTeamTo('Eagles', game);
    const board = { ...game.board };
    next({ board }, 'Eagles');
    next({ board, status: 'reconnecting' }, 'Eagles');
    next({ board, status: 'open' }, 'Eagles');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps saying why a masked name shows as the team’s number when the connection drops after the answer', async () => {
    const game = fakeLiveGame({ you: { teamId: 'a1b2c3d4', isHost: false } });
    const { next } = await renameTeamTo('Sh1t Faced', game);
    const board = { ...game.board };
    const masked =
      '“Sh1t Faced” shows as Team #A1B2C3 on the boards: a name that reads as a slur or an obscenity is never shown on a public board. Pick another name.';
    next({ board }, 'Team #A1B2C3');
    expect(screen.getByRole('alert').textContent).toBe(masked);
    next({ board, status: 'reconnecting' }, 'Team #A1B2C3');
    expect(screen.getByRole('alert').textContent).toBe(masked);
  });
});
