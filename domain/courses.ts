import * as z from 'zod/mini';
import { cleanName } from './clean-name';
import { MAX_COURSE_NAME_LENGTH } from './course-name';
import { crawlTimingSchema } from './crawl-timing';
import { hazardsFit, holeRulesSchema, shownHoleRulesSchema, TOO_MANY_HAZARDS_MESSAGE } from './hole-rules';
import { holesSchema, type Hole } from './holes';
import { houseRulesSchema } from './house-rules';
import { penaltiesSchema } from './penalties';

/** Share codes: no 0/O, 1/I/L or U, so a code read aloud in a loud bar is typed right. */
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHARE_CODE_LENGTH = 10;

const courseNameSchema = z
  .string('name is required')
  .check(
    z.overwrite(cleanName),
    z.minLength(1, 'Course name required: Please enter a name for your course.'),
    z.maxLength(MAX_COURSE_NAME_LENGTH, `name must be at most ${MAX_COURSE_NAME_LENGTH} characters`),
  );

/** A course id as it appears in /courses/{id} and /api/courses/{id}. */
export const courseIdSchema = z.uuid('id must be a UUID');

export const shareCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`), 'shareCode is not a share code'));

/** `POST /api/courses`: the card's bars, drinks and pars, its penalty list and house rules, under a name. */
export const createCourseRequestSchema = z
  .object({
    name: courseNameSchema,
    holes: holesSchema,
    penalties: penaltiesSchema,
    /** When the crawl starts and how long each hole takes; a course may have none. */
    timing: z.optional(crawlTimingSchema),
    /** The house rules for the whole game, a line a rule (none when absent). */
    rules: z.optional(houseRulesSchema),
    /** A rule for some holes, some of them hazards (none when absent). */
    holeRules: z.optional(holeRulesSchema),
  })
  .check(
    z.refine((course) => hazardsFit(course.penalties, course.holeRules ?? []), {
      message: TOO_MANY_HAZARDS_MESSAGE,
      path: ['holeRules'],
    }),
  );
export type CreateCourseRequest = z.infer<typeof createCourseRequestSchema>;

/** A course as every course call answers it. Its holes carry no scores and its penalties count 0. */
export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  holes: holesSchema,
  penalties: penaltiesSchema,
  shareCode: z.string(),
  createdAt: z.iso.datetime(),
  /** Absent on a course saved without a start time. */
  timing: z.optional(crawlTimingSchema),
  /** Absent on a course saved without house rules. */
  rules: z.optional(z.string()),
  /** Absent on a course saved without hole rules. */
  holeRules: z.optional(shownHoleRulesSchema),
});
export type Course = z.infer<typeof courseSchema>;

/** `GET /api/courses`: the caller's courses, newest first. */
export const courseListSchema = z.array(courseSchema);

/** `DELETE /api/courses/{id}`: the course is gone; rounds played on it stay. */
export const deletedCourseSchema = z.object({ deleted: z.literal(true) });
export type DeletedCourse = z.infer<typeof deletedCourseSchema>;

/** A course keeps the layout of the crawl, never anyone's score. */
export function courseHoles(holes: readonly Hole[]): Hole[] {
  return holes.map(({ score: _score, ...hole }) => hole);
}

/** 'n/9 bars': how many holes have a bar. */
export function barsMapped(holes: readonly Pick<Hole, 'barName'>[]): number {
  return holes.filter((hole) => (hole.barName ?? '').trim() !== '').length;
}
