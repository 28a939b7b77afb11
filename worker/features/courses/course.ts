import type { Course } from '../../../domain/courses';
import type { CourseRow } from '../../db/schema';

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
