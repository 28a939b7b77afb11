import { queryOptions } from '@tanstack/react-query';
import { leaderboardSchema } from '../../../domain/rounds';
import { apiJson } from '../../lib/api-fetch';

/** A course's own board: its ten lowest fair rounds. */
export const courseBoardQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['course-board', courseId],
    queryFn: ({ signal }) =>
      apiJson(`/api/courses/${encodeURIComponent(courseId)}/leaderboard`, leaderboardSchema, { signal }),
    // Other teams play the course too: read it again on each visit (the server caches it).
    refetchOnMount: 'always',
  });
