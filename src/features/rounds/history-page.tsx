import { Link } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { SubPage } from '../../components/layout/sub-page';

/** Saved rounds. Saving rounds ships in its own release; until then the list is empty. */
export default function HistoryPage() {
  return (
    <SubPage title="ROUND HISTORY">
      <EmptyState
        title="No Saved Rounds"
        text="Play a round and it will show up here."
        action={
          <Link to="/" className="btn-primary">
            Start New Round
          </Link>
        }
      />
    </SubPage>
  );
}
