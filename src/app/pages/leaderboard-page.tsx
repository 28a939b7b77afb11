import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/layout/empty-state';
import { LoadFailed } from '../../components/layout/load-failed';
import { PageSpinner } from '../../components/layout/page-spinner';
import { BoardList } from '../../components/board/board-list';
import { TrophyIcon } from '../../components/ui/icons';
import { LeaderboardFrame } from '../../features/leaderboard/leaderboard-frame';
import { leaderboardQuery } from '../../features/leaderboard/leaderboard-query';
import { OfflineCopyNote } from '../../features/leaderboard/offline-copy-note';

export default function LeaderboardPage() {
  const board = useQuery(leaderboardQuery);

  return (
    <LeaderboardFrame>
      <OfflineCopyNote showing={board.isSuccess} />
      {board.isPending ? (
        <PageSpinner />
      ) : board.isError || !board.data ? (
        <LoadFailed
          title="The leaderboard could not be loaded"
          error={board.error}
          onRetry={() => void board.refetch()}
        />
      ) : board.data.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon className="mx-auto size-12 text-amber-500" />}
          title="No Scores Yet"
          text="Finish a round and save it to put your team on the board."
        />
      ) : (
        <BoardList entries={board.data} label="Top scores" />
      )}
    </LeaderboardFrame>
  );
}
