import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LANGUAGE_COOKIE, requestLanguage } from '../src/domain/language';
import { pageRouteOf } from '../src/domain/page-routes';
import { pageShellAsset } from '../src/domain/page-shells';
import type { AppContext } from './env';

/**
 * The SPA's HTML with the given status, so unknown pages are a real 404 to crawlers too. A page
 * with its own shell gets the HTML that paints its header and title before the app loads, in the
 * reader's language: the one chosen on the page (its cookie), else the browser's. The answer
 * varies with both, so no cache hands one reader's language to another.
 */
export async function servePage(c: AppContext, status: ContentfulStatusCode): Promise<Response> {
  const route = status === 200 ? pageRouteOf(new URL(c.req.url).pathname) : undefined;
  const language = requestLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('Accept-Language'));
  const shell = await c.env.ASSETS.fetch(new URL(pageShellAsset(route, language), c.req.url));
  return c.body(await shell.text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Language, Cookie',
  });
}
