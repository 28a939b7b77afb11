import type { ReactNode } from 'react';
import { SubPage } from '../../components/layout/sub-page';

/**
 * The page around the board: its title and what it ranks. The prerendered shell has no catalog
 * and shows the English words; the page passes its own language's.
 */
export function LeaderboardFrame({
  title = 'Leaderboard',
  subtitle = 'Top 10 lowest scores',
  children,
}: {
  title?: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <SubPage title={title}>
      <p className="-mt-3 text-stone-600">{subtitle}</p>
      {children}
    </SubPage>
  );
}
