import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl } from './servers';
import { apiErrorBodySchema } from '../domain/api-error';

const baseUrl = appUrl();
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

/** Sends `bytes` of body in 64 KB writes: with a Content-Length, or chunked without one. */
function upload(method: string, path: string, { bytes, chunked }: { bytes: number; chunked: boolean }) {
  const headers: Record<string, string> = { ...sameSite, ...(chunked ? {} : { 'Content-Length': String(bytes) }) };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    const piece = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const next = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += next.length;
        if (!request.write(next)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What an error page from Node would give away: stack frames and paths on this machine. */
function internals(text: string): string[] {
  return [
    ...(text.includes('node:') ? ['node:'] : []),
    ...(text.includes('node_modules') ? ['node_modules'] : []),
    ...(text.includes(REPO_ROOT) ? [REPO_ROOT] : []),
    ...text.split(/\n|<br>/).filter((line) => /^\s*(&nbsp;\s*)*at /.test(line)),
  ];
}

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

  it('answers a 10 MB upload, plain or chunked, with the JSON 413 and no trace of the server, and then the next request', async () => {
    const uploads = [
      { method: 'POST', path: '/api/scorecards' },
      { method: 'POST', path: '/api/courses' },
      { method: 'POST', path: '/history' },
    ].flatMap((target) => [false, true].map((chunked) => ({ ...target, chunked })));
    for (const { method, path, chunked } of uploads) {
      const what = `${method} ${path} ${chunked ? 'chunked' : 'with its length'}`;
      const answer = await upload(method, path, { bytes: 10 * 1024 * 1024, chunked });
      expect({ what, status: answer.status, internals: internals(answer.text) }).toEqual({
        what,
        status: 413,
        internals: [],
      });
      expect(apiErrorBodySchema.parse(JSON.parse(answer.text)).error.code, what).toBe('payload_too_large');
      const next = await send('GET', '/api/health');
      expect({ what, status: next.status, text: next.text }).toEqual({ what, status: 200, text: '{"ok":true}' });
    }
  });
});
