import type { SavedRound } from '../../../domain/rounds';
import type { ScorecardRow } from '../../db/schema';

/** A row as the scorecard calls answer it: without its owner. */
export function toSavedRound(row: ScorecardRow): SavedRound {
  return {
    id: row.id,
    number: row.number,
    teamName: row.teamName,
    date: row.date,
    totalScore: row.totalScore,
    holes: row.holes,
    penalties: row.penalties,
    courseId: row.courseId,
    courseName: row.courseName,
    editedAt: row.clientEditedAt,
    hiddenFromBoards: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.timing ? { timing: row.timing } : {}),
    ...(row.liveGame ? { liveGame: row.liveGame } : {}),
    ...(row.alcoholFree ? { alcoholFree: true } : {}),
  };
}
