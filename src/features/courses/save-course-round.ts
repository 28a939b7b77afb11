import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '../../domain/courses';
import { savedRoundSchema, type SavedRound } from '../../domain/rounds';
import { apiJson } from '../../lib/api-fetch';
import type { CourseScorecard } from '../../lib/course-scorecard-store';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../lib/round-sync/query-keys';

/** A course card's team name: 'Player' when the player left it blank. */
export function courseTeamName(card: Pick<CourseScorecard, 'teamName'>): string {
  return card.teamName.trim() || 'Player';
}

/**
 * Save Round: the course card as one of the member's rounds. It goes with the card's round id,
 * so saving twice keeps one round; saved again after more scoring, that same round is updated.
 */
export function useSaveCourseRound(course: Pick<Course, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: CourseScorecard & { roundId: string }): Promise<SavedRound> => {
      const editedAt = card.editedAt ?? Date.now();
      const round = {
        teamName: courseTeamName(card),
        date: card.date,
        holes: card.holes,
        penalties: card.penalties,
        courseId: course.id,
        courseName: course.name,
      };
      const kept = await apiJson('/api/scorecards', savedRoundSchema, {
        method: 'POST',
        body: { ...round, id: card.roundId, editedAt },
      });
      // The round was saved before: bring it up to date unless it already holds this edit.
      if ((kept.editedAt ?? 0) >= editedAt) return kept;
      return apiJson(`/api/scorecards/${card.roundId}`, savedRoundSchema, {
        method: 'PUT',
        body: { ...round, editedAt },
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
      void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
    },
  });
}
