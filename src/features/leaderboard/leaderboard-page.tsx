import { EmptyState } from '../../components/layout/empty-state';
import { SubPage } from '../../components/layout/sub-page';
import { TrophyIcon } from '../../components/ui/icons';

export default function LeaderboardPage() {
  return (
    <SubPage title="Leaderboard">
      <p className="-mt-3 text-stone-600">Top 10 lowest scores</p>
      <EmptyState
        icon={<TrophyIcon className="mx-auto size-12 text-amber-500" />}
        title="No Scores Yet"
        text="Finish a round and save it to put your team on the board."
      />
    </SubPage>
  );
}
