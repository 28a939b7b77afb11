import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlagIcon } from '../ui/icons';

/** The green bar at the top of every page: the wordmark and the page's own links. */
export function PageHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="bg-felt text-white">
      <nav aria-label="Main" className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-3 py-3">
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-extrabold tracking-tight">
          <FlagIcon className="size-7" />
          Pub Golf
        </Link>
        <div className="flex flex-wrap items-center gap-1 text-sm font-semibold">{children}</div>
      </nav>
    </header>
  );
}

export const headerLinkClass = 'rounded-md px-2.5 py-1.5 hover:bg-white/15';
