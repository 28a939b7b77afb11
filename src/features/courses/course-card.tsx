import { useRef } from 'react';
import { Link } from 'react-router';
import { barsMapped, type Course } from '../../../domain/courses';
import { HOLE_COUNT } from '../../../domain/holes';
import { useFormatDate } from '../../lib/i18n/format-date';
import { useT } from '../../lib/i18n/translate';
import { shareCourse } from './share-course';

/** One of My Courses: its name, how many holes have a bar, when it was made, and what to do with it. */
export function CourseCard({ course, onDelete }: { course: Course; onDelete: (course: Course) => void }) {
  // A second tap while the share sheet is open would be refused by the browser: ignore it here.
  const sharing = useRef(false);
  const t = useT('courses', 'history', 'app');
  const formatDate = useFormatDate();
  const share = async () => {
    if (sharing.current) return;
    sharing.current = true;
    try {
      await shareCourse(t, course);
    } finally {
      sharing.current = false;
    }
  };
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold break-words">{course.name}</h2>
      <p className="mt-1 text-sm text-stone-600">
        <span>{t('courses.bars', { mapped: barsMapped(course.holes), count: HOLE_COUNT })}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('courses.created', { date: formatDate(course.createdAt) })}</span>
      </p>
      <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Link
          to={`/courses/${course.id}`}
          className="btn-primary"
          aria-label={t('courses.playNamed', { name: course.name })}
        >
          {t('courses.play')}
        </Link>
        <button
          type="button"
          className="btn-secondary"
          aria-label={t('courses.shareNamed', { name: course.name })}
          onClick={() => void share()}
        >
          {t('courses.share')}
        </button>
        <button
          type="button"
          className="btn-secondary text-red-700"
          aria-label={t('courses.deleteNamed', { name: course.name })}
          aria-haspopup="dialog"
          onClick={() => onDelete(course)}
        >
          {t('history.delete')}
        </button>
      </div>
    </li>
  );
}
