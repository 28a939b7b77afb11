/**
 * Guards on `vite preview`, the Node server that `npm start` and the browser tests put in front
 * of the built Worker in workerd.
 *
 * Request bodies: when an answer leaves part of a request body unread (the Worker's 413 or CSRF
 * refusal, an asset's 405), workerd resets the connection the rest is still arriving on, and
 * the bridge from Node to workerd then fails the request, or the next one on that connection,
 * instead of passing the answer on. The Worker reads an unread body to its end up to
 * MAX_DRAINED_BODY_BYTES, so this server answers a longer body itself with the Worker's 413 and
 * never sends it on. A chunked body is read whole first and sent on with its length, which the
 * Worker's body limit judges without reading the body (reading it, the limit would stop at its
 * size and leave the rest unread). A request with a body gets a connection to workerd of its own.
 *
 * Errors: anything else that fails between Node and workerd is logged here and answered with
 * the API's JSON error shape, never with Node's error page and its stack trace and file paths.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inspect } from 'node:util';
import type { Connect, Plugin, PreviewServer } from 'vite';
import type { ApiErrorBody } from '../domain/api-error.ts';
import { MAX_DRAINED_BODY_BYTES } from '../worker/limits.ts';
import { SECURITY_HEADERS } from '../worker/security-headers.ts';

export function previewGuards(): Plugin {
  return {
    name: 'pub-golf:preview-guards',
    // Ahead of the Cloudflare plugin, whose middleware hands every request to workerd.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use(limitRequestBody);
      // After every other middleware: the last word on a request that failed.
      return () => server.middlewares.use(answerFailure(server));
    },
  };
}

const limitRequestBody: Connect.NextHandleFunction = (req, res, next) => {
  const declaredLength = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined) {
    readWholeBody(req, res, next);
  } else if (declaredLength !== undefined && Number(declaredLength) > MAX_DRAINED_BODY_BYTES) {
    refuseTooLarge(req, res);
  } else {
    if (Number(declaredLength ?? 0) > 0) closeUpstreamAfterwards(req);
    next();
  }
};

/**
 * Reads a body of unknown length up to the limit, then puts it back in front of the request's
 * stream, with its length in place of the chunked encoding, for the next middleware to read.
 */
function readWholeBody(req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    req.off('readable', onReadable);
    req.off('close', stop);
  };
  const onReadable = () => {
    for (let chunk: unknown = req.read(); chunk !== null; chunk = req.read()) {
      const bytes = chunk as Buffer;
      size += bytes.byteLength;
      if (size > MAX_DRAINED_BODY_BYTES) {
        stop();
        refuseTooLarge(req, res);
        return;
      }
      chunks.push(bytes);
    }
    if (!req.complete) return;
    stop();
    setHeader(req, 'transfer-encoding', undefined);
    setHeader(req, 'content-length', String(size));
    closeUpstreamAfterwards(req);
    // Synchronously, before the stream's end is announced: the next middleware starts reading
    // in this same turn, so it sees these bytes and then the end.
    if (size > 0) req.unshift(Buffer.concat(chunks, size));
    next();
  };
  req.on('readable', onReadable);
  // A client that goes away mid-body leaves nothing to answer.
  req.on('close', stop);
}

/**
 * workerd closes a connection whose request body nobody read to its end (a page route or an
 * asset answering a request with a body), and the bridge would send the next request down it.
 */
function closeUpstreamAfterwards(req: IncomingMessage): void {
  setHeader(req, 'connection', 'close');
}

/** Sets or removes a header in both forms Node keeps, for whichever the next middleware reads. */
function setHeader(req: IncomingMessage, name: string, value: string | undefined): void {
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== name) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  if (value === undefined) {
    delete req.headers[name];
  } else {
    raw.push(name, value);
    req.headers[name] = value;
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
}

/**
 * Discards the rest of the body, then answers the Worker's 413. Answered before the body's end,
 * Node's server stops reading the connection until its keep-alive timeout closes it, and the
 * client's next request on it waits those seconds; read to the end, it serves the next at once.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const answer = () =>
    sendError(res, 413, {
      error: { code: 'payload_too_large', message: `Request body is larger than ${MAX_DRAINED_BODY_BYTES} bytes` },
    });
  req.resume();
  if (req.readableEnded) answer();
  else req.once('end', answer);
}

function answerFailure(server: PreviewServer): Connect.ErrorHandleFunction {
  // Connect tells an error handler by its four parameters.
  return (error, req, res, _next) => {
    server.config.logger.error(
      `${req.method ?? ''} ${req.url ?? ''} failed in the local server: ${inspect(error, { depth: 4 })}`,
      { timestamp: true },
    );
    if (res.headersSent) {
      // Half an answer cannot become an error answer: end the connection, as Node's own page does.
      req.socket.destroy();
      return;
    }
    req.resume();
    sendError(res, 502, {
      error: { code: 'local_server_error', message: 'The local server could not get an answer from the app.' },
    });
  };
}

function sendError(res: ServerResponse, status: number, body: ApiErrorBody): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Cache-Control': 'private, no-store',
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}
