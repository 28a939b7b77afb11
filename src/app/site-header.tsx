import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { headerLinkClass, PageHeader, type HeaderLink } from '../components/layout/page-header';
import { usePaintedText, type PaintedText } from '../lib/i18n/painted-text';
import { HeaderMenu } from './header-menu';

/** The pages a header links to. */
export type HeaderPath = '/' | '/courses' | '/history' | '/leaderboard' | '/account';

function linkText(say: PaintedText, to: HeaderPath): string {
  switch (to) {
    case '/':
      return say('header.scorecard', 'Scorecard');
    case '/courses':
      return say('header.myCourses', 'My Courses');
    case '/history':
      return say('header.history', 'History');
    case '/leaderboard':
      return say('header.leaderboard', 'Leaderboard');
    case '/account':
      return say('header.account', 'Account');
  }
}

/**
 * A page's header with its links: in the row from a tablet's width up; on a phone folded into the
 * Menu button, which also holds 'Join a game', so the row never scrolls. `children` (the card's
 * Reset) stay in the row at every width.
 */
export function SiteHeader({ links, children }: { links: readonly HeaderPath[]; children?: ReactNode }) {
  const say = usePaintedText();
  const named: HeaderLink[] = links.map((to) => ({ to, label: linkText(say, to) }));
  return (
    <PageHeader menu={named.length > 0 ? <HeaderMenu links={named} /> : undefined}>
      {named.map(({ to, label }) => (
        <Link key={to} to={to} className={`${headerLinkClass} max-sm:hidden`}>
          {label}
        </Link>
      ))}
      {children}
    </PageHeader>
  );
}
