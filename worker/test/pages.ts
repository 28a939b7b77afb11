/** The Worker's painted pages as a browser asks for them, with a stand-in for the build's HTML. */
import { createExecutionContext, env } from 'cloudflare:test';
import app from '../index';
import { APP } from './http';

/** The smallest shell a painted page fills in. */
export const PLAIN_SHELL =
  '<!doctype html><html><head><title>Pub Golf</title></head><body><div id="root"></div></body></html>';

/** What a request may carry besides its path: Cloudflare's facts about the reader (`cf`), as at the edge. */
export type PageInit = RequestInit & { cf?: { timezone?: string } };

/** A live game's shell as the build writes it: a preload of the app's code, the header and the loading state. */
export const LIVE_SHELL =
  '<!doctype html><html><head><title>Pub Golf</title><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/client.js"></head><body><div id="root"><header>Pub Golf</header>' +
  '<main><h1>Live game</h1><div role="status">Loading page</div></main></div></body></html>';

/**
 * The Worker, its static assets answering every path with `shell` (or with what `shell` makes of
 * the asset's URL), called with `app.fetch` so a request can carry what only the edge adds.
 */
export function workerServing(shell: string | ((asset: URL) => string)) {
  const assets = {
    fetch: async (input: RequestInfo | URL) =>
      new Response(typeof shell === 'string' ? shell : shell(new URL(input instanceof Request ? input.url : input))),
  } as unknown as Fetcher;
  return (path: string, init: PageInit = {}) =>
    app.fetch(new Request(`${APP}${path}`, init), { ...env, ASSETS: assets }, createExecutionContext());
}

/** The page's painted part as a string of its text, tags left out, to read words in order. */
export function paintedText(html: string): string {
  const root = /<div id="root">(.*?)<\/div><script/s.exec(html)?.[1] ?? html;
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The JSON a painted page carries for the app to start from; null when it carries none. */
export function pageDataIn(html: string): unknown {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
}
