/**
 * What a course page shows in place of its course: none behind the link, or none loaded. Kept
 * apart from the frame, which the prerendered shells carry into the first load.
 */
import { Link } from 'react-router';
import { LoadFailed } from '../../components/layout/load-failed';
import { useT } from '../../lib/i18n/translate';
import { CourseFrame } from './course-frame';

/** A course page when there is no course behind its link: why, and the way back to the card. */
export function CourseMissing({ title, text }: { title: string; text: string }) {
  const t = useT('app');
  return (
    <CourseFrame title={title}>
      <section className="rounded-2xl bg-white p-6 text-center shadow-sm">
        <p className="text-stone-700">{text}</p>
        <Link to="/" className="btn-primary mt-6">
          {t('common.backToScorecard')}
        </Link>
      </section>
    </CourseFrame>
  );
}

/** A course page whose course could not be loaded: the reason and a retry, under the page's title. */
export function CourseLoadFailed({
  title,
  failed,
  error,
  onRetry,
}: {
  title: string;
  failed: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <CourseFrame title={title}>
      <LoadFailed title={failed} error={error} onRetry={onRetry} />
    </CourseFrame>
  );
}
