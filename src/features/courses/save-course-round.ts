import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '../../../domain/courses';
import type { CourseScorecard } from '../../lib/course-scorecard-store';
import { flushOutbox, isQueued, onRoundSaved, queueRoundWrite } from '../../lib/round-sync/outbox';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { courseBoardQuery } from './course-board-query';

/** A course card's team name: 'Player' when the player left it blank. */
export function courseTeamName(card: Pick<CourseScorecard, 'teamName'>): string {
  return card.teamName.trim() || 'Player';
}

/** Where Save Round left the round: on the account, or on this phone until the network is back. */
export type SaveRoundOutcome = 'saved' | 'queued';

/**
 * Save Round: the course card as one of the member's rounds, through the same outbox as the
 * main card, so a round saved in a bar with no signal is kept on the phone and sent later. It
 * goes with the card's round id, so saving twice keeps one round; saved again after more
 * scoring, that same round is updated.
 */
export function useSaveCourseRound(course: Pick<Course, 'id' | 'name' | 'timing'>) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: CourseScorecard & { roundId: string }): Promise<SaveRoundOutcome> => {
      if (!user) throw new Error('Sign in to save your round.');
      // A second tap's flush may find the round already sent by the first: both count it saved.
      let saved = false;
      const stopListening = onRoundSaved((round) => {
        if (round.id === card.roundId) saved = true;
      });
      const timing = card.timing ?? course.timing;
      queueRoundWrite(user.id, {
        id: card.roundId,
        round: {
          teamName: courseTeamName(card),
          date: card.date,
          holes: card.holes,
          penalties: card.penalties,
          courseId: course.id,
          courseName: course.name,
          ...(timing ? { timing } : {}),
        },
        editedAt: card.editedAt ?? Date.now(),
      });
      await flushOutbox(user.id).finally(stopListening);
      if (saved) return 'saved';
      if (isQueued(user.id, card.roundId)) return 'queued';
      throw new Error('The server refused the round.');
    },
    onSuccess: (outcome) => {
      if (outcome === 'saved') void queryClient.invalidateQueries({ queryKey: courseBoardQuery(course.id).queryKey });
    },
  });
}
