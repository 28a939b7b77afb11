import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test-support/render';
import ScorecardPage from './scorecard-page';

/** A guest's card (nobody signed in on this phone), once its last step and its foot are in. */
async function guestCard() {
  const view = await render(<ScorecardPage />);
  await waitFor(() => expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull());
  const choose = async (hole: number, what: 'par' | 'score', option: string) =>
    view.user.selectOptions(screen.getByRole('combobox', { name: `Hole ${hole} ${what}` }), option);
  return { ...view, choose };
}

const totalCard = () => screen.getByRole('region', { name: 'TOTAL SCORE' });
const totalScore = () => within(totalCard()).getByText(/^([+-]\d+|0)$/).textContent;
const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('a guest’s card', () => {
  it('adds up nine holes against par, ON PAR before any score', async () => {
    const { choose } = await guestCard();
    expect(totalScore()).toBe('0');
    expect(totalCard().textContent).toContain('ON PAR');

    // Pars 3 except hole 2 (par 4); scores give -1 +1 0 +2 -2 0 0 +3 -1 = +2
    await choose(2, 'par', '4');
    for (const [index, score] of ['2', '5', '3', '5', '1', '3', '3', '6', '2'].entries()) {
      await choose(index + 1, 'score', score);
    }
    expect(totalScore()).toBe('+2');
    expect(totalCard().textContent).toContain('ABOVE PAR');
    expect(totalCard().textContent).toContain('Strokes + Penalties');
  });

  it('shows BELOW PAR for an under-par round', async () => {
    const { choose } = await guestCard();
    await choose(1, 'score', '1');
    expect(totalScore()).toBe('-2');
    expect(totalCard().textContent).toContain('BELOW PAR');
  });

  it('counts an NA hole as par plus 5', async () => {
    const { choose } = await guestCard();
    await choose(3, 'par', '4');
    await choose(3, 'score', 'NA');
    expect(totalScore()).toBe('+5');
  });

  it('offers a blank score, 0 to 10 strokes or NA, and pars 1 to 10', async () => {
    await guestCard();
    const strokes = Array.from({ length: 11 }, (_, n) => String(n));
    expect(optionsOf('Hole 1 score')).toEqual(['–', ...strokes, 'NA']);
    expect(optionsOf('Hole 9 par')).toEqual(strokes.slice(1));
    expect((screen.getByRole('combobox', { name: 'Hole 9 par' }) as HTMLSelectElement).value).toBe('3');
  });

  it('dates the card today', async () => {
    await guestCard();
    const now = new Date();
    const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    expect(screen.getByLabelText('Date')).toHaveProperty('value', today);
  });

  it('locks penalties and the members’ buttons, and says what joining unlocks', async () => {
    await guestCard();
    expect(screen.getByText('Penalties are for members.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in or sign up to track them.' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    for (const name of ['Spilled Drink', 'Late to Bar', 'Bathroom Break', 'Wrong Order']) {
      expect(screen.getByRole('button', { name: `Increase ${name}` })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: `Decrease ${name}` })).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('combobox', { name: 'Penalty Rules' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Edit penalties' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export PNG' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save Course' })).toHaveProperty('disabled', true);

    expect(screen.getByRole('link', { name: 'Log in or Sign up' }).getAttribute('href')).toBe('/subscribe');
    const unlocks = within(screen.getByRole('region', { name: 'Unlock the full clubhouse' }));
    for (const benefit of [
      'Save custom maps',
      'Share maps with friends',
      'Choose penalties',
      'Export PNG and share',
      'Join the global leaderboard',
    ]) {
      expect(unlocks.getByText(benefit)).toBeTruthy();
    }
  });
});
