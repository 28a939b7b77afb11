import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { courseSchema, SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '../../../domain/courses';
import {
  DAY_S,
  memberCookie,
  nowSeconds,
  setSessionTimes,
  signedInMember,
  signedInUser,
} from '../../test/auth-helpers';
import { errorOf, get } from '../../test/http';
import { deleteCourse, PATH, saveCourse, shareLookup } from './course-fixtures';

const key = (shareCode: string) => `share:${shareCode}`;

async function kept(shareCode: string): Promise<unknown> {
  const text = await env.CACHE.get(key(shareCode));
  return text === null ? null : JSON.parse(text);
}

describe('share codes', () => {
  it(`are ${SHARE_CODE_LENGTH} letters of the unambiguous alphabet, different for every course`, async () => {
    const cookie = await memberCookie();
    const courses = [];
    for (let i = 0; i < 40; i++) courses.push(await saveCourse(cookie, { name: `Crawl ${i}` }));
    const codes = courses.map((course) => course.shareCode);
    expect(codes.filter((code) => !new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`).test(code))).toEqual(
      [],
    );
    expect(codes.join('')).not.toMatch(/[01ILOU]/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('GET /api/courses/share/:shareCode', () => {
  it('answers the course, with its id, to anyone signed out, without its owner', async () => {
    const { user, cookie } = await signedInMember();
    const course = await saveCourse(cookie);
    const response = await shareLookup(course.shareCode);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=10');
    const text = await response.text();
    expect(courseSchema.parse(JSON.parse(text))).toEqual(course);
    expect(text).not.toContain(user.id);
    expect(text).not.toMatch(/@example\.com|userId|user_id/);
  });

  it('is kept by no shared cache when a renewed session cookie rides on it', async () => {
    const course = await saveCourse(await memberCookie());
    const reader = await signedInUser();
    await setSessionTimes(reader.session.id, { expiresAt: nowSeconds() + DAY_S });
    const response = await get(`${PATH}/share/${course.shareCode}`, { cookie: reader.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((header) => header.startsWith('session='))).toBe(true);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('is written to KV when the course is made, and read from there first', async () => {
    const course = await saveCourse(await memberCookie());
    expect(await kept(course.shareCode)).toEqual(course);

    // With the row gone behind the API's back, only KV can still answer.
    await env.DB.prepare('delete from courses where id = ?').bind(course.id).run();
    const response = await shareLookup(course.shareCode);
    expect(response.status).toBe(200);
    expect(courseSchema.parse(await response.json())).toEqual(course);
  });

  it('falls back to D1 on a KV miss, and writes the course back', async () => {
    const course = await saveCourse(await memberCookie());
    await env.CACHE.delete(key(course.shareCode));

    const response = await shareLookup(course.shareCode);
    expect(response.status).toBe(200);
    expect(courseSchema.parse(await response.json())).toEqual(course);
    expect(await kept(course.shareCode)).toEqual(course);
  });

  it('reads D1 when the KV entry is not a course, and mends the entry', async () => {
    const course = await saveCourse(await memberCookie());
    await env.CACHE.put(key(course.shareCode), '{"id":');
    expect(courseSchema.parse(await (await shareLookup(course.shareCode)).json())).toEqual(course);
    expect(await kept(course.shareCode)).toEqual(course);
  });

  it('is deleted from KV with the course, and answers 404 after', async () => {
    const cookie = await memberCookie();
    const course = await saveCourse(cookie);
    expect((await deleteCourse(course.id, cookie)).status).toBe(200);
    expect(await kept(course.shareCode)).toBeNull();

    const response = await shareLookup(course.shareCode);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Course not found' });
    expect(await kept(course.shareCode)).toBeNull();
  });

  it("answers 404 'Course not found' for a well-formed code no course has, and keeps nothing", async () => {
    const response = await shareLookup('ABCDEFGHJK');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Course not found' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await kept('ABCDEFGHJK')).toBeNull();
  });

  it.each([
    ['too short', 'ABCDEFGHJ'],
    ['too long', 'ABCDEFGHJKM'],
    ['lower case', 'abcdefghjk'],
    ['a letter left out of the alphabet', 'ABCDEFGHJO'],
  ])('answers 400 naming shareCode for a code %s', async (_case, code) => {
    const response = await shareLookup(code);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe('Invalid param: shareCode');
  });
});
