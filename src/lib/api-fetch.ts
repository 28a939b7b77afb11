import { apiErrorBodySchema } from '../domain/api-error';

/** A non-OK answer: its message is `{status}: {body text or status text}` (spec §8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type JsonBody = Record<string, unknown> | readonly unknown[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: JsonBody;
  signal?: AbortSignal;
}

/** The one way the app talks to its API: credentials always sent, non-OK always an error. */
export async function apiFetch(url: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  return response;
}

export async function apiJson<T>(url: string, request?: ApiRequest): Promise<T> {
  const response = await apiFetch(url, request);
  return (await response.json()) as T;
}

/**
 * The generic query function: a GET to the key's segments joined with slashes. With
 * `on401: 'null'` an unauthenticated answer yields null instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: 'null' | 'throw' }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }): Promise<T | null> => {
    try {
      return await apiJson<T>(queryKey.join('/'), { signal });
    } catch (error) {
      if (on401 === 'null' && error instanceof HttpError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * What to tell a person about a failed call: the message of our JSON error shape, else the
 * error's own message (a network failure's, say), else the fallback.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) {
    try {
      const parsed = apiErrorBodySchema.safeParse(JSON.parse(error.body));
      if (parsed.success) return parsed.data.error.message;
    } catch {
      // not JSON: fall back below
    }
    return fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
