import { PageSpinner } from '../../components/layout/page-spinner';
import { SubPage } from '../../components/layout/sub-page';
import type { SavedRound } from '../../domain/rounds';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { RoundList } from './round-list';
import { useSavedRounds } from './saved-rounds-api';
import { LoadFailed } from '../../components/layout/load-failed';

/**
 * A member's saved rounds: open one again, share it, delete it, or clear them all. Export &
 * Share hands the round to `onExport`: the page that shows this one decides what exporting is.
 */
export function RoundHistory({ onExport }: { onExport: (round: SavedRound) => void }) {
  const { user } = useCurrentUser();
  return (
    <SubPage title="ROUND HISTORY">
      {user ? <SavedRounds userId={user.id} onExport={onExport} /> : <PageSpinner />}
    </SubPage>
  );
}

function SavedRounds({ userId, onExport }: { userId: string; onExport: (round: SavedRound) => void }) {
  const rounds = useSavedRounds(userId);
  if (rounds.data) return <RoundList userId={userId} rounds={rounds.data} onExport={onExport} />;
  if (rounds.isError)
    return (
      <LoadFailed title="Your rounds could not be loaded" error={rounds.error} onRetry={() => void rounds.refetch()} />
    );
  return <PageSpinner />;
}
