import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test-support/render';
import { PenaltyHoleNote } from './penalty-hole-note';

describe('a live card’s penalties', () => {
  it('say which hole a penalty added goes on', async () => {
    await render(<PenaltyHoleNote hole={4} mulliganHoles={[2]} />);
    expect(screen.getByText('A penalty you add goes on hole 4.')).toBeTruthy();
  });

  it('say a penalty added on a hole with a mulligan is wiped, in English and German', async () => {
    await render(<PenaltyHoleNote hole={3} mulliganHoles={[3]} />);
    expect(screen.getByText('Hole 3 has a mulligan: a penalty you add there is wiped.')).toBeTruthy();
    await render(<PenaltyHoleNote hole={2} mulliganHoles={[2]} />, { language: 'de' });
    expect(screen.getByText('Loch 2 hat einen Mulligan: Eine Strafe, die du dort hinzufügst, fällt weg.')).toBeTruthy();
  });
});
