import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_PENALTY_COUNT, presetPenalties, type Penalty } from '../../../domain/penalties';
import { render } from '../../test-support/render';
import { PenaltiesPanel } from './penalties-panel';

/** The panel on a card that keeps what it is told, as the main card does. */
function Card({ start, access }: { start: Penalty[]; access?: 'open' | 'locked' }) {
  const [penalties, setPenalties] = useState(start);
  return <PenaltiesPanel penalties={penalties} preset="standard" onChange={setPenalties} access={access} />;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const count = (name: string) => screen.getByLabelText(`${name} count`).textContent;

describe('the penalties panel', () => {
  it('counts up and down, never below 0', async () => {
    const { user } = await render(<Card start={presetPenalties('standard')} />);
    expect(count('Spilled Drink')).toBe('0');
    expect(button('Decrease Spilled Drink').disabled).toBe(true);
    await user.click(button('Increase Spilled Drink'));
    await user.click(button('Increase Spilled Drink'));
    expect(count('Spilled Drink')).toBe('2');
    expect(screen.getByLabelText('2 penalty points')).toBeTruthy();
    await user.click(button('Decrease Spilled Drink'));
    await user.click(button('Decrease Spilled Drink'));
    expect(count('Spilled Drink')).toBe('0');
    expect(button('Decrease Spilled Drink').disabled).toBe(true);
    expect(count('Late to Bar')).toBe('0');
  });

  it(`stops the + control at ${MAX_PENALTY_COUNT}, the most a stored card holds`, async () => {
    const start = presetPenalties('standard').map((penalty, index) =>
      index === 0 ? { ...penalty, count: MAX_PENALTY_COUNT - 1 } : penalty,
    );
    const { user } = await render(<Card start={start} />);
    await user.click(button('Increase Spilled Drink'));
    expect(count('Spilled Drink')).toBe(String(MAX_PENALTY_COUNT));
    expect(button('Increase Spilled Drink').disabled).toBe(true);
    expect(button('Decrease Spilled Drink').disabled).toBe(false);
  });

  it('locked, says why with a link to log in or sign up, and turns every control off', async () => {
    const start = presetPenalties('standard').map((penalty) => ({ ...penalty, count: 1 }));
    await render(<Card start={start} access="locked" />);
    expect(screen.getByText('Penalties are for members.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in or sign up to track them.' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    for (const name of ['Spilled Drink', 'Late to Bar', 'Bathroom Break', 'Wrong Order']) {
      expect(button(`Increase ${name}`).disabled).toBe(true);
      expect(button(`Decrease ${name}`).disabled).toBe(true);
    }
    expect(screen.getByRole('combobox', { name: 'Penalty Rules' })).toHaveProperty('disabled', true);
  });
});
