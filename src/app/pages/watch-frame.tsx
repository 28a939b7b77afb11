import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layout/page-header';

/** The spectator board's content and header: as wide as a TV's. */
const TV_WIDTH = 'max-w-[1800px] lg:px-12';
/** The spectator board's content: its left edge under the header's wordmark. */
export const WATCH_WIDTH = `mx-auto px-3 ${TV_WIDTH}`;

/** The spectator board's page: the header over a dark screen, as a TV in a bar shows it. */
export function WatchFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader width={TV_WIDTH} />
      <div className="min-h-[calc(100dvh-3.5rem)] bg-stone-950 text-white">{children}</div>
    </>
  );
}

/**
 * The board's page before it has the game: its title over what it shows meanwhile. The
 * prerendered shell has no catalog yet, so it reads the English title.
 */
export function WatchWaiting({ title = 'Live board', children }: { title?: string; children: ReactNode }) {
  return (
    <main className={`grid gap-4 py-6 ${WATCH_WIDTH}`}>
      <h1 className="font-display text-3xl font-extrabold">{title}</h1>
      {children}
    </main>
  );
}
