import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../../domain/game-protocol';
import { render } from '../../../test-support/render';
import { boardTeam, fakeLiveGame, refusal } from '../fake-live-game';
import type { LiveGame } from '../socket/use-live-game';
import { MulligansCard } from './mulligans-card';
import { MulligansHostControls } from './mulligans-host';

const eagles = boardTeam('Eagles');

function boardWith(mulligans: number | undefined, holes?: number[]): Board {
  const game = fakeLiveGame();
  return {
    ...game.board,
    ...(mulligans === undefined ? {} : { mulligans }),
    teams: [game.board.teams[0] ?? eagles, { ...eagles, ...(holes ? { mulliganHoles: holes } : {}) }],
  };
}

/** The game with its mulligans, and the Eagles' phone with the holes its card has one on. */
function withMulligans(mulligans: number | undefined, holes?: number[]): Pick<LiveGame, 'board' | 'mulliganHoles'> {
  return { board: boardWith(mulligans, holes), mulliganHoles: holes ?? [] };
}

async function card(game: LiveGame, language: 'en' | 'de' = 'en') {
  const view = await render(<MulligansCard game={game} hole={3} />, { language });
  const next = (changes: Partial<LiveGame>) => {
    view.rerender(<MulligansCard game={{ ...game, ...changes }} hole={3} />);
  };
  return { ...view, next };
}

describe('a team’s mulligans on its card', () => {
  it('are not shown in a game without any', async () => {
    const { container } = await card(fakeLiveGame(withMulligans(undefined)));
    expect(container.textContent).toBe('');
  });

  it('state the rule and what is left, and spend one on the hole after confirming: Using… until the card marks it', async () => {
    const spendMulligan = vi.fn(() => true);
    const game = fakeLiveGame({ ...withMulligans(2), spendMulligan, you: { teamId: 'eagles', isHost: false } });
    const { user, next } = await card(game);
    expect(screen.getByText('2 of 2 left')).toBeTruthy();
    expect(
      screen.getByText(/wipes one hole: it counts as par at worst, and the penalties taken on it do not count/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a mulligan on hole 3' }));
    await user.click(screen.getByRole('button', { name: 'Use mulligan' }));
    expect(spendMulligan).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Using…' })).toHaveProperty('disabled', true);
    next(withMulligans(2, [3]));
    expect(screen.getByText('Mulligan used on hole 3.')).toBeTruthy();
    expect(screen.getByText('1 of 2 left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a mulligan on hole 3' })).toBeNull();
    // The host takes it back: the card offers it again, and the dialog stays closed.
    next(withMulligans(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a mulligan on hole 3' })).toBeTruthy();
  });

  it('says why the game refused one, and offers none once all are used', async () => {
    const game = fakeLiveGame(withMulligans(1));
    const { user, next } = await card(game);
    await user.click(screen.getByRole('button', { name: 'Use a mulligan on hole 3' }));
    await user.click(screen.getByRole('button', { name: 'Use mulligan' }));
    next({ refusal: refusal('invalid', 'Your team has no mulligans left.') });
    expect(screen.getByRole('alert').textContent).toBe('Your team has no mulligans left.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    next(withMulligans(1, [5]));
    expect(screen.getByRole('button', { name: 'Use a mulligan on hole 3' })).toHaveProperty('disabled', true);
  });

  it('mark each hole used with the penalties it wiped', async () => {
    const penaltiesByHole = [
      { id: 'spilled-drink', hole: 1, count: 2 },
      { id: 'late-to-bar', hole: 1, count: 1 },
      { id: 'late-to-bar', hole: 0, count: 4 },
      { id: 'late-to-bar', hole: 2, count: 5 },
    ];
    await card(fakeLiveGame({ ...withMulligans(3, [4, 1]), penaltiesByHole }));
    const used = screen.getByRole('list', { name: 'Holes with a mulligan' });
    expect([...used.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Hole 1: 3 penalties wiped',
      'Hole 4',
    ]);
  });

  it('count one the card has on a hole the board hides, and offer none again there', async () => {
    const hidden = { ...fakeLiveGame(withMulligans(2)), mulliganHoles: [9] };
    await render(<MulligansCard game={hidden} hole={9} />);
    expect(screen.getByText('1 of 2 left')).toBeTruthy();
    expect(screen.getByText('Hole 9')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a mulligan on hole 9' })).toBeNull();
  });

  it('read in German', async () => {
    const penaltiesByHole = [{ id: 'spilled-drink', hole: 1, count: 1 }];
    await card(fakeLiveGame({ ...withMulligans(3, [1]), penaltiesByHole }), 'de');
    expect(screen.getByText('2 von 3 übrig')).toBeTruthy();
    expect(screen.getByText('Loch 1: 1 Strafe gelöscht')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mulligan für Loch 3 nehmen' })).toBeTruthy();
  });
});

describe('the host’s mulligans', () => {
  it('set how many each team may take: Saving… until the board has the number, then Saved.', async () => {
    const setMulligans = vi.fn(() => true);
    const game = fakeLiveGame({ setMulligans });
    const view = await render(<MulligansHostControls game={game} />);
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Mulligans per team' }), '2');
    await view.user.click(screen.getByRole('button', { name: 'Save mulligans' }));
    expect(setMulligans).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    view.rerender(<MulligansHostControls game={{ ...game, board: boardWith(2) }} />);
    expect(screen.getByText('Saved.')).toBeTruthy();
  });

  it('undo a team’s mulligan', async () => {
    const undoMulligan = vi.fn(() => true);
    const view = await render(
      <MulligansHostControls game={fakeLiveGame({ board: boardWith(1, [4]), undoMulligan })} />,
    );
    expect(screen.getByText('Eagles: hole 4')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Undo the mulligan Eagles took on hole 4' }));
    expect(undoMulligan).toHaveBeenCalledWith('eagles', 4);
    expect(screen.getByRole('button', { name: 'Undo the mulligan Eagles took on hole 4' }).textContent).toBe(
      'Undoing…',
    );
  });

  it('list a mulligan on a hole the board hides, say so in words, and undo it: Undoing… until the game’s list drops it', async () => {
    const undoMulligan = vi.fn(() => true);
    const game = fakeLiveGame({
      board: { ...boardWith(2, [2]), hiddenHoles: 2 },
      hiddenMulligans: [{ teamId: 'eagles', teamName: 'Eagles', hole: 8 }],
      undoMulligan,
    });
    const view = await render(<MulligansHostControls game={game} />);
    const list = screen.getByRole('list', { name: 'Mulligans used' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Eagles: hole 2Undo',
      'Eagles: hole 8UndoOn a hidden hole: the board shows it after the reveal.',
    ]);
    const undo = screen.getByRole('button', { name: 'Undo the mulligan Eagles took on hole 8' });
    await view.user.click(undo);
    expect(undoMulligan).toHaveBeenCalledWith('eagles', 8);
    expect(undo.textContent).toBe('Undoing…');
    view.rerender(<MulligansHostControls game={{ ...game, hiddenMulligans: [] }} />);
    expect(screen.queryByText('Eagles: hole 8')).toBeNull();
    expect(screen.getByText('Eagles: hole 2')).toBeTruthy();
  });

  it('list none on a hidden hole once the board shows every hole again, and say it in German', async () => {
    const hidden = [{ teamId: 'eagles', teamName: 'Eagles', hole: 8 }];
    const view = await render(
      <MulligansHostControls
        game={fakeLiveGame({ board: { ...boardWith(2), hiddenHoles: 1 }, hiddenMulligans: hidden })}
      />,
      { language: 'de' },
    );
    expect(screen.getByText('Auf einem verborgenen Loch: Die Tabelle zeigt ihn nach der Enthüllung.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mulligan von Eagles auf Loch 8 zurücknehmen' })).toBeTruthy();
    view.rerender(<MulligansHostControls game={fakeLiveGame({ board: boardWith(2), hiddenMulligans: hidden })} />);
    expect(screen.queryByRole('button', { name: 'Mulligan von Eagles auf Loch 8 zurücknehmen' })).toBeNull();
  });
});
