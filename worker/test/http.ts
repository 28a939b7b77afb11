/** Requests to the Worker under test as the SPA and browsers send them, and the error answers they get. */
import { SELF } from 'cloudflare:test';
import { apiErrorBodySchema, type ApiErrorBody } from '../../domain/api-error';

export const APP = 'http://localhost';

interface RequestOptions {
  /** A Cookie header, e.g. `signedInUser().cookie`. */
  cookie?: string;
  headers?: Record<string, string>;
  redirect?: RequestInit['redirect'];
}

/** A path is taken relative to APP; a full URL (another scheme or host) as it is. */
function request(pathOrUrl: string, init: RequestInit & RequestOptions): Promise<Response> {
  const { cookie, headers, ...rest } = init;
  return SELF.fetch(new URL(pathOrUrl, APP), {
    ...rest,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

export function get(pathOrUrl: string, options: RequestOptions = {}): Promise<Response> {
  return request(pathOrUrl, options);
}

/** A same-origin JSON POST, as the SPA sends it (the CSRF check lets it through). */
export function postJson(pathOrUrl: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  return request(pathOrUrl, {
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(pathOrUrl, APP).origin, ...options.headers },
    body: JSON.stringify(body),
  });
}

/** A same-origin PUT or DELETE, with a JSON body when given one, as the SPA sends it. */
export function sendJson(
  method: 'PUT' | 'DELETE',
  pathOrUrl: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  return request(pathOrUrl, {
    ...options,
    method,
    headers: {
      Origin: new URL(pathOrUrl, APP).origin,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The error an API answer carries; fails unless the body has the one /api error shape. */
export async function errorOf(response: Response | undefined): Promise<ApiErrorBody['error']> {
  return apiErrorBodySchema.parse(await response?.json()).error;
}
