import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  courseHoles,
  courseIdSchema,
  courseListSchema,
  courseSchema,
  deletedCourseSchema,
  shareCodeSchema,
  type Course,
  type CourseList,
  type CreateCourseRequest,
} from '../../domain/courses';
import type { Hole } from '../../domain/holes';
import type { Penalty } from '../../domain/penalties';
import { apiJson, getQueryFn, HttpError } from '../../lib/api-fetch';

/** The member's own courses (My Courses), newest first. */
const COURSES_KEY = ['/api/courses'] as const;
const courseKey = (id: string) => ['/api/courses', id] as const;
const shareKey = (shareCode: string) => ['/api/courses/share', shareCode] as const;

export function useMyCourses() {
  return useQuery({
    queryKey: COURSES_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: courseListSchema }),
    // A course saved or deleted on another device shows on the next visit.
    refetchOnMount: 'always',
  });
}

/** One course, for anyone who has its id. An id that cannot be one is not asked for. */
export function useCourse(id: string) {
  const valid = courseIdSchema.safeParse(id).success;
  const query = useQuery({
    queryKey: courseKey(id),
    queryFn: getQueryFn({ on401: 'throw', schema: courseSchema }),
    enabled: valid,
    // Asked even with no network: the service worker answers with the course as last seen.
    networkMode: 'offlineFirst',
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}

/**
 * The course behind a share code. What it finds is also kept as the course itself, so the
 * course page it leads to opens without asking again.
 */
export function useSharedCourse(shareCode: string) {
  const queryClient = useQueryClient();
  const valid = shareCodeSchema.safeParse(shareCode).success;
  const query = useQuery({
    queryKey: shareKey(shareCode),
    queryFn: async (context) => {
      const course = await getQueryFn({ on401: 'throw', schema: courseSchema })(context);
      if (course) queryClient.setQueryData(courseKey(course.id), course);
      return course;
    },
    enabled: valid,
    networkMode: 'offlineFirst',
  });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}

/** 404 for a course that does not exist (or no longer does); 400 for an id or code that cannot be one. */
function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

/** Saves the card's bars, drinks and pars, and its penalty list, as a course; My Courses then lists it. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, holes, penalties }: { name: string; holes: Hole[]; penalties: Penalty[] }) =>
      apiJson('/api/courses', courseSchema, {
        method: 'POST',
        body: {
          name: name.trim(),
          holes: courseHoles(holes),
          penalties: penalties.map((penalty) => ({ ...penalty, count: 0 })),
        } satisfies CreateCourseRequest,
      }),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKey(course.id), course);
      void queryClient.invalidateQueries({ queryKey: COURSES_KEY, exact: true });
    },
  });
}

/**
 * Deletes one of the member's courses; rounds played on it stay in History. A course already
 * gone (deleted on another device) counts as deleted.
 */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (course: Course) => {
      try {
        await apiJson(`/api/courses/${course.id}`, deletedCourseSchema, { method: 'DELETE' });
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_, course) => {
      queryClient.setQueryData<CourseList>(COURSES_KEY, (courses) =>
        courses?.filter((listed) => listed.id !== course.id),
      );
      queryClient.removeQueries({ queryKey: courseKey(course.id), exact: true });
      queryClient.removeQueries({ queryKey: shareKey(course.shareCode), exact: true });
    },
  });
}
