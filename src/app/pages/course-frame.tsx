import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { SiteHeader, type HeaderPath } from '../site-header';

const GUEST_LINKS: HeaderPath[] = ['/', '/leaderboard'];
const MEMBER_LINKS: HeaderPath[] = ['/', '/courses', '/leaderboard'];

interface CourseFrameProps {
  title: string;
  subtitle?: string;
  /** The page is still rendering its content (assistive technology waits before reading it). */
  busy?: boolean;
  children: ReactNode;
}

/** The header and page column of the course pages, under the page's title. */
export function CourseFrame(props: CourseFrameProps) {
  const { isAuthenticated } = useCurrentUser();
  return <CourseFrameView {...props} signedIn={isAuthenticated} />;
}

/** The course frame for a visitor known to be signed in or not (the prerendered HTML knows no one). */
export function CourseFrameView({
  title,
  subtitle,
  busy,
  children,
  signedIn,
}: CourseFrameProps & { signedIn: boolean }) {
  return (
    <>
      <SiteHeader links={signedIn ? MEMBER_LINKS : GUEST_LINKS} />
      <main aria-busy={busy || undefined} className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-3 py-4 sm:px-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-extrabold break-words text-felt">{title}</h1>
          {subtitle ? <p className="text-sm text-stone-600">{subtitle}</p> : null}
        </div>
        {children}
      </main>
    </>
  );
}
