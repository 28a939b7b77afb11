import { createMiddleware } from 'hono/factory';
import { MAX_DRAINED_BODY_BYTES } from '../limits';

/**
 * Reads to its end a request body nobody read (a request refused by the CSRF check, the body
 * limit or a handler that needs no body) before the answer goes out. Left unread, the body is
 * still in flight on a keep-alive connection, and a proxy in front of the Worker may then fail
 * the next request on that connection.
 */
export const drainUnreadBody = createMiddleware(async (c, next) => {
  const received = c.req.raw;
  await next();
  // Hono's body limit re-wraps a body it has read: the one the handler saw may differ.
  for (const request of new Set([received, c.req.raw])) {
    if (request.body && !request.bodyUsed && !request.body.locked) await drain(request.body);
  }
});

async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= MAX_DRAINED_BODY_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: there is nothing left to drain.
  }
}
