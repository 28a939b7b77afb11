import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa.config.ts';
import { clientChunks } from './scripts/client-chunks.ts';
import { compiledCatalogs } from './scripts/compiled-catalogs.ts';
import { pageShells } from './scripts/page-shells.ts';
import { previewGuards } from './scripts/preview-guards.ts';
import { HEAD_SCRIPT } from './domain/head-script.ts';
import { assetsHeadersFile } from './worker/security-headers.ts';

/** Writes `_headers` so static assets carry the same security headers as the Worker's answers. */
function assetsHeaders(): Plugin {
  return {
    name: 'pub-golf:assets-headers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: assetsHeadersFile() });
    },
  };
}

/**
 * React Router's package points every bundler at its development build, whose warnings for
 * developers would ship to every visitor; the build takes its production build, shipped beside
 * it, which differs only in leaving them out. `vite dev` keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return {
    name: 'pub-golf:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/**
 * Puts the theme script inline at the top of the head of index.html, so every page (its shells are
 * built from index.html) has its stored theme before the stylesheet paints anything.
 */
function themeScript(): Plugin {
  return {
    name: 'pub-golf:theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * The chunks of the language runtime (Lingui and the page's words, dates and error texts), left
 * out of the preload lists the first paint's code carries for the pages it may open later: each
 * name there is bytes on every English visitor's first paint. A page that shows catalog text
 * loads after the first paint and fetches them as its own code arrives.
 */
const I18N_CHUNK =
  /(^|\/)assets\/(translate|page-words|error-words|language-select|page-language|frame-words)-[\w-]+\.js$/;

/** Our small modules every page's start evaluates (see the chunk group below). */
const APP_COMMON = new RegExp(
  '/(' +
    [
      'domain/(billing|clean-name|course-name|crawl-timing|data-paths|holes|mulligans|opening-hours|penalties|rounds|scorecard|scoring|signed-in-hint|user)',
      'src/lib/(api-fetch|local-storage|page-data|settled-promise|use-steps-after-paint|waits)',
      // The card's steps: every page with a card, and a live game's page before its card has come.
      'src/features/scorecard/use-card-in-steps',
      'src/app/live-page-width',
      'src/lib/session/(session-queries|use-current-user|use-subscription-status)',
      'src/components/layout/(page-spinner|sub-page)',
      // The pages' frames: every start's loading states show them, and their pages too.
      'src/app/pages/(course|watch)-frame',
      'src/features/leaderboard/leaderboard-frame',
      'src/components/ui/par-status-colours',
    ].join('|') +
    ')\\.tsx?$',
);

/**
 * The card's own modules, which every page with a card (the home page, a course, a live game's
 * team) shows: with them, the module that gives the card its words, which the bundler would
 * otherwise put in a chunk of its own for the few pages that show it, and the name and date and
 * 'Plan the evening' of the home page's and a course's card (a chunk of their own is more
 * bytes on `/` than they weigh on a live game's page).
 */
const CARD =
  /\/src\/(features\/scorecard\/(bar-name|card-details|hole-row|holes-table|maps-link|score-select|total-score-card)|features\/crawl-plan\/plan-evening-button|features\/penalties\/(penalties-panel|penalty-name)|lib\/i18n\/card-text)\.tsx?$/;

/**
 * What a live game's join page shows, which a team's page and the spectator board show too: the
 * board, the rules, the invitation, the page's top and its states, and the game's API. One chunk:
 * left to the bundler, each set of those pages sharing a few of them gets a chunk of its own, and
 * a phone opening a join link would fetch a dozen small files, each with its own list of imports.
 */
const LIVE_COMMON = new RegExp(
  '/(' +
    [
      'src/features/live/(board/(live-board|board-heading|standing-summary|recent-changes|mulligan-badges)|house-rules|hole-rule-note|finale/board-hidden-note|socket/connection-note|snapshot-states|game-over-note|alcohol-free|games-api|keep-rounds/keep-round-progress)',
      'src/features/live/joining/(invite-panel|share-link|share-or-copy-link|qr-svg)',
      'src/app/pages/(live-play-top|card-on-its-way|team-parts)',
      'src/app/live-words',
      'domain/(standings|team-card|game-links)',
      // Their words, in English in their code (src/lib/i18n/join-text.ts).
      'src/lib/i18n/(join|playing)-text',
    ].join('|') +
    ')\\.tsx?$|/src/locales/join/en\\.json$',
);

/**
 * The language's small common modules (the page's language as the words read it, how a message
 * is filled in, what to say when a call fails, a language's words loaded once), which the join page's English words and the
 * language runtime both need: one chunk, rather than one small file each with its list of imports.
 */
const PAGE_WORDS = /\/src\/lib\/i18n\/(shown-language|fill-message|error-text|once-per-language)\.ts$/;

export default defineConfig({
  plugins: [
    previewGuards(),
    reactRouterProduction(),
    compiledCatalogs(),
    react(),
    tailwindcss(),
    themeScript(),
    cloudflare({
      persistState: process.env.PUBGOLF_STATE_DIR ? { path: process.env.PUBGOLF_STATE_DIR } : true,
    }),
    assetsHeaders(),
    pageShells({ leaveOut: I18N_CHUNK }),
    clientChunks(),
    pwa(),
  ],
  environments: {
    client: {
      build: {
        modulePreload: {
          // Every browser the app runs in preloads modules itself (Safari since 17): the polyfill
          // would only add to what every phone fetches.
          polyfill: false,
          // The language runtime's chunks need nothing the first paint has not loaded: importing
          // one preloads nothing, which keeps the list of its chunks out of every importer.
          resolveDependencies: (file, deps) =>
            I18N_CHUNK.test(file) ? [] : deps.filter((dep) => !I18N_CHUNK.test(dep)),
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The small modules every page starts with (the rules, the API and session
                  // helpers, the page frames) in one chunk: left to the bundler, each set of pages
                  // sharing them gets a chunk of its own, and `/` would fetch a dozen tiny files.
                  name: 'app-common',
                  test: APP_COMMON,
                  // Only these modules: their libraries stay in the start's own steps (src/main.tsx).
                  includeDependenciesRecursively: false,
                },
                { name: 'card', test: CARD, includeDependenciesRecursively: false },
                { name: 'live-common', test: LIVE_COMMON, includeDependenciesRecursively: false },
                { name: 'page-words', test: PAGE_WORDS, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
