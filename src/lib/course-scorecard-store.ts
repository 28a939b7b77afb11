import * as z from 'zod/mini';
import { crawlTimingSchema } from '../../domain/crawl-timing';
import { holesSchema } from '../../domain/holes';
import { penaltiesSchema } from '../../domain/penalties';
import { roundIdSchema } from '../../domain/rounds';
import { isoDateSchema, teamNameSchema } from '../../domain/scorecard';
import { readStored, removeStored, writeStored } from './local-storage';

/** A course played on this device, kept under `course-{courseId}-scorecard`. */
const courseScorecardSchema = z.object({
  teamName: teamNameSchema,
  date: isoDateSchema,
  holes: holesSchema,
  penalties: penaltiesSchema,
  /** The round's own id, made when it starts: sending it twice never saves it twice. */
  roundId: z.optional(roundIdSchema),
  /** When the player last changed the card, in milliseconds since 1970: the newer edit wins. */
  editedAt: z.optional(z.int()),
  /** Tonight's start time and minutes per hole, when the player changed the course's: the course keeps its own. */
  timing: z.optional(crawlTimingSchema),
});
export type CourseScorecard = z.infer<typeof courseScorecardSchema>;

const KEY_PATTERN = /^course-(.+)-scorecard$/;
const courseScorecardKey = (courseId: string) => `course-${courseId}-scorecard`;

export function readCourseScorecard(courseId: string): CourseScorecard | null {
  return readStored(courseScorecardKey(courseId), courseScorecardSchema);
}

export function writeCourseScorecard(courseId: string, card: CourseScorecard): boolean {
  return writeStored(courseScorecardKey(courseId), card);
}

export function removeCourseScorecard(courseId: string): void {
  removeStored(courseScorecardKey(courseId));
}

/** Every course card kept on this device, by course id. */
export function listCourseScorecards(): { courseId: string; card: CourseScorecard }[] {
  const found: { courseId: string; card: CourseScorecard }[] = [];
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage);
  } catch {
    return found;
  }
  for (const key of keys) {
    const courseId = KEY_PATTERN.exec(key)?.[1];
    if (courseId === undefined) continue;
    const card = readCourseScorecard(courseId);
    if (card) found.push({ courseId, card });
  }
  return found;
}
