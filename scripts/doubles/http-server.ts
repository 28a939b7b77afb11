/** The HTTP plumbing the loopback doubles share: a server on a free port, request bodies, JSON answers. */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`: an address, not `localhost`, which may resolve to ::1 where nothing listens. */
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Serves `handle` on a free 127.0.0.1 port. When it throws before answering, `onError` answers
 * instead, in the shape of the service the double plays.
 */
export async function startLoopbackServer(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  onError: (error: unknown, res: ServerResponse) => void,
): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) onError(error, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections (the Worker's fetches) would otherwise hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Headers set on `res` before (e.g. a request id) are kept; `headers` adds to them. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}
