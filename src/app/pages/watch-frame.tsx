import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layout/page-header';

/** The spectator board's page: the header over a dark screen, as a TV in a bar shows it. */
export function WatchFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader />
      <div className="min-h-dvh bg-stone-950 text-white">{children}</div>
    </>
  );
}

/**
 * The board's page before it has the game: its title over what it shows meanwhile. The
 * prerendered shell has no catalog yet, so it reads the English title.
 */
export function WatchWaiting({ title = 'Live board', children }: { title?: string; children: ReactNode }) {
  return (
    <main className="mx-auto grid max-w-3xl gap-4 px-3 py-6">
      <h1 className="font-display text-3xl font-extrabold">{title}</h1>
      {children}
    </main>
  );
}
