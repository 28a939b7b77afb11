import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useSharedCourse } from '../../features/courses/courses-api';
import { CourseFrame } from './course-frame';
import { LoadFailed } from '../../components/layout/load-failed';
import { useT } from '../../lib/i18n/translate';

/** /courses/share/{shareCode}: finds the course behind the code and opens it, fresh, to play. */
export default function CourseSharePage() {
  const { shareCode = '' } = useParams();
  // Codes are upper case; one typed by hand in lower case still opens the course.
  const shared = useSharedCourse(shareCode.toUpperCase());
  const navigate = useNavigate();
  const t = useT('courses', 'app');
  const courseId = shared.data?.id;

  useEffect(() => {
    if (courseId) void navigate(`/courses/${courseId}?shared=true`, { replace: true });
  }, [courseId, navigate]);

  if (shared.notFound) {
    return (
      <CourseFrame title={t('courseShare.notFound')}>
        <section className="rounded-2xl bg-white p-6 text-center shadow-sm">
          <p className="text-stone-700">{t('courseShare.invalid')}</p>
          <Link to="/" className="btn-primary mt-6">
            {t('common.backToScorecard')}
          </Link>
        </section>
      </CourseFrame>
    );
  }
  if (shared.isError) {
    return (
      <CourseFrame title={t('courseShare.title')}>
        <LoadFailed title={t('courseShare.loadFailed')} error={shared.error} onRetry={() => void shared.refetch()} />
      </CourseFrame>
    );
  }
  return (
    <CourseFrame title={t('courseShare.opening')}>
      <PageSpinner />
    </CourseFrame>
  );
}
