import { PageSpinner } from '../../components/layout/page-spinner';
import { SubPage } from '../../components/layout/sub-page';
import type { SavedRound } from '../../domain/rounds';
import { errorMessage } from '../../lib/api-fetch';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { RoundList } from './round-list';
import { useSavedRounds } from './saved-rounds-api';

/**
 * A member's saved rounds: open one again, share it, delete it, or clear them all. Export &
 * Share hands the round to `onExport`: the page that shows this one decides what exporting is.
 */
export default function HistoryPage({ onExport }: { onExport: (round: SavedRound) => void }) {
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
      <section role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
        <h2 className="text-lg font-bold">Your rounds could not be loaded</h2>
        <p className="mt-1 text-stone-600">{errorMessage(rounds.error, 'Check your connection and try again.')}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => void rounds.refetch()}>
          Try again
        </button>
      </section>
    );
  return <PageSpinner />;
}
