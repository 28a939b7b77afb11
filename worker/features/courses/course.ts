import type { Course } from '../../../domain/courses';
import type { CourseRow } from '../../db/schema';
import { publicHoleRules, publicPenalties, publicRules, publicTitle } from '../../lib/public-name';

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
    ...(row.houseRules ? { rules: row.houseRules } : {}),
    ...(row.holeRules && row.holeRules.length > 0 ? { holeRules: row.holeRules } : {}),
  };
}

/** A course as anyone but its owner reads it: an obscene name, penalty name or rule masked (public-name.ts). */
export function publicCourse(course: Course): Course {
  return {
    ...course,
    name: publicTitle(course.name),
    penalties: publicPenalties(course.penalties),
    ...(course.rules === undefined ? {} : { rules: publicRules(course.rules) }),
    ...(course.holeRules === undefined ? {} : { holeRules: publicHoleRules(course.holeRules) }),
  };
}
