/**
 * The HTML each page paints before its JavaScript has run. The build (scripts/page-shells.ts)
 * renders, for each page in SHELLED_PAGES and each language, the loading state the app itself
 * shows (src/app/page-loading-states.tsx; for `/`, the card's first screen) and puts it inside
 * #root of that page's HTML, and the plain shell for every other page; the Worker serves each page
 * the HTML with its shell in the reader's language. The app replaces it when it starts.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../../domain/language';
import type { ShelledRoute } from '../../domain/page-shells';
import { renderCardIn, type CardText } from '../lib/i18n/card-text';
import { renderShellsIn } from '../lib/i18n/painted-text';
import { translateRaw } from '../lib/i18n/translate-raw';
import { LeaderboardShell } from './leaderboard-shell';
import * as loadingStates from './page-loading-states';
import { ScorecardShell } from './scorecard-shell';
import { SHELLED_PAGES } from './shelled-pages';

// The catalogs as written: the build renders on Node, where nothing compiles them first.
const CATALOGS = import.meta.glob<Record<string, string>>('../locales/frame/*.json', {
  eager: true,
  import: 'default',
});
const CARD_CATALOGS = import.meta.glob<Record<string, string>>('../locales/card/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The shells that carry more than their page's loading state: the card's first screen, and what
 * the Worker fills in for the leaderboard's data.
 */
const OWN_SHELLS: Partial<Record<ShelledRoute, ComponentType>> = {
  '/': ScorecardShell,
  '/leaderboard': LeaderboardShell,
};

interface RenderedShells {
  /** Each shelled page's shell, as HTML. */
  shells: Record<ShelledRoute, string>;
  /** The plain shell, the header alone, that every page not shelled opens with. */
  plain: string;
  /** What the page says of itself to search engines and to the share sheet (`<meta name="description">`). */
  description: string;
}

/** Every shell in `language`. */
export function renderPageShells(language: Language): RenderedShells {
  const catalog = CATALOGS[`../locales/frame/${language}.json`];
  if (!catalog) throw new Error(`No catalog for ${language}`);
  const t = translateRaw<'frame'>(language, catalog);
  renderShellsIn(language, t);
  renderCardIn(language, language === 'en' ? undefined : cardText(language));
  const render = (route: string, Shell: ComponentType) =>
    renderToStaticMarkup(
      <StaticRouter location={route}>
        <Shell />
      </StaticRouter>,
    );
  const entries = Object.entries(SHELLED_PAGES).map(([route, { loading, shell = loading }]) => [
    route,
    render(route, OWN_SHELLS[route as ShelledRoute] ?? loadingStates[shell]),
  ]);
  return {
    shells: Object.fromEntries(entries) as Record<ShelledRoute, string>,
    plain: render('/', loadingStates.PageLoading),
    description: t('shell.description'),
  };
}

/** The card's words in `language`, from its catalog as written. */
function cardText(language: Language): CardText {
  const catalog = CARD_CATALOGS[`../locales/card/${language}.json`];
  if (!catalog) throw new Error(`No card catalog for ${language}`);
  const t = translateRaw<'card'>(language, catalog);
  return Object.assign((text: string, values?: Record<string, string | number>) => t(text as never, values), {
    named: (id: string) => t(id as never),
  });
}
