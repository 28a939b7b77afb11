import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  courseHoles,
  courseIdSchema,
  courseListSchema,
  courseSchema,
  deletedCourseSchema,
  shareCodeSchema,
  type Course,
  type CreateCourseRequest,
} from '../../../domain/courses';
import type { CrawlTiming } from '../../../domain/crawl-timing';
import type { HoleRule } from '../../../domain/hole-rules';
import type { Hole } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { apiJson, HttpError } from '../../lib/api-fetch';
import { apiPage, filterPages, type ApiPage } from '../../lib/api-page';

const MY_COURSES_URL = '/api/courses';

/** The member's own courses (My Courses), newest first, 50 a page. */
const myCoursesQuery = infiniteQueryOptions({
  queryKey: ['courses'],
  queryFn: ({ pageParam, signal }) => apiPage(pageParam, courseListSchema, signal),
  initialPageParam: MY_COURSES_URL,
  getNextPageParam: (last: ApiPage<Course>) => last.next ?? undefined,
  // A course saved or deleted on another device shows on the next visit.
  refetchOnMount: 'always',
});

/** One course, for anyone who has its id. */
const courseQuery = (id: string) =>
  queryOptions({
    queryKey: ['course', id],
    queryFn: ({ signal }) => apiJson(`/api/courses/${id}`, courseSchema, { signal }),
    // Asked even with no network: the service worker answers with the course as last seen.
    networkMode: 'offlineFirst',
  });

/**
 * The course behind a share code. What it finds is also kept as the course itself, so the
 * course page it leads to opens without asking again.
 */
const sharedCourseQuery = (shareCode: string) =>
  queryOptions({
    queryKey: ['shared-course', shareCode],
    queryFn: async ({ signal, client }) => {
      const course = await apiJson(`/api/courses/share/${shareCode}`, courseSchema, { signal });
      client.setQueryData(courseQuery(course.id).queryKey, course);
      return course;
    },
    networkMode: 'offlineFirst',
  });

export function useMyCourses() {
  return useInfiniteQuery(myCoursesQuery);
}

/** One course by its id. An id that cannot be one is not asked for. */
export function useCourse(id: string) {
  const valid = courseIdSchema.safeParse(id).success;
  const query = useQuery({ ...courseQuery(id), enabled: valid });
  return { ...query, notFound: !valid || isNotFound(query.error) };
}

/** The course behind a share code. A code that cannot be one is not asked for. */
export function useSharedCourse(shareCode: string) {
  const valid = shareCodeSchema.safeParse(shareCode).success;
  const query = useQuery({ ...sharedCourseQuery(shareCode), enabled: valid });
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
    mutationFn: ({
      name,
      holes,
      penalties,
      timing,
      rules,
      holeRules,
    }: {
      name: string;
      holes: Hole[];
      penalties: Penalty[];
      timing?: CrawlTiming | undefined;
      rules?: string;
      holeRules?: HoleRule[];
    }) =>
      apiJson(MY_COURSES_URL, courseSchema, {
        method: 'POST',
        body: {
          name: name.trim(),
          holes: courseHoles(holes),
          penalties: penalties.map((penalty) => ({ ...penalty, count: 0 })),
          ...(timing ? { timing } : {}),
          ...(rules ? { rules } : {}),
          ...(holeRules && holeRules.length > 0 ? { holeRules } : {}),
        } satisfies CreateCourseRequest,
      }),
    onSuccess: (course) => {
      queryClient.setQueryData(courseQuery(course.id).queryKey, course);
      void queryClient.invalidateQueries({ queryKey: myCoursesQuery.queryKey, exact: true });
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
      queryClient.setQueryData(myCoursesQuery.queryKey, (data) =>
        data ? { ...data, pages: filterPages(data.pages, (listed) => listed.id !== course.id) } : data,
      );
      queryClient.removeQueries({ queryKey: courseQuery(course.id).queryKey, exact: true });
      queryClient.removeQueries({ queryKey: sharedCourseQuery(course.shareCode).queryKey, exact: true });
    },
  });
}
