import { useCourseMigration } from '../features/courses/use-course-migration';

/** Course rounds played before signing in go to the member's account, whichever page they land on. */
export default function CourseMigration() {
  useCourseMigration();
  return null;
}
