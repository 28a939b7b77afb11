import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../index';
import { expectConsoleError } from '../../../scripts/console-errors';
import { APP, errorOf, get } from '../../test/http';

const BROWSER = { Accept: 'text/html,application/xhtml+xml' };

describe('sign-in when the provider is down', () => {
  it('shows a browser the sign-in error page with Try again, answered 502', async () => {
    // Nothing listens on the discard port: the provider's discovery document cannot be fetched.
    const providerDown = { ...env, OIDC_ISSUER: 'http://127.0.0.1:9' };
    expectConsoleError(/^Sign-in with local failed/);
    const response = await app.fetch(
      new Request(`${APP}/api/login`, { headers: BROWSER }),
      providerDown,
      createExecutionContext(),
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('The sign-in provider could not be reached. Please try again.');
    expect(page).toContain('href="/api/login"');
  });

  it('answers other clients with the JSON error', async () => {
    const providerDown = { ...env, OIDC_ISSUER: 'http://127.0.0.1:9' };
    expectConsoleError(/^Sign-in with local failed/);
    const response = await app.fetch(new Request(`${APP}/api/login`), providerDown, createExecutionContext());
    expect(response.status).toBe(502);
    expect((await errorOf(response)).code).toBe('provider_unavailable');
  });
});

describe('sign-in rate limit', () => {
  async function until429(path: string, ip: string): Promise<{ limited: Response | undefined; first: number }> {
    // The limiter counts in wall-clock minutes: 125 requests cross a limit of 60 even if a
    // minute boundary falls among them.
    let limited: Response | undefined;
    let first = 0;
    for (let request = 0; request < 125 && !limited; request += 1) {
      const response = await get(path, { headers: { 'CF-Connecting-IP': ip }, redirect: 'manual' });
      if (request === 0) first = response.status;
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    return { limited, first };
  }

  it('answers 429 once one client starts over 60 sign-ins a minute, and only that client', async () => {
    const { limited, first } = await until429('/api/login', '203.0.113.10');
    expect(first).toBe(302);
    expect(limited?.headers.get('retry-after')).toBe('60');
    expect((await errorOf(limited)).code).toBe('rate_limited');

    const other = await get('/api/login', { headers: { 'CF-Connecting-IP': '203.0.113.11' }, redirect: 'manual' });
    expect(other.status).toBe(302);
  });

  it('limits callbacks too', async () => {
    const { limited, first } = await until429('/api/callback/local?code=x&state=y', '203.0.113.12');
    expect(first).toBe(400);
    expect(limited).toBeDefined();
  });
});
