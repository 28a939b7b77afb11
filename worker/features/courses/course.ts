import type { Course } from '../../../domain/courses';
import type { CourseRow } from '../../db/schema';
import { publicPenalties, publicTitle } from '../../lib/public-name';

/** A row as every course call answers it: without its owner. */
export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    holes: row.holes,
    penalties: row.penalties,
    shareCode: row.shareCode,
    createdAt: row.createdAt.toISOString(),
    ...(row.timing ? { timing: row.timing } : {}),
  };
}

/** A course as anyone but its owner reads it: an obscene name or penalty name masked (public-name.ts). */
export function publicCourse(course: Course): Course {
  return { ...course, name: publicTitle(course.name), penalties: publicPenalties(course.penalties) };
}
