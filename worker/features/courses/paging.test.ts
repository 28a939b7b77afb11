import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { courseListSchema, type Course } from '../../../domain/courses';
import { nextPageUrl, PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../../domain/paging';
import { signedInMember } from '../../test/auth-helpers';
import { errorOf, get } from '../../test/http';
import { deleteCourse, PATH, saveCourse } from './course-fixtures';

/** `count` courses straight into D1, all in the same second, as a fast player or an import would make them. */
async function seedCourses(userId: string, count: number, prefix: string): Promise<void> {
  const holes = JSON.stringify(Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3 })));
  const createdAt = Math.floor(Date.now() / 1000) - 1000;
  await env.DB.batch(
    Array.from({ length: count }, (_, index) =>
      env.DB.prepare(
        `insert into courses (id, user_id, name, holes, penalties, share_code, created_at) values (?, ?, ?, ?, '[]', ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        userId,
        `${prefix} ${String(index + 1).padStart(3, '0')}`,
        holes,
        crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase(),
        createdAt,
      ),
    ),
  );
}

async function page(cookie: string, url = PATH): Promise<{ courses: Course[]; next: string | null; total: number }> {
  const response = await get(url, { cookie });
  expect(response.status).toBe(200);
  return {
    courses: courseListSchema.parse(await response.json()),
    next: nextPageUrl(response.headers.get('Link')),
    total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
  };
}

describe('GET /api/courses, a page at a time', () => {
  it('lists every course once, newest first, across pages, even when many share a second', async () => {
    const { user, cookie } = await signedInMember();
    await seedCourses(user.id, 110, 'Crawl');
    const first = await page(cookie);
    expect(first.courses).toHaveLength(PAGE_SIZE);
    expect(first.total).toBe(110);
    expect(first.next).toMatch(/^\/api\/courses\?before=[\w-]+$/);

    // Saved and deleted between pages: the new one belongs on page one, the deleted one is just gone.
    await saveCourse(cookie, { name: 'Saved Meanwhile' });
    const names = first.courses.map((course) => course.name);
    const second = await page(cookie, first.next!);
    const unseen = second.courses[5]!;
    expect((await deleteCourse(unseen.id, cookie)).status).toBe(200);
    const third = await page(cookie, second.next!);
    expect(third.next).toBeNull();
    names.push(...second.courses.map((course) => course.name), ...third.courses.map((course) => course.name));
    expect(names).toEqual(Array.from({ length: 110 }, (_, index) => `Crawl ${String(110 - index).padStart(3, '0')}`));
  });

  it('answers 400 naming before for a cursor it did not make', async () => {
    const { cookie } = await signedInMember();
    for (const before of ['MTIz', 'not a cursor']) {
      const response = await get(`${PATH}?before=${encodeURIComponent(before)}`, { cookie });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Invalid query: before');
    }
  });
});
