/**
 * The HTML each page paints before its JavaScript has run. The build (scripts/page-shells.ts)
 * renders it from the loading states the app itself shows (src/app/page-loading-states.tsx) and
 * puts it inside #root; the Worker serves each page the HTML with its shell. The app replaces it
 * when it starts.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import { PAGE_SHELLS, type PageShell } from '../domain/page-shells';
import { CourseLoadingView, LeaderboardLoading } from './page-loading-states';

const SHELLS: Record<PageShell, ReactNode> = {
  leaderboard: <LeaderboardLoading />,
  // Nobody is known to be signed in before the app starts: the guest's links.
  course: <CourseLoadingView signedIn={false} />,
};

/** The plain shell (every page without its own), and each page's own, as HTML. */
export function renderPageShells(): { plain: string; pages: Record<PageShell, string> } {
  const render = (location: string, page: ReactNode) =>
    renderToStaticMarkup(<StaticRouter location={location}>{page}</StaticRouter>);
  const pages = Object.fromEntries(
    Object.entries(PAGE_SHELLS).map(([route, shell]) => [shell, render(route, SHELLS[shell])]),
  ) as Record<PageShell, string>;
  return { plain: render('/', <PageLoading />), pages };
}
