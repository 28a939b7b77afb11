import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageRoutePattern } from './src/domain/page-routes.ts';
import { PAGE_SHELLS, SHELLED_ROUTES } from './src/domain/page-shells.ts';
import { webManifest } from './scripts/web-manifest.ts';

/** Where the client build lands beside the Worker's (the Cloudflare plugin's layout). */
const CLIENT_OUT_DIR = 'dist/client';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The pages with a shell of their own (`/` opens with the plain one, index.html, as any other page
 * does), and the patterns the service worker knows their routes by.
 */
const SHELL_PAGES = SHELLED_ROUTES.filter((route) => PAGE_SHELLS[route] !== PAGE_SHELLS['/']).map((route) => ({
  /** Matched against a navigation's path and query. */
  path: new RegExp(`^${pageRoutePattern(route)}`),
  /** Matched against a request's whole address. */
  href: new RegExp(`^https?://[^/]+${pageRoutePattern(route)}`),
  html: `/${PAGE_SHELLS[route]}`,
}));

/**
 * The installable app: the web manifest and a Workbox service worker generated at build time.
 * Every script, style, font and icon of the build is precached, so a round keeps working with no
 * network (the card, a course opened before, the dialogs it uses), and a page left open across a
 * deploy still finds the code it was built with. A new deploy waits behind the update prompt
 * (src/app/update-prompt.tsx) rather than taking over mid-round.
 */
export function pwa(): PluginOption {
  const plugins = VitePWA({
    registerType: 'prompt',
    // The app registers the worker itself (the update prompt), so nothing is injected into the page.
    injectRegister: false,
    outDir: CLIENT_OUT_DIR,
    includeAssets: ['favicon-48x48.png', 'apple-touch-icon.png'],
    // The English manifest; each other language's is written beside the shells in its language
    // (scripts/page-shells.ts), with the description the English one carries here.
    manifest: webManifest('en', 'Pub golf scorecard: nine bars, one drink each, lowest score against par wins.'),
    workbox: {
      // The build's own files; the icons and the manifest are added from `includeAssets` and `manifest`.
      globPatterns: ['**/*.{js,css,html,woff2}'],
      // Page routes open from the precache, with or without a network, so the HTML always matches
      // the code this worker holds; the API and its sign-in redirects never do. Pages with a shell
      // of their own open it (below); the rest open the plain shell.
      navigateFallback: `/${PAGE_SHELLS['/']}`,
      navigateFallbackDenylist: [/^\/api\//, ...SHELL_PAGES.map((page) => page.path)],
      // The first worker takes the open page at once (there is no older code to replace); a later
      // one waits for the player's Reload.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        // A page with a shell of its own opens it, as the Worker serves it. Nothing is ever written
        // to this cache, so the lookup misses and the precache fallback answers with this worker's
        // copy of the shell.
        ...SHELL_PAGES.map((page) => ({
          urlPattern: page.href,
          handler: 'CacheOnly' as const,
          options: { cacheName: 'pubgolf-page-shells', precacheFallback: { fallbackURL: page.html } },
        })),
        {
          // A course and the course behind a share code: fresh when the network answers in time,
          // else the copy from the last visit.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && /^\/api\/courses\/(share\/)?[^/]+$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pubgolf-courses',
            networkTimeoutSeconds: 5,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 50, maxAgeSeconds: 60 * DAY_SECONDS },
          },
        },
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && url.pathname === '/api/leaderboard',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'pubgolf-leaderboard',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 1, maxAgeSeconds: 7 * DAY_SECONDS },
          },
        },
      ],
    },
  });
  // The Cloudflare plugin also builds the Worker; the service worker belongs to the client build only.
  return plugins.map((plugin): Plugin => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}
