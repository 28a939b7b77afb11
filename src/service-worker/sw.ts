/// <reference lib="webworker" />
/**
 * The installed app's service worker. Every script, style, font, icon and page shell of the build
 * is precached, so a round keeps working with no network (the card, a course opened before, the
 * dialogs it uses), and a page left open across a deploy still finds the code it was built with.
 * A new deploy installs beside it and waits for the player's Reload (src/app/update-prompt.tsx)
 * rather than taking over mid-round.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { pushNoticeOf } from '../../domain/push-notice';
import { openNoticePage } from './notice-click';
import { pageShell } from './page-shell';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages open from the precache, with or without a network, so the HTML always matches the code
// this worker holds, in the reader's language; the API and its sign-in redirects never do.
// Registered before the precache's own route, which would answer `/` with the English shell.
registerRoute(new NavigationRoute(pageShell, { denylist: [/^\/api\//] }));
addRoute();

// A course and the course behind a share code: fresh when the network answers in time, else the
// copy from the last visit.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && /^\/api\/courses\/(share\/)?[^/]+$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'pubgolf-courses',
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 60 * DAY_SECONDS }),
    ],
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname === '/api/leaderboard',
  new StaleWhileRevalidate({
    cacheName: 'pubgolf-leaderboard',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1, maxAgeSeconds: 7 * DAY_SECONDS }),
    ],
  }),
);

// The first worker takes the open page at once (there is no older code to replace); a later one
// waits until the page asks it to take over (the player's Reload).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A live game's notification ('Drink up', 'Time to move', the end), written by the game in this
// phone's language; a newer one of the same game replaces the last.
self.addEventListener('push', (event) => {
  const notice = pushNoticeOf(pushedJson(event.data));
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNoticePage(self.clients, event.notification.data));
});

function pushedJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}
