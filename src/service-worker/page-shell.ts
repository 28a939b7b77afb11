/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '../../domain/language';
import { pageRouteOf } from '../../domain/page-routes';
import { pageShellAsset } from '../../domain/page-shells';

declare const self: ServiceWorkerGlobalScope;

/** The Cookie Store, where the browser offers it to a service worker (Chromium, Safari 18.4+). */
interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}

/**
 * The page's language as the server would pick it: the reader's choice (its cookie), else the
 * first language the app speaks among the browser's preferred ones.
 */
async function readerLanguage(): Promise<Language> {
  const cookies = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  const chosen = await cookies?.get(LANGUAGE_COOKIE).catch(() => null);
  return pickLanguage(chosen?.value ?? null, self.navigator.languages);
}

/**
 * A page's HTML from the precache, as the Worker serves it: the page's own shell (its header and
 * loading state) in the reader's language, or the plain shell for a page without one.
 */
export const pageShell: RouteHandlerCallback = async ({ request, url }) => {
  const shell = await matchPrecache(pageShellAsset(pageRouteOf(url.pathname), await readerLanguage()));
  return shell ?? fetch(request);
};
