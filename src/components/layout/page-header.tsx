import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlagIcon } from '../ui/icons';

/**
 * The green bar at the top of every page: the wordmark and the page's own links, in one row of
 * one height at every width. On a phone a crowded header shows the flag alone for the wordmark
 * (its name stays 'Pub Golf'), and links that still do not fit scroll sideways within the row.
 */
export function PageHeader({ children, crowded = false }: { children?: ReactNode; crowded?: boolean }) {
  return (
    <header className="bg-felt text-white">
      <nav aria-label="Main" className="mx-auto flex min-h-14 max-w-3xl items-center justify-between gap-2 px-3 py-1.5">
        <Link
          to="/"
          className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 font-display text-xl font-extrabold tracking-tight"
        >
          <FlagIcon className="size-7" />
          {crowded ? <span className="max-sm:sr-only">Pub Golf</span> : 'Pub Golf'}
        </Link>
        <div className="-m-1.5 flex min-w-0 items-center gap-1 overflow-x-auto p-1.5 text-sm font-semibold whitespace-nowrap [scrollbar-width:none]">
          {children}
        </div>
      </nav>
    </header>
  );
}

export const headerLinkClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-2 hover:bg-white/15 sm:px-2.5';
