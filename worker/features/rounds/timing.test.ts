import { describe, expect, it } from 'vitest';
import { savedRoundListSchema, savedRoundSchema } from '../../../domain/rounds';
import type { OpeningHours } from '../../../domain/opening-hours';
import { memberCookie } from '../../test/auth-helpers';
import { courseWithPars } from '../../test/courses';
import { errorOf, get, postJson, sendJson } from '../../test/http';
import { card, holes, PATH, saveRound } from './round-fixtures';

/** Every day 11:00 to 21:00: a bar shut before a late hole, as kept with the bar on the hole. */
const CLOSES_EARLY: OpeningHours = {
  timeZone: 'Europe/London',
  periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '11:00', closes: '21:00' })),
};

function plannedHoles(): unknown[] {
  return (holes([3, 4, 2, 3, 'NA', 3, 3, 3, 3]) as Record<string, unknown>[]).map((hole, index) => ({
    ...hole,
    ...(index === 6
      ? { barName: 'The Harp', barLocation: { lat: 51.5098, lng: -0.1253 }, barHours: CLOSES_EARLY, minutes: 45 }
      : {}),
  }));
}

describe('a round keeps its evening', () => {
  it('keeps the start time, minutes per hole, a hole’s own minutes and its bar’s hours, on every read', async () => {
    const cookie = await memberCookie();
    const timing = { startTime: '19:45', minutesPerHole: 35 };
    const saved = await saveRound(cookie, { holes: plannedHoles(), timing });
    expect(saved.timing).toEqual(timing);
    expect(saved.holes[6]).toMatchObject({ barHours: CLOSES_EARLY, minutes: 45 });
    const [listed] = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(listed).toEqual(saved);
  });

  it('takes a changed start time with an edit, and drops the plan when an edit comes without one', async () => {
    const cookie = await memberCookie();
    const saved = await saveRound(cookie, { timing: { startTime: '20:00' } });
    expect(saved.timing).toEqual({ startTime: '20:00', minutesPerHole: 30 });

    const later = await sendJson(
      'PUT',
      `${PATH}/${saved.id}`,
      card({ timing: { startTime: '21:15', minutesPerHole: 20 }, editedAt: 2 }),
      { cookie },
    );
    expect(savedRoundSchema.parse(await later.json()).timing).toEqual({ startTime: '21:15', minutesPerHole: 20 });

    const removed = await sendJson('PUT', `${PATH}/${saved.id}`, card({ editedAt: 3 }), { cookie });
    expect(await removed.json()).not.toHaveProperty('timing');
  });

  it('reads a round saved without a plan as before: no timing on it', async () => {
    const cookie = await memberCookie();
    const saved = await saveRound(cookie);
    expect(saved).not.toHaveProperty('timing');
    const [listed] = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(listed).not.toHaveProperty('timing');
  });

  it('keeps tonight’s start time with a course round sent after signing in', async () => {
    const cookie = await memberCookie();
    const course = await courseWithPars(cookie, 3, 'Friday Crawl');
    const response = await postJson(
      '/api/migrate-course-data',
      card({ courseId: course.id, courseName: course.name, timing: { startTime: '22:00', minutesPerHole: 25 } }),
      { cookie },
    );
    expect(savedRoundSchema.parse(await response.json()).timing).toEqual({ startTime: '22:00', minutesPerHole: 25 });
  });

  it.each([
    ['a start time of 24:00', { startTime: '24:00', minutesPerHole: 30 }, 'timing.startTime'],
    ['3 minutes per hole', { startTime: '20:00', minutesPerHole: 3 }, 'timing.minutesPerHole'],
  ])('answers 400 naming the field for %s', async (_case, timing, field) => {
    const response = await postJson(PATH, card({ timing }), { cookie: await memberCookie() });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toEqual([field]);
  });
});
