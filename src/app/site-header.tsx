import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { headerLinkClass, PageHeader } from '../components/layout/page-header';
import { HeaderMenu, type MenuLink } from './header-menu';

/**
 * A page's header with its links: in the row from a tablet's width up; on a phone folded into the
 * Menu button, which also holds 'Join a game', so the row never scrolls. `children` (the card's
 * Reset) stay in the row at every width.
 */
export function SiteHeader({ links, children }: { links: readonly MenuLink[]; children?: ReactNode }) {
  return (
    <PageHeader menu={links.length > 0 ? <HeaderMenu links={links} /> : undefined}>
      {links.map(({ to, label }) => (
        <Link key={to} to={to} className={`${headerLinkClass} max-sm:hidden`}>
          {label}
        </Link>
      ))}
      {children}
    </PageHeader>
  );
}
