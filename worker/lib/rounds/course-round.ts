/**
 * A round tied to a course plays the course's holes (decision 039): saved from a card, kept after
 * sign-in, or kept at a live game's end. The course in D1 is the truth, never the phone's copy.
 */
import { eq } from 'drizzle-orm';
import type { Hole } from '../../../domain/holes';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { ApiError } from '../../errors';

/** What a round is held to: the course's name and its holes (no scores). */
export interface CourseLayout {
  name: string;
  holes: Hole[];
}

/** The statement that reads a course's layout: none when there is no such course. */
export function courseLayoutQuery(db: Db, courseId: string) {
  return db.select({ name: courses.name, holes: courses.holes }).from(courses).where(eq(courses.id, courseId)).limit(1);
}

export async function findCourseLayout(db: Db, courseId: string): Promise<CourseLayout | undefined> {
  const [course] = await courseLayoutQuery(db, courseId);
  return course;
}

export function unknownCourse(): ApiError {
  return new ApiError(400, 'unknown_course', 'This course no longer exists.', [
    { path: 'courseId', message: 'No course has this id' },
  ]);
}

interface CardOnCourse {
  holes: Hole[];
  courseId?: string | null | undefined;
  courseName?: string | null | undefined;
}

/**
 * The card as it is kept with its course. On the course's pars: each hole is the course's (bar,
 * drink, par) with the player's score, under the course's name. With any par not the course's,
 * the card was not played on this course: it is kept as sent, with no course.
 */
export function onCourse<Card extends CardOnCourse>(card: Card, course: CourseLayout): Card {
  if (course.holes.some((hole, index) => card.holes[index]?.par !== hole.par)) {
    return { ...card, courseId: null, courseName: null };
  }
  const holes = course.holes.map((hole, index) => {
    const score = card.holes[index]?.score;
    return score === undefined ? hole : { ...hole, score };
  });
  return { ...card, holes, courseName: course.name };
}
