import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useSharedCourse } from '../../features/courses/courses-api';
import { CourseFrame } from './course-frame';
import { CourseLoadFailed, CourseMissing } from './course-unavailable';
import { useT } from '../../lib/i18n/translate';

/** /courses/share/{shareCode}: finds the course behind the code and opens it, fresh, to play. */
export default function CourseSharePage() {
  const { shareCode = '' } = useParams();
  // Codes are upper case; one typed by hand in lower case still opens the course.
  const shared = useSharedCourse(shareCode.toUpperCase());
  const navigate = useNavigate();
  const t = useT('courses');
  const courseId = shared.data?.id;

  useEffect(() => {
    if (courseId) void navigate(`/courses/${courseId}?shared=true`, { replace: true });
  }, [courseId, navigate]);

  if (shared.notFound) return <CourseMissing title={t('courseShare.notFound')} text={t('courseShare.invalid')} />;
  if (shared.isError) {
    return (
      <CourseLoadFailed
        title={t('courseShare.title')}
        failed={t('courseShare.loadFailed')}
        error={shared.error}
        onRetry={() => void shared.refetch()}
      />
    );
  }
  return (
    <CourseFrame title={t('courseShare.opening')}>
      <PageSpinner />
    </CourseFrame>
  );
}
