import type { Course } from '../../../domain/courses';
import type { Translate } from '../../lib/i18n/catalog-areas';
import { shareOrCopyLink } from '../../lib/share-or-copy-link';

/** The link friends open to play the course: /courses/share/{shareCode} on this site. */
function courseShareUrl(course: Pick<Course, 'shareCode'>, origin = window.location.origin): string {
  return `${origin}/courses/share/${course.shareCode}`;
}

/** Shares the course's link, or copies it where the device has no share sheet. */
export function shareCourse(
  t: Translate<'courses' | 'app'>,
  course: Pick<Course, 'name' | 'shareCode'>,
): Promise<void> {
  const url = courseShareUrl(course);
  return shareOrCopyLink({
    url,
    title: course.name,
    text: t('courses.shareText', { name: course.name }),
    copiedDescription: t('courses.shareCopied'),
    copiedTitle: t('share.copied'),
    blocked: { title: t('share.blocked.title'), description: t('share.blocked.text', { url }) },
  });
}
