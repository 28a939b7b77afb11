import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pageRouteOf } from '../src/domain/page-routes';
import { pageShellAsset } from '../src/domain/page-shells';
import type { AppContext } from './env';

/**
 * The SPA's HTML with the given status, so unknown pages are a real 404 to crawlers too. A page
 * with its own shell gets the HTML that paints its header and title before the app loads.
 */
export async function servePage(c: AppContext, status: ContentfulStatusCode): Promise<Response> {
  const route = status === 200 ? pageRouteOf(new URL(c.req.url).pathname) : undefined;
  const shell = await c.env.ASSETS.fetch(new URL(pageShellAsset(route), c.req.url));
  return c.body(await shell.text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}
