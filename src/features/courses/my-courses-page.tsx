import { Link } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { SubPage } from '../../components/layout/sub-page';

/** Course templates. Saving courses ships in its own release; until then the list is empty. */
export default function MyCoursesPage() {
  return (
    <SubPage title="My Courses">
      <EmptyState
        title="No courses yet"
        text="Set up nine bars on the scorecard and save them as a course to play again or share."
        action={
          <Link to="/" className="btn-primary">
            Create Your First Course
          </Link>
        }
      />
    </SubPage>
  );
}
