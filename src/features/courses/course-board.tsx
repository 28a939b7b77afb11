import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BoardList } from '../../components/board/board-list';
import { useErrorText } from '../../lib/i18n/error-text';
import { useT } from '../../lib/i18n/translate';
import { courseBoardQuery } from './course-board-query';

/** 'Top 10 on this course': the course's board, loaded after the card has painted. */
export default function CourseBoard({ courseId }: { courseId: string }) {
  const board = useQuery(courseBoardQuery(courseId));
  const headingId = useId();
  const t = useT('courses', 'app');
  const errorText = useErrorText();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-display text-xl font-extrabold">
        {t('courseBoard.title')}
      </h2>
      {board.isPending ? (
        <p role="status" className="rounded-2xl bg-white px-4 py-3 text-stone-600 shadow-sm">
          {t('courseBoard.loading')}
        </p>
      ) : board.isError ? (
        <div role="alert" className="rounded-2xl bg-white px-4 py-3 shadow-sm">
          <p className="font-semibold">{t('courseBoard.failed')}</p>
          <p className="text-sm text-stone-600">{errorText(board.error, t('common.checkConnection'))}</p>
          <button type="button" className="btn-secondary mt-2" onClick={() => void board.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : board.data.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-3 text-stone-600 shadow-sm">{t('courseBoard.empty')}</p>
      ) : (
        <BoardList entries={board.data} label={t('courseBoard.title')} />
      )}
    </section>
  );
}
