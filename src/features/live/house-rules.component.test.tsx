import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test-support/render';
import { fakeLiveGame } from './fake-live-game';
import { HouseRules } from './house-rules';
import { HouseRulesEditor } from './house-rules-editor';
import type { LiveGame } from './socket/use-live-game';

describe('house rules', () => {
  it('are one tap away, a line a rule, and absent from a game without any', async () => {
    const { user } = await render(<HouseRules rules={'Left hand only\nNo phones on the table'} />);
    await user.click(screen.getByText('House rules'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Left hand only',
      'No phones on the table',
    ]);
    const { container } = await render(<HouseRules rules="" />);
    expect(container.textContent).toBe('');
  });

  it('are written anew by the host: Saving… until the game sends them back, then Saved.', async () => {
    const setRules = vi.fn(() => true);
    const game = fakeLiveGame({ setRules });
    const view = await render(<HouseRulesEditor game={game} />);
    const field = screen.getByRole('textbox', { name: 'House rules (optional)' });
    await view.user.type(field, '  Spills count twice  {Enter}{Enter}Left hand only');
    await view.user.click(screen.getByRole('button', { name: 'Save house rules' }));
    expect(setRules).toHaveBeenCalledWith('Spills count twice\nLeft hand only');
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    const next = (changes: Partial<LiveGame>) => view.rerender(<HouseRulesEditor game={{ ...game, ...changes }} />);
    next({ rules: 'Spills count twice\nLeft hand only' });
    expect(screen.getByText('Saved.')).toBeTruthy();
  });

  it('say so past 400 characters, and send nothing', async () => {
    const setRules = vi.fn(() => true);
    const view = await render(<HouseRulesEditor game={fakeLiveGame({ setRules })} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'House rules (optional)' }), {
      target: { value: 'x'.repeat(401) },
    });
    expect(screen.getByText('House rules can be at most 400 characters.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Save house rules' }));
    expect(setRules).not.toHaveBeenCalled();
  });

  it('read in German', async () => {
    await render(<HouseRulesEditor game={fakeLiveGame()} />, { language: 'de' });
    expect(screen.getByRole('textbox', { name: 'Hausregeln (optional)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hausregeln speichern' })).toBeTruthy();
  });
});
