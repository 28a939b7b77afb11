import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from './env';

/** The SPA shell with the given status, so unknown pages are a real 404 to crawlers too. */
export async function servePage(c: AppContext, status: ContentfulStatusCode): Promise<Response> {
  const shell = await c.env.ASSETS.fetch(new URL('/', c.req.url));
  return c.body(await shell.text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}
