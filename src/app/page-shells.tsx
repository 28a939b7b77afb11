/**
 * The HTML each page paints before its JavaScript has run. The build (scripts/page-shells.ts)
 * renders, for each page in SHELLED_PAGES, the loading state the app itself shows
 * (src/app/page-loading-states.tsx) and puts it inside #root of that page's HTML; the Worker
 * serves each page the HTML with its shell. The app replaces it when it starts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ShelledRoute } from '../domain/page-shells';
import * as loadingStates from './page-loading-states';
import { SHELLED_PAGES } from './shelled-pages';

/** Each shelled page's shell, as HTML; `/`'s is the plain shell every other page opens with too. */
export function renderPageShells(): Record<ShelledRoute, string> {
  const entries = Object.entries(SHELLED_PAGES).map(([route, { loading, shell = loading }]) => {
    const Shell = loadingStates[shell];
    return [
      route,
      renderToStaticMarkup(
        <StaticRouter location={route}>
          <Shell />
        </StaticRouter>,
      ),
    ];
  });
  return Object.fromEntries(entries) as Record<ShelledRoute, string>;
}
