/**
 * Share links resolved at the edge: KV maps `share:{code}` to the course's answer. Written when
 * the course is made and after a miss, deleted with the course. Courses never change, so an
 * entry is right for as long as its course lives.
 */
import { courseSchema, type Course } from '../../../domain/courses';
import { shareCodeKey } from '../../lib/kv-keys';

/**
 * An entry goes back to D1 after a day. That bounds how long a stale entry can outlive its
 * course: a miss written back just as the course is deleted, or a failed KV delete.
 */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;

/** The kept course, or null on a miss (an entry that does not parse is a miss too). */
export async function cachedCourse(cache: KVNamespace, shareCode: string): Promise<Course | null> {
  const text = await cache.get(shareCodeKey(shareCode));
  if (text === null) return null;
  try {
    const parsed = courseSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.shareCode === shareCode ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepCourse(cache: KVNamespace, course: Course): Promise<void> {
  return cache.put(shareCodeKey(course.shareCode), JSON.stringify(course), { expirationTtl: ENTRY_TTL_SECONDS });
}

export function dropCourse(cache: KVNamespace, shareCode: string): Promise<void> {
  return cache.delete(shareCodeKey(shareCode));
}
