/**
 * The HTML each page paints before its JavaScript has run. The build (scripts/page-shells.ts)
 * renders, for each page in SHELLED_PAGES and each language, the loading state the app itself
 * shows (src/app/page-loading-states.tsx) and puts it inside #root of that page's HTML; the Worker
 * serves each page the HTML with its shell in the reader's language. The app replaces it when it
 * starts.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../../domain/language';
import type { ShelledRoute } from '../../domain/page-shells';
import { renderShellsIn } from '../lib/i18n/painted-text';
import { translateRaw } from '../lib/i18n/translate-raw';
import { LeaderboardShell } from './leaderboard-shell';
import * as loadingStates from './page-loading-states';
import { SHELLED_PAGES } from './shelled-pages';

// The catalogs as written: the build renders on Node, where nothing compiles them first.
const CATALOGS = import.meta.glob<Record<string, string>>('../locales/frame/*.json', {
  eager: true,
  import: 'default',
});

/** The shells that carry more than their page's loading state: what the Worker fills in for the page's data. */
const SHELLS_FOR_THE_WORKER: Partial<Record<ShelledRoute, ComponentType>> = {
  '/leaderboard': LeaderboardShell,
};

interface RenderedShells {
  /** Each shelled page's shell, as HTML; `/`'s is the plain shell every other page opens with too. */
  shells: Record<ShelledRoute, string>;
  /** What the page says of itself to search engines and to the share sheet (`<meta name="description">`). */
  description: string;
}

/** Every shell in `language`. */
export function renderPageShells(language: Language): RenderedShells {
  const catalog = CATALOGS[`../locales/frame/${language}.json`];
  if (!catalog) throw new Error(`No catalog for ${language}`);
  const t = translateRaw<'frame'>(language, catalog);
  renderShellsIn(language, t);
  const entries = Object.entries(SHELLED_PAGES).map(([route, { loading, shell = loading }]) => {
    const Shell = SHELLS_FOR_THE_WORKER[route as ShelledRoute] ?? loadingStates[shell];
    return [
      route,
      renderToStaticMarkup(
        <StaticRouter location={route}>
          <Shell />
        </StaticRouter>,
      ),
    ];
  });
  return {
    shells: Object.fromEntries(entries) as Record<ShelledRoute, string>,
    description: t('shell.description'),
  };
}
