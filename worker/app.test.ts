import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../domain/api-error';
import { healthResponseSchema } from '../domain/health';
import app from './index';
import { signedInUser } from './test/auth-helpers';
import { expectConsoleError } from '../scripts/console-errors';
import { APP, errorOf, get } from './test/http';
import { workerServing } from './test/pages';

describe('API basics', () => {
  it('answers health with a D1 round trip', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toEqual({ ok: true });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await errorOf(response)).code).toBe('not_found');
  });

  it('answers 401 for the user call when nobody is signed in', async () => {
    const response = await get('/api/auth/user');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await SELF.fetch(`${APP}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(200_000) },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('names the field `body` when a JSON body does not parse', async () => {
    const { cookie } = await signedInUser();
    const response = await SELF.fetch(`${APP}/api/update-subscription-plan`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP, Cookie: cookie },
      body: '{"plan": "monthly"',
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_request');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['body']);
  });

  it('sets security headers on API answers', async () => {
    const response = await get('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it('answers an unexpected failure with a 500 that reveals nothing, and logs it', async () => {
    expectConsoleError(/^Unhandled error GET \/api\/health Error: D1 exploded/);
    const explode = () => {
      throw new Error('D1 exploded at /secret/path.ts:42');
    };
    // Every query runs in a D1 session, so the session is what fails.
    const brokenDb = {
      prepare: explode,
      withSession: () => ({ prepare: explode, batch: explode }),
    } as unknown as D1Database;
    const response = await app.fetch(
      new Request(`${APP}/api/health`),
      { ...env, DB: brokenDb },
      createExecutionContext(),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('exploded');
    expect(text).not.toContain('/secret/path.ts');
    expect(apiErrorBodySchema.parse(JSON.parse(text)).error.code).toBe('internal_error');
  });

  it('serves page routes with 200 and unknown pages with 404, both with the app shell', async () => {
    // The built assets are not part of Worker tests: a stand-in shell is enough here.
    const page = workerServing('<div id="root"></div>');
    const known = await page('/account');
    const unknown = await page('/no-such-page');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('id="root"');
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves the card, the leaderboard and a course with the HTML that paints their own first screen', async () => {
    const serve = workerServing((asset) => `<div id="root">${asset.pathname}</div>`);
    const page = async (path: string) => (await serve(path)).text();
    expect(await page('/')).toContain('<div id="root">/shells/scorecard.html</div>');
    expect(await page('/leaderboard')).toContain('/shells/leaderboard.html');
    expect(await page('/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f')).toContain('/shells/course.html');
    expect(await page('/account')).toContain('<div id="root">/index.html</div>');
    expect(await page('/courses/share/K7P2M9QX4H')).toContain('<div id="root">/index.html</div>');
    expect(await page('/leaderboard/extra')).toContain('<div id="root">/index.html</div>');
  });

  it('serves a German reader the shells in German, by their browser or by their choice', async () => {
    const serve = workerServing((asset) => `<div id="root">${asset.pathname}</div>`);
    const page = (path: string, headers: Record<string, string>) => serve(path, { headers });
    const german = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' };

    const leaderboard = await page('/leaderboard', german);
    expect(await leaderboard.text()).toContain('/shells/de/leaderboard.html');
    expect(leaderboard.headers.get('vary')).toContain('Accept-Language');
    expect(leaderboard.headers.get('vary')).toContain('Cookie');
    expect(await (await page('/', german)).text()).toContain('<div id="root">/shells/de/scorecard.html</div>');
    expect(await (await page('/account', german)).text()).toContain('/shells/de/plain.html');
    expect(await (await page('/history', { ...german, Cookie: 'pubgolf-language=en' })).text()).toContain(
      '<div id="root">/shells/history.html</div>',
    );
    expect(
      await (await page('/history', { 'Accept-Language': 'en-US', Cookie: 'pubgolf-language=de' })).text(),
    ).toContain('/shells/de/history.html');
  });

  it('has the browser fetch the data a live game or its board paints from, with the page', async () => {
    const serve = workerServing('<!doctype html><html><head><title>Pub Golf</title></head><body></body></html>');
    // A signed-in member's phone: a game's page is not painted for it (the member's team may be on another phone).
    const preloads = async (path: string) => {
      const response = await serve(path, { headers: { Cookie: 'session=not-checked-by-pages' } });
      return [...(await response.text()).matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    };
    const watchId = 'a'.repeat(64);
    expect(await preloads('/play/K7P2M9')).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/games/K7P2M9">',
    ]);
    expect(await preloads('/play/K7P2M9/')).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/games/K7P2M9">',
    ]);
    expect(await preloads(`/watch/${watchId}`)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/watch/${watchId}">`,
    ]);
    // The leaderboard carries its board instead (pages.test.ts).
    expect(await preloads('/leaderboard')).toEqual([]);
    // A code no game can have (the page turns a lower-case one into its capitals first) is not fetched.
    for (const path of ['/play/k7p2m9', '/play/K7P2M', '/play/%3Cscript%3E', '/watch/not-an-id', '/', '/history'])
      expect(await preloads(path)).toEqual([]);
  });
});
