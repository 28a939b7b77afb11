import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePaintedText } from '../../lib/i18n/painted-text';
import { FlagIcon, ReturnIcon, TrophyIcon } from '../ui/icons';
import { useHeaderGameLink } from './header-game-link';

/**
 * The green bar at the top of every page: the wordmark, the way back into a live game when there
 * is one, and the page's own links, in one row of one height at every width. On a phone the
 * page's links fold into `menu`. The way back into a game takes the room the row has left:
 * its whole label with the game's name where it fits, else an icon and a word of it ('Game', 'Standings'),
 * on the narrowest the icon over the word (its name, and its title, always say where it leads and
 * name the game), so the wordmark keeps its name beside it at 320 px in German. The way back appears in room the row already
 * has, so nothing on the page moves when it does. The row is as wide as the page's content
 * (`width`: its max-width and side padding classes), so the wordmark lines up with the content's left edge.
 */
export function PageHeader({
  children,
  menu,
  width = 'max-w-3xl',
}: {
  children?: ReactNode;
  menu?: ReactNode;
  width?: string;
}) {
  const gameLink = useHeaderGameLink();
  const say = usePaintedText();
  return (
    <header className="bg-felt text-white">
      <nav
        aria-label={say('header.main', 'Main')}
        className={`mx-auto flex min-h-14 items-center gap-2 px-3 py-1.5 max-sm:gap-1.5 ${width}`}
      >
        <Link
          to="/"
          className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 font-display text-xl font-extrabold tracking-tight"
        >
          <FlagIcon className="size-7" />
          Pub Golf
        </Link>
        {/* The way back takes the shape its room allows: an icon over a word, an icon and a word, or its whole label. */}
        <div className="@container flex min-w-0 flex-1">
          {gameLink ? (
            <Link
              to={gameLink.to}
              aria-label={`${gameLink.label}: ${gameLink.gameName}`}
              title={`${gameLink.label}: ${gameLink.gameName}`}
              className="flex min-h-11 max-w-full min-w-11 items-center gap-1.5 rounded-md bg-amber-200 px-2.5 text-sm font-semibold text-stone-900 @max-[7rem]:flex-col @max-[7rem]:justify-center @max-[7rem]:gap-0.5 @max-[7rem]:px-1.5 @max-[7rem]:text-[0.6875rem]/none"
            >
              {gameLink.ended ? <TrophyIcon className="size-5 shrink-0" /> : <ReturnIcon className="size-5 shrink-0" />}
              <span className="@min-[16rem]:hidden">{gameLink.shortLabel}</span>
              <span className="truncate underline underline-offset-2 @max-[16rem]:hidden">
                {gameLink.label}: {gameLink.gameName}
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
