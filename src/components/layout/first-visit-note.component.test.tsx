import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VISIT_NOTE_KEY } from '../../lib/first-visit-note';
import { render } from '../../test-support/render';
import { FirstVisitNote } from './first-visit-note';

afterEach(() => window.localStorage.clear());

describe('the first-visit note', () => {
  it('says who the game is for, that it plays alcohol-free and to drink water, and goes with one tap for good', async () => {
    const { user, unmount } = await render(<FirstVisitNote />);
    const note = screen.getByRole('complementary', { name: 'A good night is a safe one' });
    expect(note.textContent).toContain('for adults wherever alcohol is involved');
    expect(note.textContent).toContain('alcohol-free');
    expect(note.textContent).toContain('Drink water between holes');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.localStorage.getItem(FIRST_VISIT_NOTE_KEY)).toBe('true');
    unmount();
    await render(<FirstVisitNote />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('reads in German', async () => {
    await render(<FirstVisitNote />, { language: 'de' });
    expect(screen.getByRole('complementary', { name: 'Ein guter Abend ist ein sicherer Abend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verstanden' })).toBeTruthy();
  });
});
