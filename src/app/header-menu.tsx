import { lazy, Suspense, useRef, useState } from 'react';
import { headerLinkClass, type HeaderLink } from '../components/layout/page-header';
import { usePaintedText } from '../lib/i18n/painted-text';

// The menu's content (a Radix dialog and the join box) is never part of a page's first paint.
const loadPanel = () => import('./header-menu-panel');
const HeaderMenuPanel = lazy(loadPanel);

/**
 * The phone's Menu button: a disclosure that opens the page's links and 'Join a game' over the
 * page. Escape, the close button or a tap outside closes it, and focus comes back here.
 */
export function HeaderMenu({ links }: { links: readonly HeaderLink[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const say = usePaintedText();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${headerLinkClass} gap-1.5`}
        // Fetched as a finger or the focus reaches the button, so the menu opens at once.
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" stroke="currentColor" strokeWidth="2.5">
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
        {/* Below 360 px the icon alone, leaving the row room for the wordmark and the way back into a game. */}
        <span className="max-[360px]:sr-only">{say('header.menu', 'Menu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <HeaderMenuPanel links={links} onClose={() => setOpen(false)} opener={button} />
        </Suspense>
      ) : null}
    </>
  );
}
