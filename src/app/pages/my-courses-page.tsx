import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { PageSpinner } from '../../components/layout/page-spinner';
import { SubPage } from '../../components/layout/sub-page';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast-store';
import type { Course } from '../../domain/courses';
import { CourseCard } from '../../features/courses/course-card';
import { useDeleteCourse, useMyCourses } from '../../features/courses/courses-api';
import { LoadFailed } from '../../components/layout/load-failed';
import { LoadMore } from '../../components/layout/load-more';
import { pageItems } from '../../lib/api-page';

/** My Courses: the member's course templates, to play, share by link, or delete. */
export default function MyCoursesPage() {
  const courses = useMyCourses();
  const deleteCourse = useDeleteCourse();
  const [deleting, setDeleting] = useState<Course | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteCourse.mutate(deleting, {
      onSuccess: (_, course) => {
        setDeleting(null);
        toast({ title: 'Course deleted', description: `“${course.name}” is gone. Its rounds stay in your history.` });
      },
      onError: () =>
        toast({
          title: 'Delete failed',
          description: 'Failed to delete course. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <SubPage title="My Courses">
      {courses.isPending ? (
        <PageSpinner />
      ) : courses.isError || !courses.data ? (
        <LoadFailed
          title="Your courses could not be loaded"
          error={courses.error}
          onRetry={() => void courses.refetch()}
        />
      ) : pageItems(courses.data.pages).length === 0 ? (
        <EmptyState
          title="No courses yet"
          text="Set up nine bars on the scorecard and save them as a course to play again or share."
          action={
            <Link to="/" className="btn-primary">
              Create Your First Course
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label="Your courses" className="grid gap-3">
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
            noun="courses"
          />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Course?"
        confirmLabel="Delete Course"
        cancelLabel="Keep Course"
        pending={deleteCourse.isPending}
        pendingLabel="Deleting…"
        onConfirm={confirmDelete}
      >
        <p>
          Delete <strong className="break-words">{deleting?.name}</strong>? Its share link will stop working. All saved
          rounds played on this course remain in your history.
        </p>
      </ConfirmDialog>
    </SubPage>
  );
}
