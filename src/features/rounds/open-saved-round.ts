import { matchingPreset } from '../../../domain/penalty-preset-match';
import type { SavedRound } from '../../../domain/rounds';
import { writeCourseScorecard } from '../../lib/course-scorecard-store';
import { localIsoDate } from '../../../domain/scorecard';
import { playMemberRound, playNewMemberCard } from '../../lib/round-sync/member-round';

/**
 * Makes the round the member's main card; its later edits update this same round. False when
 * the browser would not store it.
 */
export function openOnMainCard(userId: string, round: SavedRound): boolean {
  return playMemberRound(userId, {
    id: round.id,
    card: {
      teamName: round.teamName,
      date: round.date,
      holes: round.holes,
      penalties: round.penalties,
      penaltyPreset: matchingPreset(round.penalties),
      ...(round.timing ? { timing: round.timing } : {}),
      ...(round.alcoholFree ? { alcoholFree: true } : {}),
    },
    editedAt: editedAt(round),
  });
}

/** A round saved without the client's edit time counts as edited when the server last wrote it. */
function editedAt(round: SavedRound): number {
  return round.editedAt ?? Date.parse(round.updatedAt);
}

/** Makes the round the course page's card on this device. False when the browser would not store it. */
export function openOnCourse(courseId: string, round: SavedRound): boolean {
  return writeCourseScorecard(courseId, {
    teamName: round.teamName,
    date: round.date,
    holes: round.holes,
    penalties: round.penalties,
    roundId: round.id,
    editedAt: editedAt(round),
    ...(round.timing ? { timing: round.timing } : {}),
  });
}

/**
 * Starts a new round on the main card from a round's bars, drinks and pars, with no scores and no
 * penalties counted yet; the round itself is left as it was kept. False when the browser would
 * not store it.
 */
export function openCopyOnMainCard(userId: string, round: SavedRound): boolean {
  return playNewMemberCard(userId, {
    teamName: round.teamName,
    date: localIsoDate(),
    holes: round.holes.map(({ score: _score, ...hole }) => hole),
    penalties: round.penalties.map((penalty) => ({ ...penalty, count: 0 })),
    penaltyPreset: matchingPreset(round.penalties),
  });
}
