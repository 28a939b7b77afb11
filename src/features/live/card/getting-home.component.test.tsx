import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHoles } from '../../../../domain/holes';
import { render } from '../../../test-support/render';
import { GettingHome } from './getting-home';

const holes = defaultHoles().map((hole) =>
  hole.holeNumber === 9 ? { ...hole, barName: 'The Anchor', barLocation: { lat: 51.5, lng: -0.1 } } : hole,
);

describe('getting home', () => {
  it('reminds a team on its last holes to plan the ride, with directions from the last bar', async () => {
    await render(<GettingHome holes={holes} ended={false} />);
    const card = screen.getByRole('region', { name: 'Getting home' });
    expect(card.textContent).toContain('Plan your ride home before the last hole');
    const link = screen.getByRole('link', { name: 'Directions from the last bar' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&origin=51.5%2C-0.1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says goodbye at the end, in German too', async () => {
    await render(<GettingHome holes={holes} ended />, { language: 'de' });
    expect(screen.getByRole('region', { name: 'Heimweg' }).textContent).toContain(
      'Nach dem Trinken nie selbst fahren.',
    );
    expect(screen.getByRole('link', { name: 'Route ab der letzten Bar' })).toBeTruthy();
  });
});
