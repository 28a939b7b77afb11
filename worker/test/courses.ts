/** Courses for the tests of rounds and games played on one. */
import { expect } from 'vitest';
import { courseSchema, type Course } from '../../domain/courses';
import { postJson } from './http';

/** A member saves a course of nine holes at these pars (one for every hole, or a hole's each), with a bar on each. */
export async function courseWithPars(
  cookie: string,
  pars: number | readonly number[],
  name = 'Old Town Crawl',
): Promise<Course> {
  const holes = Array.from({ length: 9 }, (_, index) => ({
    holeNumber: index + 1,
    par: typeof pars === 'number' ? pars : pars[index],
    barName: `Bar ${index + 1}`,
    drink: 'Lager',
  }));
  const response = await postJson('/api/courses', { name, holes, penalties: [] }, { cookie });
  expect(response.status).toBe(201);
  return courseSchema.parse(await response.json());
}
