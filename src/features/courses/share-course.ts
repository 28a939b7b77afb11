import type { Course } from '../../domain/courses';
import { shareOrCopyLink } from '../../lib/share-or-copy-link';

/** The link friends open to play the course: /courses/share/{shareCode} on this site. */
function courseShareUrl(course: Pick<Course, 'shareCode'>, origin = window.location.origin): string {
  return `${origin}/courses/share/${course.shareCode}`;
}

/** Shares the course's link, or copies it where the device has no share sheet. */
export function shareCourse(course: Pick<Course, 'name' | 'shareCode'>): Promise<void> {
  return shareOrCopyLink({
    url: courseShareUrl(course),
    title: course.name,
    text: `Play ${course.name} with me on Pub Golf`,
    copiedDescription: 'Send it to your group so they can play this course.',
  });
}
