import { EmptyState } from '../../components/layout/empty-state';
import { TrophyIcon } from '../../components/ui/icons';

/**
 * The leaderboard with no round on it. The page shows it, and so does the page's HTML when the
 * Worker serves an empty board: one picture, so nothing changes when the app takes over.
 */
export function EmptyBoard({ title, text }: { title: string; text: string }) {
  return <EmptyState icon={<TrophyIcon className="mx-auto size-12 text-amber-500" />} title={title} text={text} />;
}
