import { describe, expect, it } from 'vitest';
import { MAX_PENALTIES } from '../../../domain/penalties';
import { deletedRoundsSchema, savedRoundListSchema, savedRoundSchema, type SavedRound } from '../../../domain/rounds';
import { memberCookie, signedInUser } from '../../test/auth-helpers';
import { courseWithPars } from '../../test/courses';
import { errorOf, get, postJson, sendJson } from '../../test/http';
import { itRefusesNonMembers } from '../../test/member-only-calls';
import { card, holes, PATH, saveRound, scorecardRows, sendText } from './round-fixtures';

async function roundsOf(cookie: string): Promise<SavedRound[]> {
  const response = await get(PATH, { cookie });
  expect(response.status).toBe(200);
  return savedRoundListSchema.parse(await response.json());
}

const ID = () => crypto.randomUUID();

describe('who may call', () => {
  itRefusesNonMembers([
    ['POST /api/scorecards', (cookie) => postJson(PATH, card(), { cookie })],
    ['PUT /api/scorecards/:id', (cookie) => sendJson('PUT', `${PATH}/${ID()}`, card({ editedAt: 1 }), { cookie })],
    ['GET /api/scorecards', (cookie) => get(PATH, { cookie })],
    ['DELETE /api/scorecards/:id', (cookie) => sendJson('DELETE', `${PATH}/${ID()}`, undefined, { cookie })],
    ['DELETE /api/scorecards', (cookie) => sendJson('DELETE', PATH, undefined, { cookie })],
  ]);

  it('keeps nothing from a signed-out or unsubscribed save', async () => {
    const id = ID();
    await postJson(PATH, card({ id }));
    await postJson(PATH, card({ id }), { cookie: (await signedInUser()).cookie });
    expect(await scorecardRows(id)).toBe(0);
  });
});

describe('a member', () => {
  it('saves a round, with the total worked out by the server, and lists it', async () => {
    const cookie = await memberCookie();
    const id = ID();
    const course = await courseWithPars(cookie, 3, 'Old Town');
    const response = await postJson(
      PATH,
      card({ id, totalScore: -99, courseId: course.id, courseName: course.name, editedAt: 1000 }),
      { cookie },
    );
    expect(response.status).toBe(201);
    const saved = savedRoundSchema.parse(await response.json());
    expect(saved).toMatchObject({
      id,
      number: 1,
      teamName: 'The Bogeys',
      date: '2025-06-14',
      totalScore: 7,
      courseId: course.id,
      courseName: 'Old Town',
      editedAt: 1000,
    });
    expect(saved.holes[4]).toEqual({ holeNumber: 5, par: 3, barName: 'Bar 5', drink: 'Lager', score: 'NA' });
    expect(await roundsOf(cookie)).toEqual([saved]);
  });

  it('gets an id from the server when it sends none, and numbers its rounds from 1', async () => {
    const cookie = await memberCookie();
    const first = await saveRound(cookie);
    const second = await saveRound(cookie);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect([first.number, second.number]).toEqual([1, 2]);
    expect((await roundsOf(cookie)).map((round) => round.id)).toEqual([second.id, first.id]);
  });

  it('keeps a null score as an unscored hole', async () => {
    const cookie = await memberCookie();
    const saved = await saveRound(cookie, { holes: holes([3, null, 3, 3, 3, 3, 3, 3, 3]), penalties: [] });
    expect(saved.holes[1]).toEqual({ holeNumber: 2, par: 3 });
    expect(saved.totalScore).toBe(0);
  });

  it('answers a repeated id with the round already kept, making no second row', async () => {
    const cookie = await memberCookie();
    const id = ID();
    const first = await saveRound(cookie, { id });
    const again = await postJson(PATH, card({ id, teamName: 'Changed' }), { cookie });
    expect(again.status).toBe(200);
    expect(savedRoundSchema.parse(await again.json())).toEqual(first);
    expect(await scorecardRows(id)).toBe(1);
  });

  it('makes one row from ten parallel saves with one id', async () => {
    const cookie = await memberCookie();
    const id = ID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => postJson(PATH, card({ id }), { cookie })));
    expect(responses.map((response) => response.status).toSorted()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await scorecardRows(id)).toBe(1);
    expect((await roundsOf(cookie)).map((round) => round.number)).toEqual([1]);
  });

  it('numbers parallel saves of different rounds apart', async () => {
    const cookie = await memberCookie();
    await Promise.all(Array.from({ length: 5 }, () => saveRound(cookie)));
    expect((await roundsOf(cookie)).map((round) => round.number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('updates its round with a newer edit, recomputing the total', async () => {
    const cookie = await memberCookie();
    const saved = await saveRound(cookie, { editedAt: 1000 });
    const response = await sendJson(
      'PUT',
      `${PATH}/${saved.id}`,
      card({
        teamName: 'Eagles',
        holes: holes([2, 2, 2, 2, 2, 2, 2, 2, 2]),
        penalties: [],
        totalScore: 50,
        editedAt: 2000,
      }),
      { cookie },
    );
    expect(response.status).toBe(200);
    const updated = savedRoundSchema.parse(await response.json());
    expect(updated).toMatchObject({ id: saved.id, number: 1, teamName: 'Eagles', totalScore: -9, editedAt: 2000 });
    expect(updated.createdAt).toBe(saved.createdAt);
    expect(await roundsOf(cookie)).toEqual([updated]);
  });

  it('never lets an older edit overwrite a newer one, and answers the stored round', async () => {
    const cookie = await memberCookie();
    const saved = await saveRound(cookie, { editedAt: 1000 });
    const newer = await sendJson('PUT', `${PATH}/${saved.id}`, card({ teamName: 'Newer', editedAt: 3000 }), { cookie });
    const stored = savedRoundSchema.parse(await newer.json());

    const older = await sendJson('PUT', `${PATH}/${saved.id}`, card({ teamName: 'Older', editedAt: 2000 }), { cookie });
    expect(older.status).toBe(200);
    expect(savedRoundSchema.parse(await older.json())).toEqual(stored);
    expect((await roundsOf(cookie))[0]?.teamName).toBe('Newer');
  });

  it("takes an edit stamped later than the server's clock as made now, so the owner's next real edit lands", async () => {
    const cookie = await memberCookie();
    const saved = await saveRound(cookie, { editedAt: Number.MAX_SAFE_INTEGER });
    expect(saved.editedAt).toBeLessThanOrEqual(Date.now());
    const future = await sendJson(
      'PUT',
      `${PATH}/${saved.id}`,
      card({ teamName: 'From the future', editedAt: Number.MAX_SAFE_INTEGER }),
      { cookie },
    );
    expect(future.status).toBe(200);
    const kept = savedRoundSchema.parse(await future.json());
    expect(kept.teamName).toBe('From the future');
    expect(kept.editedAt).toBeLessThanOrEqual(Date.now());
    // The next edit, stamped by a phone whose clock is right, lands at once.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const real = await sendJson('PUT', `${PATH}/${saved.id}`, card({ teamName: 'Eagles', editedAt: Date.now() }), {
      cookie,
    });
    expect(savedRoundSchema.parse(await real.json()).teamName).toBe('Eagles');
    expect((await roundsOf(cookie))[0]?.teamName).toBe('Eagles');
  });

  it('answers 404 to a PUT or DELETE of a round it does not have', async () => {
    const cookie = await memberCookie();
    expect((await sendJson('PUT', `${PATH}/${ID()}`, card({ editedAt: 1 }), { cookie })).status).toBe(404);
    expect((await sendJson('DELETE', `${PATH}/${ID()}`, undefined, { cookie })).status).toBe(404);
  });

  it('deletes one round, then clears the rest', async () => {
    const cookie = await memberCookie();
    const [a, b, c] = [await saveRound(cookie), await saveRound(cookie), await saveRound(cookie)];
    const one = await sendJson('DELETE', `${PATH}/${b.id}`, undefined, { cookie });
    expect(one.status).toBe(200);
    expect(deletedRoundsSchema.parse(await one.json())).toEqual({ deleted: 1 });
    expect((await roundsOf(cookie)).map((round) => round.id)).toEqual([c.id, a.id]);

    const all = await sendJson('DELETE', PATH, undefined, { cookie });
    expect(deletedRoundsSchema.parse(await all.json())).toEqual({ deleted: 2 });
    expect(await roundsOf(cookie)).toEqual([]);
  });
});

describe("another member's rounds", () => {
  it('cannot be read, updated or deleted, and stay as they were', async () => {
    const alice = await memberCookie();
    const bob = await memberCookie();
    const round = await saveRound(alice, { editedAt: 1000 });

    expect(await roundsOf(bob)).toEqual([]);
    const put = await sendJson('PUT', `${PATH}/${round.id}`, card({ teamName: 'Bob', editedAt: 9000 }), {
      cookie: bob,
    });
    expect(put.status).toBe(404);
    expect((await errorOf(put)).code).toBe('not_found');
    expect((await sendJson('DELETE', `${PATH}/${round.id}`, undefined, { cookie: bob })).status).toBe(404);
    expect(
      deletedRoundsSchema.parse(await (await sendJson('DELETE', PATH, undefined, { cookie: bob })).json()),
    ).toEqual({
      deleted: 0,
    });

    expect(await roundsOf(alice)).toEqual([round]);
  });

  it('cannot be taken over by saving with its id: 409, and nothing of it is answered', async () => {
    const alice = await memberCookie();
    const bob = await memberCookie();
    const round = await saveRound(alice);
    const response = await postJson(PATH, card({ id: round.id, teamName: 'Bob' }), { cookie: bob });
    expect(response.status).toBe(409);
    const body = JSON.stringify(await response.json());
    expect(body).not.toContain('The Bogeys');
    expect(await roundsOf(alice)).toEqual([round]);
    expect(await roundsOf(bob)).toEqual([]);
  });
});

describe('validation', () => {
  const penalty = (index: number) => ({ id: `custom-${index}`, name: `Penalty ${index}`, count: 0 });
  const eightHoles = holes([3, 3, 3, 3, 3, 3, 3, 3]).slice(0, 8);
  const swapped = holes([]);
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  const repeated = holes([]).map((hole, index) => (index === 8 ? { ...(hole as object), holeNumber: 1 } : hole));
  const withHole = (index: number, patch: Record<string, unknown>) =>
    holes([]).map((hole, at) => (at === index ? { ...(hole as object), ...patch } : hole));

  it.each([
    ['eight holes', { holes: eightHoles }, 'holes'],
    ['holes out of order', { holes: swapped }, 'holes'],
    ['a hole numbered twice', { holes: repeated }, 'holes'],
    ['no holes', { holes: undefined }, 'holes'],
    ['par 0', { holes: withHole(2, { par: 0 }) }, 'holes.2.par'],
    ['par 11', { holes: withHole(2, { par: 11 }) }, 'holes.2.par'],
    ['a fractional par', { holes: withHole(2, { par: 2.5 }) }, 'holes.2.par'],
    ['score 11', { holes: withHole(3, { score: 11 }) }, 'holes.3.score'],
    ['score -1', { holes: withHole(3, { score: -1 }) }, 'holes.3.score'],
    ['a fractional score', { holes: withHole(3, { score: 1.5 }) }, 'holes.3.score'],
    ['score "X"', { holes: withHole(3, { score: 'X' }) }, 'holes.3.score'],
    ['a drink over 100 characters', { holes: withHole(0, { drink: 'x'.repeat(101) }) }, 'holes.0.drink'],
    ['a bar name over 200 characters', { holes: withHole(0, { barName: 'x'.repeat(201) }) }, 'holes.0.barName'],
    [
      'a bar address over 300 characters',
      { holes: withHole(0, { barAddress: 'x'.repeat(301) }) },
      'holes.0.barAddress',
    ],
    [
      'a bar place id over 300 characters',
      { holes: withHole(0, { barPlaceId: 'x'.repeat(301) }) },
      'holes.0.barPlaceId',
    ],
    ['a latitude of 91', { holes: withHole(0, { barLocation: { lat: 91, lng: 0 } }) }, 'holes.0.barLocation.lat'],
    [
      `${MAX_PENALTIES + 1} penalties`,
      { penalties: Array.from({ length: MAX_PENALTIES + 1 }, (_, i) => penalty(i)) },
      'penalties',
    ],
    ['a penalty count of 1000', { penalties: [{ ...penalty(1), count: 1000 }] }, 'penalties.0.count'],
    ['a negative penalty count', { penalties: [{ ...penalty(1), count: -1 }] }, 'penalties.0.count'],
    ['a blank penalty name', { penalties: [{ ...penalty(1), name: '  ' }] }, 'penalties.0.name'],
    ['a penalty name over 40 characters', { penalties: [{ ...penalty(1), name: 'x'.repeat(41) }] }, 'penalties.0.name'],
    ['a team name over 60 characters', { teamName: 'x'.repeat(61) }, 'teamName'],
    ['no team name', { teamName: undefined }, 'teamName'],
    ['31 April', { date: '2025-04-31' }, 'date'],
    ['29 February of a common year', { date: '2025-02-29' }, 'date'],
    ['a date and time', { date: '2025-06-14T10:00:00Z' }, 'date'],
    ['an id that is not a UUID', { id: 'round-1' }, 'id'],
    ['a total that is not a number', { totalScore: 'low' }, 'totalScore'],
    ['a course name over 100 characters', { courseName: 'x'.repeat(101) }, 'courseName'],
    ['an empty course id', { courseId: '' }, 'courseId'],
    ['an edit time that is not whole', { editedAt: 1.5 }, 'editedAt'],
  ])('POST answers 400 naming the field for %s, and keeps nothing', async (_case, patch, field) => {
    const cookie = await memberCookie();
    const id = ID();
    const response = await postJson(PATH, card({ id, ...patch }), { cookie });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(`Invalid json: ${field}`);
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await roundsOf(cookie)).toEqual([]);
  });

  it('POST answers 400 for a body that is not JSON', async () => {
    const cookie = await memberCookie();
    const response = await sendText('POST', PATH, '{"teamName":', cookie);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Invalid json: body');
  });

  it.each([
    ['no edit time', { editedAt: undefined }, 'editedAt'],
    ['31 April', { editedAt: 5, date: '2025-04-31' }, 'date'],
    ['score 11', { editedAt: 5, holes: withHole(8, { score: 11 }) }, 'holes.8.score'],
  ])('PUT answers 400 naming the field for %s, and changes nothing', async (_case, patch, field) => {
    const cookie = await memberCookie();
    const round = await saveRound(cookie, { editedAt: 1 });
    const response = await sendJson('PUT', `${PATH}/${round.id}`, card({ teamName: 'Changed', ...patch }), { cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(`Invalid json: ${field}`);
    expect(await roundsOf(cookie)).toEqual([round]);
  });

  it.each(['PUT', 'DELETE'] as const)('%s answers 400 naming the id when it is not a UUID', async (method) => {
    const cookie = await memberCookie();
    const round = await saveRound(cookie);
    const response = await sendJson(
      method,
      `${PATH}/not-a-uuid`,
      method === 'PUT' ? card({ editedAt: 1 }) : undefined,
      { cookie },
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Invalid param: id');
    expect(await roundsOf(cookie)).toEqual([round]);
  });
});
