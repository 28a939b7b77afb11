/** Courses and requests for the course tests. */
import { expect } from 'vitest';
import { courseSchema, type Course } from '../../../domain/courses';
import { get, postJson, sendJson } from '../../test/http';

export const PATH = '/api/courses';

/** Nine holes with bars, drinks and pars, scored as a card mid-round would be. */
export function scoredHoles(): Record<string, unknown>[] {
  return Array.from({ length: 9 }, (_, index) => ({
    holeNumber: index + 1,
    par: index === 0 ? 4 : 3,
    ...(index < 5 ? { score: index === 2 ? 'NA' : 2 + index } : {}),
    ...(index < 7 ? { barName: `Bar ${index + 1}`, drink: 'Lager' } : {}),
  }));
}

export function courseRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Old Town Crawl',
    holes: scoredHoles(),
    penalties: [
      { id: 'spilled-drink', name: 'Spilled Drink', count: 2 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
    ],
    ...overrides,
  };
}

/** Saves a course through the API and answers it as kept. */
export async function saveCourse(cookie: string, overrides: Record<string, unknown> = {}): Promise<Course> {
  const response = await postJson(PATH, courseRequest(overrides), { cookie });
  expect(response.status).toBe(201);
  return courseSchema.parse(await response.json());
}

export function deleteCourse(id: string, cookie?: string): Promise<Response> {
  return sendJson('DELETE', `${PATH}/${id}`, undefined, { cookie });
}

export function shareLookup(shareCode: string): Promise<Response> {
  return get(`${PATH}/share/${shareCode}`);
}
