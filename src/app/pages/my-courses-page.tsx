import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { PageSpinner } from '../../components/layout/page-spinner';
import { SubPage } from '../../components/layout/sub-page';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../lib/toast-store';
import type { Course } from '../../../domain/courses';
import { CourseCard } from '../../features/courses/course-card';
import { useDeleteCourse, useMyCourses } from '../../features/courses/courses-api';
import { LoadFailed } from '../../components/layout/load-failed';
import { LoadMore } from '../../components/layout/load-more';
import { pageItems } from '../../lib/api-page';
import { useT } from '../../lib/i18n/translate';

/** Where the course's name goes in the delete question, so it can be set in bold. */
const NAME_SLOT = '\u0000';

/** My Courses: the member's course templates, to play, share by link, or delete. */
export default function MyCoursesPage() {
  const courses = useMyCourses();
  const deleteCourse = useDeleteCourse();
  const [deleting, setDeleting] = useState<Course | null>(null);
  const t = useT('courses', 'app');
  const [beforeName, afterName] = t('courses.deleteDialog.text', { name: NAME_SLOT }).split(NAME_SLOT);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteCourse.mutate(deleting, {
      onSuccess: (_, course) => {
        setDeleting(null);
        toast({ title: t('courses.deleted.title'), description: t('courses.deleted.text', { name: course.name }) });
      },
      onError: () =>
        toast({
          title: t('courses.deleteFailed.title'),
          description: t('courses.deleteFailed.text'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <SubPage title={t('courses.title')}>
      {courses.isPending ? (
        <PageSpinner />
      ) : courses.isError || !courses.data ? (
        <LoadFailed title={t('courses.loadFailed')} error={courses.error} onRetry={() => void courses.refetch()} />
      ) : pageItems(courses.data.pages).length === 0 ? (
        <EmptyState
          title={t('courses.empty.title')}
          text={t('courses.empty.text')}
          action={
            <Link to="/" className="btn-primary">
              {t('courses.createFirst')}
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label={t('courses.list')} className="grid gap-3">
            {pageItems(courses.data.pages).map((course) => (
              <CourseCard key={course.id} course={course} onDelete={setDeleting} />
            ))}
          </ul>
          <LoadMore
            shown={pageItems(courses.data.pages).length}
            total={courses.data.pages.at(-1)?.total ?? 0}
            hasMore={courses.hasNextPage}
            pending={courses.isFetchingNextPage}
            failed={courses.isFetchNextPageError}
            onLoad={() => void courses.fetchNextPage()}
            list="courses"
          />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('courses.deleteDialog.title')}
        confirmLabel={t('courses.deleteDialog.confirm')}
        cancelLabel={t('courses.deleteDialog.keep')}
        pending={deleteCourse.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={confirmDelete}
      >
        <p>
          {beforeName}
          <strong className="break-words">{deleting?.name}</strong>
          {afterName}
        </p>
      </ConfirmDialog>
    </SubPage>
  );
}
