/**
 * A live game started from a course plays the course's holes, whatever the request carried, and
 * a round its end keeps is tied to the course only on the course's pars (decision 039).
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Course } from '../../../domain/courses';
import { gameSnapshotSchema } from '../../../domain/game-protocol';
import { leaderboardSchema } from '../../../domain/rounds';
import { signedInMember } from '../../test/auth-helpers';
import { errorOf, get, postJson } from '../../test/http';
import { courseWithPars } from '../../test/courses';
import { connectPlayer, gameRequest, roomOf, roundsOf } from './game-fixtures';

const PAR_SIX_HOLES = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 6 }));

function parOneCourse(cookie: string): Promise<Course> {
  return courseWithPars(cookie, 1, 'The Short Stagger');
}

/** The member starts a game from the course, sending par-6 holes; answers the game's code and the host's cookie. */
async function startFromCourse(member: { cookie: string }, course: Course) {
  const response = await postJson(
    '/api/games',
    gameRequest({ source: 'course', courseId: course.id, name: 'Friday', holes: PAR_SIX_HOLES }),
    { cookie: member.cookie },
  );
  expect(response.status).toBe(201);
  const snapshot = gameSnapshotSchema.parse(await response.json());
  const teamCookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { snapshot, code: snapshot.code ?? '', cookie: `${member.cookie}; ${teamCookie}` };
}

/** The host scores every hole 1 and ends the game. */
async function playOnesAndEnd(code: string, cookie: string): Promise<void> {
  const { socket } = await connectPlayer(code, { cookie });
  for (let hole = 1; hole <= 9; hole++) await socket.ask({ type: 'score', hole, score: 1, version: 1 }, 'card');
  await socket.ask({ type: 'end-game' }, 'ended');
}

async function courseBoardTotals(courseId: string): Promise<number[]> {
  const response = await get(`/api/courses/${courseId}/leaderboard`);
  return leaderboardSchema.parse(await response.json()).map((entry) => entry.totalScore);
}

describe('a live game started from a course', () => {
  it("plays the course's holes, not the ones sent, and keeps its rounds on the course's pars", async () => {
    const member = await signedInMember();
    const course = await parOneCourse(member.cookie);
    const { snapshot, code, cookie } = await startFromCourse(member, course);
    expect(snapshot.holes.map((hole) => [hole.par, hole.barName])).toEqual(
      course.holes.map((hole) => [1, hole.barName]),
    );

    await playOnesAndEnd(code, cookie);
    await expect
      .poll(async () => (await roundsOf(member.user.id)).map((round) => [round.total_score, round.course_id]))
      .toEqual([[0, course.id]]);
    expect(await courseBoardTotals(course.id)).toEqual([0]);
  });

  it('answers 400 naming courseId for a course there is no such course for, and starts nothing', async () => {
    const member = await signedInMember();
    const response = await postJson(
      '/api/games',
      gameRequest({ source: 'course', courseId: crypto.randomUUID(), holes: PAR_SIX_HOLES }),
      { cookie: member.cookie },
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('unknown_course');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['courseId']);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('game_team'))).toEqual([]);
  });

  it("keeps a round without the course when the game's pars are not the course's (a game started before this rule)", async () => {
    const member = await signedInMember();
    const course = await parOneCourse(member.cookie);
    const { code, cookie } = await startFromCourse(member, course);
    await runInDurableObject(roomOf(code), (_instance, state) => {
      state.storage.sql.exec('update game set holes = ?', JSON.stringify(PAR_SIX_HOLES));
    });

    await playOnesAndEnd(code, cookie);
    await expect
      .poll(async () =>
        (await roundsOf(member.user.id)).map((round) => [round.total_score, round.course_id, round.course_name]),
      )
      .toEqual([[-45, null, null]]);
    expect(await courseBoardTotals(course.id)).toEqual([]);
  });
});
