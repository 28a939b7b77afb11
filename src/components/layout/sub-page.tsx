import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePaintedText } from '../../lib/i18n/painted-text';
import { headerLinkClass, PageHeader } from './page-header';

/** A page other than the scorecard: the header with a way back, and the page's title. */
export function SubPage({
  title,
  width = 'max-w-3xl',
  busy,
  oneLineTitle,
  children,
}: {
  title: string;
  width?: string;
  /** The page is still rendering its content (assistive technology waits before reading it). */
  busy?: boolean;
  /** A title that may be long (a name someone typed) keeps to one line, cut short, whole on hover and to a screen reader. */
  oneLineTitle?: boolean;
  children: ReactNode;
}) {
  const say = usePaintedText();
  return (
    <>
      <PageHeader width={width}>
        <Link to="/" className={headerLinkClass}>
          {say('header.scorecard', 'Scorecard')}
        </Link>
      </PageHeader>
      <main aria-busy={busy || undefined} className={`mx-auto grid grid-cols-1 gap-4 px-3 py-6 ${width}`}>
        <h1
          className={`font-display font-extrabold text-felt ${oneLineTitle ? 'truncate text-2xl sm:text-3xl' : 'text-3xl'}`}
          title={oneLineTitle ? title : undefined}
        >
          {title}
        </h1>
        {children}
      </main>
    </>
  );
}
