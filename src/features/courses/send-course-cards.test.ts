import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHoles } from '../../../domain/holes';
import type { SavedRound } from '../../../domain/rounds';
import { listCourseScorecards, writeCourseScorecard } from '../../lib/course-scorecard-store';
import { sendCourseCards } from './send-course-cards';

const GONE_COURSE = '5d1c2b3a-0000-4000-8000-000000000001';
const ROUND_ID = '0b0e3c4e-8f3a-4a57-9d35-6f1f0c1a2b01';

/** A `window` whose localStorage lists its keys, as a browser's does. */
function stubListedLocalStorage(): void {
  const storage: Record<string, string> = {};
  Object.defineProperties(storage, {
    getItem: { value: (key: string) => storage[key] ?? null },
    setItem: { value: (key: string, value: string) => void (storage[key] = value) },
    removeItem: { value: (key: string) => void delete storage[key] },
  });
  vi.stubGlobal('window', { localStorage: storage });
}

/** The Worker with no course at all: a course read is 404, a course round 400 `unknown_course`. */
function serverWithoutCourses(calls: string[]) {
  return async (url: string, init: { method?: string; body?: string } = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.startsWith('/api/courses/')) {
      return Response.json({ error: { code: 'not_found', message: 'Course not found' } }, { status: 404 });
    }
    const sent = JSON.parse(init.body ?? '{}') as Record<string, unknown>;
    if (sent.courseId) {
      const issues = [{ path: 'courseId', message: 'No course has this id' }];
      return Response.json(
        { error: { code: 'unknown_course', message: 'This course no longer exists.', issues } },
        { status: 400 },
      );
    }
    const round: SavedRound = {
      id: String(sent.id),
      number: 1,
      teamName: String(sent.teamName),
      date: String(sent.date),
      totalScore: 0,
      holes: sent.holes as SavedRound['holes'],
      penalties: [],
      courseId: null,
      courseName: null,
      editedAt: null,
      createdAt: '2026-11-22T20:00:00.000Z',
      updatedAt: '2026-11-22T20:00:00.000Z',
    };
    return Response.json(round, { status: 201 });
  };
}

beforeEach(() => {
  stubListedLocalStorage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sending the course cards kept on this phone after sign-in', () => {
  it('keeps a round whose course was deleted since it was played, without the course, and clears it from the phone', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', serverWithoutCourses(calls));
    const holes = defaultHoles().map((hole) => ({ ...hole, score: 3 }));
    writeCourseScorecard(GONE_COURSE, {
      teamName: 'Late Arrivals',
      date: '2026-11-20',
      holes,
      penalties: [],
      roundId: ROUND_ID,
    });

    expect(await sendCourseCards()).toEqual({ saved: 1, failed: 0, onBoard: 1 });
    expect(calls).toEqual([`GET /api/courses/${GONE_COURSE}`, 'POST /api/migrate-course-data', 'POST /api/scorecards']);
    expect(listCourseScorecards()).toEqual([]);
  });
});
