import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test-support/render';
import { CardOnItsWay } from './card-on-its-way';

describe('a joined team’s card while its code is on its way', () => {
  it('says it is loading, and offers nothing to tap', async () => {
    await render(<CardOnItsWay load={{ state: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your card…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when it could not load, and tries again on a tap', async () => {
    const retry = vi.fn();
    const { user } = await render(<CardOnItsWay load={{ state: 'failed', retry }} />, { language: 'de' });
    expect(screen.getByRole('alert').textContent).toContain('Deine Scorekarte konnte nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
