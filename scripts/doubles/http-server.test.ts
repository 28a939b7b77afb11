import { afterEach, describe, expect, it } from 'vitest';
import { readBody, sendJson, startLoopbackServer, type LoopbackServer } from './http-server.ts';

const running: LoopbackServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

describe('the doubles’ loopback server', () => {
  it('answers on 127.0.0.1, reading the request body', async () => {
    const server = await startLoopbackServer(
      async (req, res) => sendJson(res, 201, { echoed: await readBody(req) }, { 'Request-Id': 'req_1' }),
      () => {},
    );
    running.push(server);
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(server.origin, { method: 'POST', body: 'héllo' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('request-id')).toBe('req_1');
    expect(await response.json()).toEqual({ echoed: 'héllo' });
  });

  it('answers through onError when the handler throws before answering', async () => {
    const server = await startLoopbackServer(
      async () => {
        throw new Error('no such fixture');
      },
      (error, res) => sendJson(res, 500, { message: String(error) }),
    );
    running.push(server);
    const response = await fetch(server.origin);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Error: no such fixture' });
  });

  it('stops while a client still holds a keep-alive connection', async () => {
    const server = await startLoopbackServer(
      async (_req, res) => sendJson(res, 200, {}),
      () => {},
    );
    expect((await fetch(server.origin, { headers: { Connection: 'keep-alive' } })).status).toBe(200);
    await server.stop();
    await expect(fetch(server.origin)).rejects.toThrow();
  });
});
