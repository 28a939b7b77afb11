import { courseSchema } from '../../../domain/courses';
import { isFairRound } from '../../../domain/fair-round';
import { savedRoundSchema, type MigrateCourseRoundRequest, type SavedRound } from '../../../domain/rounds';
import { holesCompleted } from '../../../domain/scoring';
import { apiErrorCode, apiJson } from '../../lib/api-fetch';
import { listCourseScorecards, removeCourseScorecard, writeCourseScorecard } from '../../lib/course-scorecard-store';
import { courseTeamName } from './save-course-round';

/**
 * Sends every course card on this device that has a score to the signed-in member's account,
 * one at a time, removing each from the device once the server has it. Each goes with its own
 * round id (given one, and stored, first if it has none), so a retry after a lost answer finds
 * the round already kept rather than making a second. onBoard counts those the public boards
 * take (by the same rule the server keeps them off by).
 */
export async function sendCourseCards(): Promise<{ saved: number; failed: number; onBoard: number }> {
  let saved = 0;
  let failed = 0;
  let onBoard = 0;
  for (const { courseId, card } of listCourseScorecards()) {
    if (holesCompleted(card.holes) === 0) continue;
    const roundId = card.roundId ?? crypto.randomUUID();
    if (card.roundId === undefined) writeCourseScorecard(courseId, { ...card, roundId });
    try {
      const round = await keepCourseRound({
        id: roundId,
        courseId,
        courseName: await courseName(courseId),
        teamName: courseTeamName(card),
        date: card.date,
        holes: card.holes,
        penalties: card.penalties,
        editedAt: card.editedAt,
        ...(card.timing ? { timing: card.timing } : {}),
      });
      removeCourseScorecard(courseId);
      saved++;
      if (isFairRound(round.holes)) onBoard++;
    } catch (error) {
      console.warn('A course round could not be sent; it stays on this device', courseId, error);
      failed++;
    }
  }
  return { saved, failed, onBoard };
}

/** The round kept on its course; when the course was deleted since it was played, kept without it. */
async function keepCourseRound(round: MigrateCourseRoundRequest): Promise<SavedRound> {
  try {
    return await apiJson('/api/migrate-course-data', savedRoundSchema, { method: 'POST', body: round });
  } catch (error) {
    if (apiErrorCode(error) !== 'unknown_course') throw error;
    return apiJson('/api/scorecards', savedRoundSchema, { method: 'POST', body: { ...round, courseId: null } });
  }
}

/** The course's name for the round; null when it cannot be read (deleted, or offline). */
async function courseName(courseId: string): Promise<string | null> {
  try {
    return (await apiJson(`/api/courses/${encodeURIComponent(courseId)}`, courseSchema)).name;
  } catch {
    return null;
  }
}
