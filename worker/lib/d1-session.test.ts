import { describe, expect, it } from 'vitest';
import { MAX_PENALTIES, MAX_PENALTY_NAME_LENGTH, type Penalty } from '../../domain/penalties';
import { currentUserSchema } from '../../domain/user';
import { cookieValue, setCookies, signedInMember } from '../test/auth-helpers';
import { get, postJson } from '../test/http';

/** A full list of penalties, each name as long as a name may be. */
const PENALTIES: Penalty[] = Array.from({ length: MAX_PENALTIES }, (_, index) => ({
  id: `custom-${1_700_000_000_000 + index}`,
  name: `Knocked the round over at bar ${index + 1}`.padEnd(MAX_PENALTY_NAME_LENGTH, '!'),
  count: 0,
}));

describe('reads from the nearest copy of the database', () => {
  it('answers a write with its bookmark, and a read that sends it back sees the write', async () => {
    const { cookie } = await signedInMember();
    const write = await postJson('/api/user/custom-penalties', { penalties: PENALTIES }, { cookie });
    expect(write.status).toBe(200);

    const header = setCookies(write).get('d1_bookmark');
    const bookmark = cookieValue(header);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);

    const read = await get('/api/auth/user', { cookie: `${cookie}; d1_bookmark=${bookmark}` });
    expect(read.status).toBe(200);
    expect(currentUserSchema.parse(await read.json()).customPenalties.map((penalty) => penalty.name)).toEqual(
      PENALTIES.map((penalty) => penalty.name),
    );
    // Reads leave the bookmark as it is, so a public answer never carries a cookie.
    expect(setCookies(read).has('d1_bookmark')).toBe(false);
  });

  it('starts anywhere without a bookmark, or with one that is not a bookmark', async () => {
    const { cookie } = await signedInMember();
    for (const sent of ['', '; d1_bookmark=not%20a%20bookmark', `; d1_bookmark=${'f'.repeat(300)}`]) {
      const response = await get('/api/auth/user', { cookie: `${cookie}${sent}` });
      expect(response.status).toBe(200);
    }
  });

  it('answers a later write with a later bookmark', async () => {
    const { cookie } = await signedInMember();
    const first = await postJson('/api/user/custom-penalties', { penalties: PENALTIES.slice(0, 1) }, { cookie });
    const firstBookmark = cookieValue(setCookies(first).get('d1_bookmark'));
    const second = await postJson(
      '/api/user/custom-penalties',
      { penalties: PENALTIES.slice(0, 2) },
      { cookie: `${cookie}; d1_bookmark=${firstBookmark}` },
    );
    const secondBookmark = cookieValue(setCookies(second).get('d1_bookmark'));
    expect(secondBookmark).toBeDefined();
    expect(secondBookmark! > firstBookmark!).toBe(true);
  });
});
