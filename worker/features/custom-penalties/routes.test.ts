import { describe, expect, it } from 'vitest';
import { MAX_PENALTIES, MAX_PENALTY_NAME_LENGTH, type Penalty } from '../../../domain/penalties';
import { currentUserSchema } from '../../../domain/user';
import { memberCookie, signedInUser, signedInWithStatus } from '../../test/auth-helpers';
import { errorOf, get, postJson } from '../../test/http';
import { itRefusesNonMembers } from '../../test/member-only-calls';

const PATH = '/api/user/custom-penalties';

async function savedPenalties(cookie: string): Promise<Penalty[]> {
  const response = await get('/api/auth/user', { cookie });
  expect(response.status).toBe(200);
  return currentUserSchema.parse(await response.json()).customPenalties;
}

const penalty = (id: string, name: string, count = 0): Penalty => ({ id, name, count });

describe('POST /api/user/custom-penalties', () => {
  it('saves the list, trimmed and with counts at 0, and GET /api/auth/user answers it', async () => {
    const cookie = await memberCookie();
    expect(await savedPenalties(cookie)).toEqual([]);

    const response = await postJson(
      PATH,
      { penalties: [penalty('spilled-drink', ' Spilt Pint ', 3), penalty('custom-1700000000000', 'Fell Over')] },
      { cookie },
    );
    expect(response.status).toBe(200);
    const expected = [penalty('spilled-drink', 'Spilt Pint'), penalty('custom-1700000000000', 'Fell Over')];
    expect(await response.json()).toEqual({ customPenalties: expected });
    expect(await savedPenalties(cookie)).toEqual(expected);

    // A new save replaces the list; an empty one clears it.
    expect((await postJson(PATH, { penalties: [penalty('custom-2', 'Dropped Phone')] }, { cookie })).status).toBe(200);
    expect(await savedPenalties(cookie)).toEqual([penalty('custom-2', 'Dropped Phone')]);
    expect((await postJson(PATH, { penalties: [] }, { cookie })).status).toBe(200);
    expect(await savedPenalties(cookie)).toEqual([]);
  });

  it.each(['active', 'trialing', 'subscribed'])('is open to a %s member', async (status) => {
    const { cookie } = await signedInWithStatus(status);
    expect((await postJson(PATH, { penalties: [penalty('custom-1', 'Fell Over')] }, { cookie })).status).toBe(200);
  });

  itRefusesNonMembers([
    [
      'POST /api/user/custom-penalties',
      (cookie) => postJson(PATH, { penalties: [penalty('custom-1', 'Fell Over')] }, { cookie }),
    ],
    [
      'POST /api/user/custom-penalties with a bad body',
      (cookie) => postJson(PATH, { penalties: 'nonsense' }, { cookie }),
    ],
  ]);

  it('stores nothing for a signed-in user without a membership', async () => {
    const { cookie } = await signedInUser();
    await postJson(PATH, { penalties: [penalty('custom-1', 'Fell Over')] }, { cookie });
    expect(await savedPenalties(cookie)).toEqual([]);
  });

  const tooMany = Array.from({ length: MAX_PENALTIES + 1 }, (_, i) => penalty(`custom-${i}`, `Penalty ${i}`));
  it.each([
    ['no list', {}, 'penalties'],
    ['a list that is not a list', { penalties: 'Fell Over' }, 'penalties'],
    [`more than ${MAX_PENALTIES} entries`, { penalties: tooMany }, 'penalties'],
    ['a blank name', { penalties: [penalty('custom-1', '   ')] }, 'penalties.0.name'],
    [
      `a name over ${MAX_PENALTY_NAME_LENGTH} characters`,
      { penalties: [penalty('custom-1', 'ok'), penalty('custom-2', 'x'.repeat(MAX_PENALTY_NAME_LENGTH + 1))] },
      'penalties.1.name',
    ],
    ['a repeated id', { penalties: [penalty('custom-1', 'One'), penalty('custom-1', 'Two')] }, 'penalties.1.id'],
    ['an empty id', { penalties: [penalty('', 'One')] }, 'penalties.0.id'],
    ['a negative count', { penalties: [penalty('custom-1', 'One', -1)] }, 'penalties.0.count'],
  ])('answers 400 naming the field for %s, and keeps the stored list', async (_case, body, field) => {
    const cookie = await memberCookie();
    const kept = [penalty('custom-1', 'Fell Over')];
    expect((await postJson(PATH, { penalties: kept }, { cookie })).status).toBe(200);

    const response = await postJson(PATH, body, { cookie });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(`Invalid json: ${field}`);
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await savedPenalties(cookie)).toEqual(kept);
  });
});
