import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/layout/empty-state';
import { LoadFailed } from '../../components/layout/load-failed';
import { PageSpinner } from '../../components/layout/page-spinner';
import { MedalIcon, TrophyIcon } from '../../components/ui/icons';
import type { Leaderboard } from '../../domain/rounds';
import { formatToPar } from '../../domain/scoring';
import { formatDate } from '../../lib/format-date';
import { LeaderboardFrame } from '../../features/leaderboard/leaderboard-frame';
import { leaderboardQuery } from '../../features/leaderboard/leaderboard-query';
import { OfflineCopyNote } from '../../features/leaderboard/offline-copy-note';

/** Gold, silver and bronze for the top three; a plain number below. */
const MEDAL_COLOURS = ['text-amber-400', 'text-stone-300', 'text-orange-400'];

/** A team that played without a name is known by the start of its round's id. */
function teamName(entry: Leaderboard[number]): string {
  return entry.teamName.trim() || `Team #${entry.id.slice(0, 6).toUpperCase()}`;
}

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
        <ol aria-label="Top scores" className="flex min-w-0 flex-col gap-2">
          {board.data.map((entry, index) => (
            <li key={entry.id} className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm">
              <span className="w-9 shrink-0 text-center font-display text-2xl font-extrabold text-felt">
                {index < MEDAL_COLOURS.length ? (
                  <span role="img" aria-label={`Position ${index + 1}`}>
                    <MedalIcon place={index + 1} className={`mx-auto size-9 ${MEDAL_COLOURS[index]}`} />
                  </span>
                ) : (
                  index + 1
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{teamName(entry)}</p>
                <p className="text-sm text-stone-600">{formatDate(entry.createdAt)}</p>
              </div>
              <p className="shrink-0 text-right font-display text-xl font-extrabold tabular-nums">
                {formatToPar(entry.totalScore)} <span className="text-sm font-semibold text-stone-600">strokes</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </LeaderboardFrame>
  );
}
