import { PageSpinner } from '../../components/layout/page-spinner';
import { SubPage } from '../../components/layout/sub-page';
import type { SavedRound } from '../../../domain/rounds';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { RoundList } from './round-list';
import { useSavedRounds } from './saved-rounds-api';
import { LoadFailed } from '../../components/layout/load-failed';
import { LoadMore } from '../../components/layout/load-more';
import { pageItems } from '../../lib/api-page';
import { useT } from '../../lib/i18n/translate';

/**
 * A member's saved rounds: open one again, share it, delete it, or clear them all. Export &
 * Share hands the round to `onExport`: the page that shows this one decides what exporting is.
 */
export function RoundHistory({ onExport }: { onExport: (round: SavedRound) => void }) {
  const { user } = useCurrentUser();
  const t = useT('history');
  return (
    <SubPage title={t('history.title')}>
      {user ? <SavedRounds userId={user.id} onExport={onExport} /> : <PageSpinner />}
    </SubPage>
  );
}

function SavedRounds({ userId, onExport }: { userId: string; onExport: (round: SavedRound) => void }) {
  const rounds = useSavedRounds(userId);
  const t = useT('history');
  if (rounds.data) {
    const loaded = pageItems(rounds.data.pages);
    return (
      <RoundList
        userId={userId}
        rounds={loaded}
        total={rounds.data.pages.at(-1)?.total ?? loaded.length}
        onExport={onExport}
        more={
          <LoadMore
            shown={loaded.length}
            total={rounds.data.pages.at(-1)?.total ?? loaded.length}
            hasMore={rounds.hasNextPage}
            pending={rounds.isFetchingNextPage}
            failed={rounds.isFetchNextPageError}
            onLoad={() => void rounds.fetchNextPage()}
            list="rounds"
          />
        }
      />
    );
  }
  if (rounds.isError)
    return <LoadFailed title={t('history.loadFailed')} error={rounds.error} onRetry={() => void rounds.refetch()} />;
  return <PageSpinner />;
}
