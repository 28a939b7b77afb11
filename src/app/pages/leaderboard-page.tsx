import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/layout/load-failed';
import { PageSpinner } from '../../components/layout/page-spinner';
import { BoardList } from '../../components/board/board-list';
import { EmptyBoard } from '../../features/leaderboard/empty-board';
import { LeaderboardFrame } from '../../features/leaderboard/leaderboard-frame';
import { leaderboardQuery } from '../../features/leaderboard/leaderboard-query';
import { OfflineCopyNote } from '../../features/leaderboard/offline-copy-note';
import { useT } from '../../lib/i18n/translate';

export default function LeaderboardPage() {
  const board = useQuery(leaderboardQuery);
  const t = useT('history');

  return (
    <LeaderboardFrame title={t('leaderboard.title')} subtitle={t('leaderboard.subtitle')}>
      <OfflineCopyNote showing={board.isSuccess} />
      {board.isPending ? (
        <PageSpinner />
      ) : board.isError || !board.data ? (
        <LoadFailed title={t('leaderboard.loadFailed')} error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.length === 0 ? (
        <EmptyBoard title={t('leaderboard.empty.title')} text={t('leaderboard.empty.text')} />
      ) : (
        <BoardList entries={board.data} label={t('leaderboard.list')} />
      )}
    </LeaderboardFrame>
  );
}
