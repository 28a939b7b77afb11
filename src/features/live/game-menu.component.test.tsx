import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newClock } from '../../../domain/game-clock';
import { render } from '../../test-support/render';
import { boardTeam, fakeLiveGame } from './fake-live-game';
import { GameMenu } from './game-menu';
import type { LiveGame } from './socket/use-live-game';

/** A game the host runs with Eagles as co-host, in which Eagles spent a mulligan on hole 2; `teamId` is this phone's team. */
function gameOn(teamId: string, overrides: Partial<LiveGame> = {}): LiveGame {
  return fakeLiveGame({
    board: {
      name: 'Friday Crawl',
      status: 'live',
      endedAt: null,
      mulligans: 1,
      teams: [
        boardTeam('Hosts', { isHost: true }),
        { ...boardTeam('Eagles'), mulliganHoles: [2] },
        boardTeam('Condors'),
      ],
    },
    you: { teamId, isHost: teamId === 'hosts' },
    clock: { ...newClock(), coHostTeamId: 'eagles' },
    ...overrides,
  });
}

describe("the co-host's menu", () => {
  it('holds every control the game lets the co-host use, and none of those that stay the host’s', async () => {
    const setRules = vi.fn(() => true);
    const view = await render(<GameMenu game={gameOn('eagles', { setRules })} />);
    expect(screen.queryByRole('button', { name: 'Host controls' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Co-host controls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Co-host controls' });

    expect(within(dialog).getByRole('heading', { name: 'Clock' })).toBeTruthy();
    expect(within(dialog).getByText('Rules for each hole (optional)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save hole rules' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Mulligans per team' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Undo the mulligan Eagles took on hole 2' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Hide the board for the last holes' })).toBeTruthy();
    // Renaming the game, removing or letting back in a team and ending the game stay the host's.
    expect(within(dialog).queryByRole('textbox', { name: 'Game name' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'End game' })).toBeNull();

    await view.user.type(within(dialog).getByRole('textbox', { name: 'House rules (optional)' }), 'Left hand only');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save house rules' }));
    expect(setRules).toHaveBeenCalledWith('Left hand only');
  });

  it('reads in German', async () => {
    const view = await render(<GameMenu game={gameOn('eagles')} />, { language: 'de' });
    await view.user.click(screen.getByRole('button', { name: 'Co-Gastgeber-Menü' }));
    const dialog = await screen.findByRole('dialog', { name: 'Co-Gastgeber-Menü' });
    expect(within(dialog).getByRole('textbox', { name: 'Hausregeln (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Mulligans pro Team' })).toBeTruthy();
  });
});

describe('the menu by the game’s title', () => {
  it('is the host’s on the host’s phone', async () => {
    await render(<GameMenu game={gameOn('hosts')} />);
    expect(screen.getByRole('button', { name: 'Host controls' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Co-host controls' })).toBeNull();
  });

  it.each([
    ['a team that is not co-host', gameOn('condors')],
    ['a team in a game with no co-host', gameOn('eagles', { clock: null })],
    ['a phone of no team', gameOn('eagles', { you: null })],
  ])('is none for %s', async (_case, game) => {
    await render(<GameMenu game={game} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
