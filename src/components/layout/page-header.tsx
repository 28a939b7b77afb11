import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePaintedText } from '../../lib/i18n/painted-text';
import { FlagIcon } from '../ui/icons';
import { useHeaderGameLink } from './header-game-link';

/**
 * The green bar at the top of every page: the wordmark, the way back into a live game when there
 * is one, and the page's own links, in one row of one height at every width. On a phone the
 * page's links fold into `menu`, and the wordmark shows the flag alone (its name stays 'Pub Golf')
 * while the way back into a game needs the room; that link then reads 'Back to game' (its name,
 * and its title, still name the game). The way back appears in room the row already
 * has, so nothing on the page moves when it does. A `wide` page (the spectator board on a TV)
 * lines the wordmark up with its own wider content.
 */
export function PageHeader({ children, menu, wide }: { children?: ReactNode; menu?: ReactNode; wide?: boolean }) {
  const gameLink = useHeaderGameLink();
  const say = usePaintedText();
  return (
    <header className="bg-felt text-white">
      <nav
        aria-label={say('header.main', 'Main')}
        className={`mx-auto flex min-h-14 items-center gap-2 px-3 py-1.5 ${wide ? 'max-w-[1800px] lg:px-12' : 'max-w-3xl'}`}
      >
        <Link
          to="/"
          className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 font-display text-xl font-extrabold tracking-tight"
        >
          <FlagIcon className="size-7" />
          {gameLink ? <span className="max-sm:sr-only">Pub Golf</span> : 'Pub Golf'}
        </Link>
        <div className="flex min-w-0 flex-1">
          {gameLink ? (
            <Link
              to={gameLink.to}
              aria-label={`${gameLink.label}: ${gameLink.gameName}`}
              title={`${gameLink.label}: ${gameLink.gameName}`}
              className="flex min-h-11 max-w-full min-w-0 items-center rounded-md bg-amber-200 px-2.5 text-sm font-semibold text-stone-900 underline underline-offset-2"
            >
              {/* A phone's row has room for a few letters of a name: it shows what the link does, whole. */}
              <span className="truncate">
                {gameLink.label}
                <span className="max-sm:hidden">: {gameLink.gameName}</span>
              </span>
            </Link>
          ) : null}
        </div>
        <div className="-m-1.5 flex min-w-0 items-center gap-1 overflow-x-auto p-1.5 text-sm font-semibold whitespace-nowrap [scrollbar-width:none]">
          {children}
          {menu ? <div className="flex sm:hidden">{menu}</div> : null}
        </div>
      </nav>
    </header>
  );
}

/** One of a page's links in its header: in the row, or on a phone in the Menu. */
export interface HeaderLink {
  to: string;
  label: string;
}

export const headerLinkClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-2 hover:bg-white/15 sm:px-2.5';
