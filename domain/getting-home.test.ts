import { describe, expect, it } from 'vitest';
import { gettingHomeUrl } from './getting-home';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the way home from the last bar', () => {
  it('starts from the last bar placed on the map, leaving the destination and the way to travel to the player', () => {
    const url = gettingHomeUrl([
      { barName: 'First', barLocation: { lat: 51.5, lng: -0.1 } },
      { barName: 'Last placed', barLocation: { lat: 51.52, lng: -0.12 } },
      { barName: 'Not placed' },
      {},
    ]);
    expect(url.startsWith('https://www.google.com/maps/dir/?')).toBe(true);
    expect(params(url)).toEqual({ api: '1', origin: '51.52,-0.12' });
  });

  it('searches the last named bar, with its address, when none is placed', () => {
    expect(
      params(gettingHomeUrl([{ barName: 'Crown' }, { barName: ' Anchor ', barAddress: '1 Quay St' }, {}])),
    ).toEqual({
      api: '1',
      origin: 'Anchor, 1 Quay St',
    });
    expect(params(gettingHomeUrl([{ barName: 'Crown' }, { barName: '  ' }]))).toEqual({ api: '1', origin: 'Crown' });
  });

  it('starts from where the phone is when the crawl names no bar', () => {
    expect(params(gettingHomeUrl([{}, {}]))).toEqual({ api: '1' });
  });
});
