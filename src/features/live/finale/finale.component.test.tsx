import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '../../../../domain/game-protocol';
import { render } from '../../../test-support/render';
import { waitMs } from '../../../lib/waits';
import { boardTeam, fakeLiveGame } from '../fake-live-game';
import type { LiveGame } from '../socket/use-live-game';
import { BlackoutControl } from './finale-controls';
import { useBoardHeading } from '../board/board-heading';
import { GameOverNote } from '../game-over-note';
import { BoardHiddenNote } from './board-hidden-note';
import { RevealShow } from './reveal-show';

const finalBoard: Board = {
  name: 'Friday Crawl',
  status: 'ended',
  endedAt: '2026-11-27T23:00:00.000Z',
  teams: [
    { ...boardTeam('Hosts', { isHost: true }), total: 2 },
    { ...boardTeam('Eagles'), total: -3, alcoholFree: true },
    { ...boardTeam('Birdies'), total: 0 },
    { ...boardTeam('Bogeys'), total: 5 },
  ],
  awards: [{ kind: 'clean-card', teamIds: ['eagles'], value: 0 }],
};

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reveal', () => {
  it('shows the places from last to first, then the podium and the awards', async () => {
    reducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onDone = vi.fn();
    await render(<RevealShow board={finalBoard} onDone={onDone} />);
    // The first step's timer is set once the reveal has painted.
    await act(async () => undefined);
    const region = () => screen.getByRole('region', { name: 'The reveal' });
    const names = () =>
      within(region())
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(names()).toEqual([]);
    const seen: (string | null)[][] = [];
    for (let step = 0; step < 4; step++) {
      await act(async () => vi.advanceTimersByTime(waitMs('revealStep')));
      seen.push(names());
    }
    expect(seen.map((shown) => shown.length)).toEqual([1, 2, 3, 4]);
    expect(seen[0]?.[0]).toMatch(/^4Bogeys/);
    expect(seen[1]?.[0]).toMatch(/^3Hosts/);
    const reveal = region();
    expect(within(reveal).queryByRole('heading', { name: 'Podium' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(waitMs('revealStep')));
    await within(reveal).findByRole('heading', { name: 'Podium' });
    const podium = within(reveal).getAllByRole('listitem').slice(0, 3);
    expect(podium.map((item) => item.textContent)).toEqual(['1Eagles-3Alcohol-free', '2Birdies0', '3Hosts+2']);
    within(reveal).getByRole('region', { name: 'Awards' });
    within(reveal).getByRole('button', { name: 'Show the final board' }).click();
    expect(onDone).toHaveBeenCalled();
  });

  it('stands every team level with a podium place on the podium', async () => {
    reducedMotion(true);
    const level: Board = {
      ...finalBoard,
      teams: [
        { ...boardTeam('Eagles'), total: -3 },
        { ...boardTeam('Birdies'), total: 0 },
        { ...boardTeam('Hosts', { isHost: true }), total: 0 },
        { ...boardTeam('Owls'), total: 0, alcoholFree: true },
        { ...boardTeam('Bogeys'), total: 5 },
      ],
    };
    await render(<RevealShow board={level} onDone={() => undefined} />);
    const reveal = screen.getByRole('region', { name: 'The reveal' });
    await within(reveal).findByRole('heading', { name: 'Podium' });
    const podium = within(reveal).getAllByRole('list')[0]?.querySelectorAll('li');
    expect(Array.from(podium ?? [], (item) => item.textContent)).toEqual([
      '1Eagles-3',
      'T2Birdies0',
      'T2Hosts0',
      'T2Owls0Alcohol-free',
    ]);
  });

  it('shows it all at once to a reader who asked for less motion, in German too', async () => {
    reducedMotion(true);
    await render(<RevealShow board={finalBoard} onDone={() => undefined} />, { language: 'de' });
    const reveal = screen.getByRole('region', { name: 'Die Enthüllung' });
    await within(reveal).findByRole('heading', { name: 'Siegertreppchen' });
    within(reveal).getByRole('button', { name: 'Endstand zeigen' });
  });
});

describe('the blackout', () => {
  it('says in words how many holes the board hides, and what it shows', async () => {
    await render(<BoardHiddenNote board={{ ...finalBoard, status: 'live', hiddenHoles: 2 }} />);
    screen.getByRole('heading', { name: 'Board hidden for the last 2 holes' });
    screen.getByText(
      'Standings as they were after hole 7. Teams still score; the host reveals the final standings at the end.',
    );
  });

  it('says it in German on a German page, and that the end waits for the reveal', async () => {
    await render(<BoardHiddenNote board={{ ...finalBoard, hiddenHoles: 1 }} />, { language: 'de' });
    screen.getByRole('heading', { name: 'Tabelle verborgen für das letzte Loch' });
    screen.getByText('Der Endstand bleibt verborgen, bis der Gastgeber ihn enthüllt.');
  });

  it('ends a game whose board is hidden saying the final standings and the kept rounds come with the reveal', async () => {
    await render(<GameOverNote unsentAtEnd={0} historyLink={false} awaitingReveal />);
    screen.getByText('The game is over. The final standings come with the reveal.');
    screen.getByText("Every signed-in member's round goes to their History at the reveal.");
    expect(screen.queryByText(/These are the final standings/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share results' })).toBeNull();
  });

  it('heads an ended board still hidden with the hole its standings are after, never as the final standings', async () => {
    function Heading({ board }: { board: Board }) {
      return <h2>{useBoardHeading(board)}</h2>;
    }
    const view = await render(<Heading board={{ ...finalBoard, hiddenHoles: 2 }} />);
    screen.getByRole('heading', { name: 'STANDINGS AFTER HOLE 7' });
    view.rerender(<Heading board={finalBoard} />);
    screen.getByRole('heading', { name: 'FINAL STANDINGS' });
    view.rerender(<Heading board={{ ...finalBoard, status: 'live', hiddenHoles: 2 }} />);
    screen.getByRole('heading', { name: 'LIVE BOARD' });
  });

  it('says so in German', async () => {
    function Heading({ board }: { board: Board }) {
      return <h2>{useBoardHeading(board)}</h2>;
    }
    await render(<Heading board={{ ...finalBoard, hiddenHoles: 1 }} />, { language: 'de' });
    screen.getByRole('heading', { name: 'STAND NACH LOCH 8' });
  });

  it('is chosen by the host, says Saving… until the board shows it, then Saved.', async () => {
    const setBlackout = vi.fn(() => true);
    const game = fakeLiveGame({ setBlackout });
    const view = await render(<BlackoutControl game={game} />);
    const choice = screen.getByRole('combobox', { name: 'Hide the board for the last holes' });
    await view.user.selectOptions(choice, 'Last 3 holes');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(setBlackout).toHaveBeenCalledWith(3);
    screen.getByRole('button', { name: 'Saving…' });
    const next: LiveGame = { ...game, board: { ...game.board, hiddenHoles: 3 } };
    view.rerender(<BlackoutControl game={next} />);
    screen.getByText('Saved.');
  });

  it('says so when the choice cannot be sent', async () => {
    const view = await render(<BlackoutControl game={fakeLiveGame({ setBlackout: () => false })} />);
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Hide the board for the last holes' }), '1');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('You are offline. Try again when you are back online.');
  });
});
