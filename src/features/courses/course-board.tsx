import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BoardList } from '../../components/board/board-list';
import { errorMessage } from '../../lib/api-fetch';
import { courseBoardQuery } from './course-board-query';

/** 'Top 10 on this course': the course's board, loaded after the card has painted. */
export default function CourseBoard({ courseId }: { courseId: string }) {
  const board = useQuery(courseBoardQuery(courseId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-display text-xl font-extrabold">
        Top 10 on this course
      </h2>
      {board.isPending ? (
        <p role="status" className="rounded-2xl bg-white px-4 py-3 text-stone-600 shadow-sm">
          Loading this course's board…
        </p>
      ) : board.isError ? (
        <div role="alert" className="rounded-2xl bg-white px-4 py-3 shadow-sm">
          <p className="font-semibold">This course's board could not be loaded.</p>
          <p className="text-sm text-stone-600">{errorMessage(board.error, 'Check your connection and try again.')}</p>
          <button type="button" className="btn-secondary mt-2" onClick={() => void board.refetch()}>
            Try again
          </button>
        </div>
      ) : board.data.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-3 text-stone-600 shadow-sm">
          No rounds on this course's board yet. Save a round with all 9 holes scored to be the first.
        </p>
      ) : (
        <BoardList entries={board.data} label="Top 10 on this course" />
      )}
    </section>
  );
}
