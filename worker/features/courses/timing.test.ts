import { describe, expect, it } from 'vitest';
import { courseListSchema, courseSchema } from '../../../domain/courses';
import { openingAtArrival } from '../../../domain/open-at-arrival';
import type { OpeningHours } from '../../../domain/opening-hours';
import { barSearchResponseSchema } from '../../../domain/places';
import { memberCookie } from '../../test/auth-helpers';
import { APP, errorOf, get, postJson } from '../../test/http';
import { courseRequest, PATH, saveCourse, scoredHoles, shareLookup } from './course-fixtures';

const LONG_BAR_NAME =
  `The Very Long Named Public House and Late Night Cocktail Lounge of ${'Old Town '.repeat(14)}`.slice(0, 200);

/** Late at weekends, closed on Mondays: a full week as the providers' hours are kept. */
const HOURS: OpeningHours = {
  timeZone: 'Europe/Dublin',
  periods: [
    { day: 0, opens: '12:00', closes: '23:00' },
    ...[2, 3, 4].map((day) => ({ day, opens: '16:00', closes: '23:30' })),
    { day: 5, opens: '12:00', closes: '02:00' },
    { day: 6, opens: '12:00', closes: '02:00' },
  ],
};

function holesWithTiming(): Record<string, unknown>[] {
  return scoredHoles().map((hole, index) => ({
    ...hole,
    ...(index === 0 ? { barName: LONG_BAR_NAME, barLocation: { lat: 53.3455, lng: -6.2643 }, barHours: HOURS } : {}),
    ...(index === 4 ? { minutes: 75 } : {}),
  }));
}

describe('a course keeps its evening', () => {
  it('keeps the start time, minutes per hole, a hole’s own minutes and a bar’s hours, on every read', async () => {
    const cookie = await memberCookie();
    const saved = await saveCourse(cookie, {
      holes: holesWithTiming(),
      timing: { startTime: '20:30', minutesPerHole: 25 },
    });
    expect(saved.timing).toEqual({ startTime: '20:30', minutesPerHole: 25 });
    expect(saved.holes[0]?.barHours).toEqual(HOURS);
    expect(saved.holes[0]?.barName).toBe(LONG_BAR_NAME);
    expect(saved.holes[4]?.minutes).toBe(75);

    const byId = courseSchema.parse(await (await get(`${PATH}/${saved.id}`)).json());
    const byShare = courseSchema.parse(await (await shareLookup(saved.shareCode)).json());
    const listed = courseListSchema.parse(await (await get(PATH, { cookie })).json());
    for (const course of [byId, byShare, listed[0]]) expect(course).toEqual(saved);
  });

  it('keeps the hours a search answered for each bar, so a shared course warns of a shut bar as the search would', async () => {
    const url = new URL('/api/places/search?query=bars%20in%20london&type=bar', APP);
    const search = await get(url.href, { headers: { 'CF-Connecting-IP': '198.51.100.77' } });
    const { results } = barSearchResponseSchema.parse(await search.json());
    const picks = ['Lamb & Flag', 'The Harp', 'The Salisbury', 'The Nell Gwynne Tavern'].map((name) => {
      const bar = results.find((result) => result.name === name);
      if (!bar) throw new Error(`${name} is not in the search`);
      return bar;
    });
    const holes = scoredHoles().map((hole, index) => {
      const bar = picks[index];
      if (!bar) return hole;
      return {
        ...hole,
        barName: bar.name,
        barPlaceId: bar.placeId,
        barLocation: bar.location,
        ...(bar.hours ? { barHours: bar.hours } : {}),
      };
    });
    const saved = await saveCourse(await memberCookie(), { holes, timing: { startTime: '21:00' } });
    const shared = courseSchema.parse(await (await shareLookup(saved.shareCode)).json());
    expect(shared.holes.slice(0, 4).map((hole) => hole.barHours)).toEqual(picks.map((bar) => bar.hours));
    // Friday night from 21:00, 30 minutes a hole: The Harp shut at 21:00, The Nell Gwynne's hours unknown.
    const friday = '2026-11-27';
    const answers = shared.holes
      .slice(0, 4)
      .map((hole, index) => openingAtArrival(hole.barHours, { date: friday, minutes: 21 * 60 + index * 30 }));
    expect(answers).toEqual([
      { state: 'open', until: '02:00' },
      { state: 'closes-before', closesAt: '21:00' },
      { state: 'open', until: '00:30' },
      { state: 'unknown' },
    ]);
  });

  it('takes 30 minutes per hole when only a start time is given', async () => {
    const saved = await saveCourse(await memberCookie(), { timing: { startTime: '00:00' } });
    expect(saved.timing).toEqual({ startTime: '00:00', minutesPerHole: 30 });
  });

  it('keeps a course without timing as before: no timing on any read', async () => {
    const saved = await saveCourse(await memberCookie());
    expect(saved).not.toHaveProperty('timing');
    expect(saved.holes.every((hole) => !('barHours' in hole) && !('minutes' in hole))).toBe(true);
    expect(await (await get(`${PATH}/${saved.id}`)).json()).not.toHaveProperty('timing');
  });

  it.each([
    ['a start time of 25:00', { timing: { startTime: '25:00' } }, 'timing.startTime'],
    ['a start time of 7pm', { timing: { startTime: '7pm', minutesPerHole: 30 } }, 'timing.startTime'],
    ['4 minutes per hole', { timing: { startTime: '20:00', minutesPerHole: 4 } }, 'timing.minutesPerHole'],
    ['181 minutes per hole', { timing: { startTime: '20:00', minutesPerHole: 181 } }, 'timing.minutesPerHole'],
    [
      'a hole of 181 minutes',
      { holes: scoredHoles().map((hole, i) => (i === 3 ? { ...hole, minutes: 181 } : hole)) },
      'holes.3.minutes',
    ],
    [
      'hours in an unknown time zone',
      {
        holes: scoredHoles().map((hole, i) =>
          i === 0 ? { ...hole, barHours: { ...HOURS, timeZone: 'Dublin' } } : hole,
        ),
      },
      'holes.0.barHours.timeZone',
    ],
    [
      'hours closing at 24:30',
      {
        holes: scoredHoles().map((hole, i) =>
          i === 0 ? { ...hole, barHours: { ...HOURS, periods: [{ day: 5, opens: '20:00', closes: '24:30' }] } } : hole,
        ),
      },
      'holes.0.barHours.periods.0.closes',
    ],
  ])('answers 400 naming the field for %s, and keeps nothing', async (_case, patch, field) => {
    const cookie = await memberCookie();
    const response = await postJson(PATH, courseRequest(patch), { cookie });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(`Invalid json: ${field}`);
    expect(error.issues?.map((issue) => issue.path)).toEqual([field]);
    expect(courseListSchema.parse(await (await get(PATH, { cookie })).json())).toEqual([]);
  });
});
