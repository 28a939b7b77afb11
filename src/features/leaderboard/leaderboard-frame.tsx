import type { ReactNode } from 'react';
import { SubPage } from '../../components/layout/sub-page';

/** The page around the board: its title and what it ranks. */
export function LeaderboardFrame({ children }: { children: ReactNode }) {
  return (
    <SubPage title="Leaderboard">
      <p className="-mt-3 text-stone-600">Top 10 lowest scores</p>
      {children}
    </SubPage>
  );
}
