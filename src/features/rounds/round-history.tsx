import { PageSpinner } from '../../components/layout/page-spinner';
import { SubPage } from '../../components/layout/sub-page';
import type { SavedRound, SavedRoundList } from '../../../domain/rounds';
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
      <LoadedRounds
        userId={userId}
        rounds={loaded}
        total={rounds.data.pages.at(-1)?.total ?? loaded.length}
        onExport={onExport}
        hasMore={rounds.hasNextPage}
        pending={rounds.isFetchingNextPage}
        failed={rounds.isFetchNextPageError}
        onLoadMore={() => void rounds.fetchNextPage()}
      />
    );
  }
  if (rounds.isError)
    return <LoadFailed title={t('history.loadFailed')} error={rounds.error} onRetry={() => void rounds.refetch()} />;
  return <PageSpinner />;
}

/**
 * The rounds loaded so far and Load more while more are to come: what the page shows once its
 * first page is here, and what the Worker paints from the first page (src/app/history-page-html.tsx).
 */
export function LoadedRounds({
  userId,
  rounds,
  total,
  onExport,
  hasMore,
  pending,
  failed,
  onLoadMore,
  waiting = false,
}: {
  userId: string;
  rounds: SavedRoundList;
  total: number;
  onExport: (round: SavedRound) => void;
  hasMore: boolean;
  pending: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Its buttons disabled: the page as the Worker paints it, before the app can answer a press. */
  waiting?: boolean;
}) {
  return (
    <RoundList
      waiting={waiting}
      userId={userId}
      rounds={rounds}
      total={total}
      onExport={onExport}
      more={
        <LoadMore
          shown={rounds.length}
          total={total}
          hasMore={hasMore}
          pending={pending}
          failed={failed}
          onLoad={onLoadMore}
          list="rounds"
        />
      }
    />
  );
}
