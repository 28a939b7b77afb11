import { toast } from '../../components/ui/toast-store';
import type { Course } from '../../domain/courses';

/** The link friends open to play the course: /courses/share/{shareCode} on this site. */
function courseShareUrl(course: Pick<Course, 'shareCode'>, origin = window.location.origin): string {
  return `${origin}/courses/share/${course.shareCode}`;
}

/**
 * The device's own share sheet where it has one; otherwise the link is copied. A share the
 * player cancels is left at that; one the device refuses falls back to copying.
 */
export async function shareCourse(course: Pick<Course, 'name' | 'shareCode'>): Promise<void> {
  const url = courseShareUrl(course);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: course.name, text: `Play ${course.name} with me on Pub Golf`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    // Missing outside a secure context (plain http on another host), so this throws there too.
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: 'Send it to your group so they can play this course.' });
  } catch {
    toast({
      title: "Couldn't copy the link",
      description: `Your browser blocked copying. Copy this link instead: ${url}`,
      variant: 'destructive',
    });
  }
}
