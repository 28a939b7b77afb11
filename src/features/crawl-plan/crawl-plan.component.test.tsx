import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Hole } from '../../../domain/holes';
import type { OpeningHours } from '../../../domain/opening-hours';
import { render } from '../../test-support/render';
import HolePlan from './hole-plan';
import PlanEvening from './plan-evening';

/** Monday 30 November 2026. */
const MONDAY = '2026-11-30';
/** Open 17:00 to 21:00 every day. */
const SHUTS_AT_NINE: OpeningHours = {
  timeZone: 'Europe/London',
  periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '17:00', closes: '21:00' })),
};
const LAMB_AND_FLAG = { lat: 51.5117, lng: -0.126 };
/** 1.7 km due north of the Lamb & Flag: a 28-minute walk. */
const FAR_BAR = { lat: 51.527, lng: -0.126 };
const THE_HARP = { lat: 51.5098, lng: -0.1253 };

function hole(holeNumber: number, bar: Partial<Hole> = {}): Hole {
  return { holeNumber, par: 3, ...bar } as Hole;
}

describe('the crawl plan under a hole', () => {
  it('says a bar that closes at the planned arrival closes as you arrive, in English and German', async () => {
    const holes = [hole(1, { barName: 'The Crown', barHours: SHUTS_AT_NINE })];
    const timing = { startTime: '21:00', minutesPerHole: 30 };
    const english = await render(<HolePlan hole={holes[0]!} holes={holes} timing={timing} date={MONDAY} />);
    screen.getByText('Closes at 21:00, as you arrive');
    expect(screen.queryByText(/before you arrive/)).toBeNull();
    english.unmount();
    await render(<HolePlan hole={holes[0]!} holes={holes} timing={timing} date={MONDAY} />, { language: 'de' });
    screen.getByText('Schließt um 21:00, wenn ihr ankommt');
  });

  it('warns in words when the walk on takes most of the hole’s minutes, and not for a short one', async () => {
    const holes = [
      hole(1, { barName: 'Lamb & Flag', barLocation: LAMB_AND_FLAG }),
      hole(2, { barName: 'Far Bar', barLocation: FAR_BAR, minutes: 90 }),
      hole(3, { barName: 'Lamb & Flag', barLocation: LAMB_AND_FLAG }),
    ];
    const timing = { startTime: '20:00', minutesPerHole: 30 };
    const view = await render(<HolePlan hole={holes[0]!} holes={holes} timing={timing} date={MONDAY} />);
    screen.getByText('This walk takes about 28 min of the hole’s 30 min: give the hole more time.');
    // The same long walk back, from a hole given 90 minutes, is no warning.
    view.rerender(<HolePlan hole={holes[1]!} holes={holes} timing={timing} date={MONDAY} />);
    screen.getByText(/to hole 3, about 28 min walk/);
    expect(screen.queryByText(/give the hole more time/)).toBeNull();
    view.unmount();
    await render(<HolePlan hole={holes[0]!} holes={holes} timing={timing} date={MONDAY} />, { language: 'de' });
    screen.getByText('Dieser Weg dauert etwa 28 Min. der 30 Min. des Lochs: Gebt dem Loch mehr Zeit.');
  });
});

describe('Plan the evening', () => {
  it('names the bars the walking route leaves out for having no place on the map', async () => {
    const holes = [
      hole(1, { barName: 'Lamb & Flag', barLocation: LAMB_AND_FLAG }),
      hole(2, { barName: 'The Crown' }),
      hole(3, { barName: 'The Harp', barLocation: THE_HARP }),
      hole(4, { barName: 'Red Lion' }),
      hole(5),
    ];
    const english = await render(<PlanEvening holes={holes} timing={undefined} onTimingChange={() => {}} />);
    screen.getByRole('link', { name: 'Open the walking route' });
    screen.getByText('Not in the route, with no place on the map: The Crown and Red Lion');
    english.unmount();
    await render(<PlanEvening holes={holes} timing={undefined} onTimingChange={() => {}} />, { language: 'de' });
    screen.getByText('Nicht in der Route, da ohne Ort auf der Karte: The Crown und Red Lion');
  });
});
