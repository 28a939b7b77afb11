import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { signedInMember } from '../../test/auth-helpers';
import { createCourse } from './course-store';

const request = {
  name: 'Old Town Crawl',
  holes: Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3 })),
  penalties: [],
};

/** A code maker answering these codes in turn. */
function codes(...list: string[]): () => string {
  return () => list.shift() ?? 'NEVERUSED2';
}

describe('createCourse', () => {
  it('tries another share code when the first is taken', async () => {
    const db = createDb(env.DB);
    const { user } = await signedInMember();
    const first = await createCourse(db, user.id, request, codes('TAKEN23456'));
    const second = await createCourse(db, user.id, request, codes('TAKEN23456', 'FREE234567'));
    expect([first.shareCode, second.shareCode]).toEqual(['TAKEN23456', 'FREE234567']);
  });

  it('gives up after five taken codes, keeping nothing', async () => {
    const db = createDb(env.DB);
    const { user } = await signedInMember();
    await createCourse(db, user.id, request, codes('SAME234567'));
    await expect(createCourse(db, user.id, request, () => 'SAME234567')).rejects.toThrow(
      'No free share code after 5 attempts',
    );
    const row = await env.DB.prepare('select count(*) as n from courses where user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });
});
