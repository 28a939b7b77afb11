import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
/** One connection for everything, as a browser reuses one for a page's calls. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function send(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const json = { 'Content-Type': 'application/json' };
const sameSite = { ...json, Origin: baseUrl };

/** Answers that leave the request body unread: refused before any handler looks at it. */
const UNREAD_BODY_REQUESTS = [
  {
    why: 'cross-site (CSRF)',
    path: '/api/get-or-create-subscription',
    headers: { ...json, Origin: 'https://evil.example' },
    body: `{"plan":"monthly","pad":"${'x'.repeat(2048)}"}`,
    status: 403,
  },
  {
    why: 'over the body limit',
    path: '/api/get-or-create-subscription',
    headers: sameSite,
    body: `{"pad":"${'x'.repeat(70 * 1024)}"}`,
    status: 413,
  },
  {
    why: 'signed out',
    path: '/api/cancel-subscription',
    headers: sameSite,
    body: `{"pad":"${'x'.repeat(2048)}"}`,
    status: 401,
  },
  {
    why: 'no such route',
    path: '/api/no-such-route',
    headers: sameSite,
    body: `{"pad":"${'x'.repeat(2048)}"}`,
    status: 404,
  },
];

describe('the local server', () => {
  it('answers every request on a keep-alive connection after ones whose bodies were refused unread', async () => {
    const unexpected: string[] = [];
    for (let pair = 0; pair < 200; pair += 1) {
      const refused = UNREAD_BODY_REQUESTS[pair % UNREAD_BODY_REQUESTS.length]!;
      const first = await send('POST', refused.path, { headers: refused.headers, body: refused.body });
      if (first.status !== refused.status)
        unexpected.push(`#${pair} ${refused.why}: ${first.status} ${first.text.slice(0, 80)}`);
      const next = await send('GET', '/api/health');
      if (next.status !== 200)
        unexpected.push(`#${pair} health after ${refused.why}: ${next.status} ${next.text.slice(0, 80)}`);
    }
    expect(unexpected).toEqual([]);
  });
});
