import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeClock, newClock, type ClockChange, type GameClock } from '../../../../domain/game-clock';
import { defaultHoles, type Hole } from '../../../../domain/holes';
import { render } from '../../../test-support/render';
import { fakeLiveGame } from '../fake-live-game';
import { ClockControls } from './clock-controls';
import { HoleClock } from './hole-clock';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 27, 19, 0);

/** Bars about 500 m apart: a 9 minute walk between each. */
const holes: Hole[] = defaultHoles().map((hole, index) => ({
  ...hole,
  barName: `Bar ${hole.holeNumber}`,
  drink: 'Lemonade',
  barLocation: { lat: 51.5 + index * 0.0045, lng: -0.12 },
}));

function started(change: ClockChange = { kind: 'start' }): GameClock {
  const result = changeClock(newClock(), change, holes, T0, 'Team Host');
  if (!result.ok) throw new Error(result.reason);
  return result.clock;
}

describe('the clock on a team’s phone', () => {
  it('shows the hole, its bar and drink, the time left and who started it', async () => {
    await render(<HoleClock clock={started()} holes={holes} now={T0} offline={false} />);
    expect(screen.getByText('Hole 1 of 9')).toBeTruthy();
    expect(screen.getByText('Bar 1')).toBeTruthy();
    expect(screen.getByText('Lemonade')).toBeTruthy();
    expect(screen.getByText('Time left at this bar')).toBeTruthy();
    expect(screen.getByText('21:00')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Started by Team Host');
  });

  it('says drink up in the last five minutes, politely', async () => {
    await render(<HoleClock clock={started()} holes={holes} now={T0 + 17 * MIN} offline={false} />);
    expect(screen.getByRole('status').textContent).toContain('Drink up: 4 minutes left');
  });

  it('says time to move with the walk, its maps link, and counts to the next hole', async () => {
    await render(<HoleClock clock={started()} holes={holes} now={T0 + 22 * MIN} offline={false} />);
    expect(screen.getByRole('status').textContent).toContain('Time to move: Bar 2, 9 min walk');
    const link = screen.getByRole('link', { name: 'Walking directions to Bar 2' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&travelmode=walking/);
    expect(screen.getByText('Hole 2 starts in')).toBeTruthy();
    expect(screen.getByText('8:00')).toBeTruthy();
  });

  it('keeps counting with no connection, and says so', async () => {
    await render(<HoleClock clock={started()} holes={holes} now={T0 + 35 * MIN} offline />);
    expect(screen.getByText('Hole 2 of 9')).toBeTruthy();
    expect(screen.getByText('Offline: counting from the last schedule this phone had.')).toBeTruthy();
  });

  it('shows nothing before the host starts the clock', async () => {
    const { container } = await render(<HoleClock clock={newClock()} holes={holes} now={T0} offline={false} />);
    expect(container.querySelector('[data-hole-clock]')).toBeNull();
  });
});

describe('the host’s clock controls', () => {
  it('sends a change and waits for the game’s answer', async () => {
    const changeClockSent = vi.fn(() => true);
    const game = fakeLiveGame({ clock: started(), changeClock: changeClockSent });
    const { rerender, user } = await render(<ClockControls game={game} />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(changeClockSent).toHaveBeenCalledWith({ kind: 'pause' });
    expect(screen.getByRole('status').textContent).toBe('Sending…');
    const paused = changeClock(game.clock ?? newClock(), { kind: 'pause' }, holes, T0, 'Hosts');
    if (!paused.ok) throw new Error(paused.reason);
    rerender(<ClockControls game={{ ...game, clock: paused.clock }} />);
    expect(screen.getByRole('status').textContent).toBe('Paused by Hosts');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('says when a change could not be sent', async () => {
    const { user } = await render(
      <ClockControls game={fakeLiveGame({ clock: newClock(), changeClock: () => false })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Start now' }));
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });

  it('lets the host give the controls to another team, and the co-host runs the clock without that choice', async () => {
    const changeClockSent = vi.fn(() => true);
    const game = fakeLiveGame({ clock: started(), changeClock: changeClockSent });
    const { user, rerender } = await render(<ClockControls game={game} />);
    const choice = screen.getByRole('combobox', { name: 'Co-host (runs the game with you)' });
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'No co-host',
      'Eagles',
    ]);
    await user.selectOptions(choice, 'Eagles');
    expect(changeClockSent).toHaveBeenCalledWith({ kind: 'co-host', teamId: 'eagles' });
    rerender(<ClockControls game={{ ...game, you: { teamId: 'eagles', isHost: false } }} />);
    expect(screen.queryByRole('combobox', { name: 'Co-host (runs the game with you)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next hole' })).toBeTruthy();
  });
});
