import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HoleBar } from '../../../domain/holes';
import type { BarSearchResponse } from '../../../domain/places';
import { render } from '../../test-support/render';
import * as toasts from '../../lib/toast-store';
import FindBarDialog from './find-bar-dialog';

/** The places search answers `answer` to every query, as the Worker would. */
function searchAnswers(answer: BarSearchResponse) {
  const fetch = vi.fn(async () => Response.json(answer));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// happy-dom has no geolocation: here the phone is still asking for its position, as it may well be.
const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
beforeEach(() => {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: () => {} } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

async function openFinder() {
  const picked: HoleBar[] = [];
  const view = await render(<FindBarDialog holeNumber={3} onClose={() => {}} onPick={(bar) => picked.push(bar)} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Find a Bar for Hole 3' }));
  return {
    ...view,
    dialog,
    picked,
    box: dialog.getByRole('searchbox', { name: 'Search for bars' }),
    search: dialog.getByRole('button', { name: 'Search' }),
  };
}

describe('Find a Bar', () => {
  it('says in the dialog, not in a toast at each opening, that location is off', async () => {
    const toast = vi.spyOn(toasts, 'toast');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_found: unknown, refused: (error: Partial<GeolocationPositionError>) => void) =>
          refused({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    for (let opening = 0; opening < 2; opening++) {
      const { dialog, unmount } = await openFinder();
      expect(await dialog.findByText(/^Location is off: search by bar name, area or city\./)).toBeTruthy();
      unmount();
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks for a place to search, with Search off until something is typed', async () => {
    const fetch = searchAnswers({ results: [] });
    const { dialog, box, search, user } = await openFinder();
    expect(dialog.getByText('Enter a location to search for bars')).toBeTruthy();
    expect(search).toHaveProperty('disabled', true);
    await user.type(box, '   ');
    expect(search).toHaveProperty('disabled', true);
    await user.type(box, '{Enter}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when no bar is found, and lets the team use the name it typed', async () => {
    const fetch = searchAnswers({ results: [] });
    const { dialog, box, search, picked, user } = await openFinder();
    await user.type(box, 'The Shed Out Back');
    await user.click(search);
    expect(await dialog.findByText('No bars found. Try a different search.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
    expect(new URL(String(fetch.mock.calls[0]?.at(0)), 'http://card').searchParams.get('query')).toBe(
      'The Shed Out Back',
    );

    await user.click(dialog.getByRole('button', { name: 'Use “The Shed Out Back” as the bar name' }));
    expect(picked).toEqual([
      {
        barName: 'The Shed Out Back',
        barPlaceId: undefined,
        barAddress: undefined,
        barLocation: undefined,
        barHours: undefined,
      },
    ]);
  });
});
