import type { output, ZodMiniType } from 'zod/mini';
import { apiErrorBodySchema } from '../../domain/api-error';

/** A non-OK answer: its message is `{status}: {body text, or the status text when the body is empty}`. */
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

/**
 * The answer, read with its schema from domain/. One that does not match (a page left open
 * across a deploy, say) fails here, not as a missing field deep in a page.
 */
export async function apiJson<Schema extends ZodMiniType>(
  url: string,
  schema: Schema,
  request?: ApiRequest,
): Promise<output<Schema>> {
  const response = await apiFetch(url, request);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success)
    throw new Error('The server answered in a way this page does not understand. Please reload it.', {
      cause: parsed.error,
    });
  return parsed.data;
}

/** Like `apiJson`, but a 401 (nobody signed in) answers null instead of failing. */
export async function apiJsonOr401Null<Schema extends ZodMiniType>(
  url: string,
  schema: Schema,
  request?: ApiRequest,
): Promise<output<Schema> | null> {
  try {
    return await apiJson(url, schema, request);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** What a person is told when a call never reached the server: fetch itself only says 'Failed to fetch'. */
export const UNREACHABLE_MESSAGE =
  'You are offline, or the server could not be reached. Check your connection and try again.';

/**
 * What to tell a person about a failed call: the message of our JSON error shape, else that the
 * server could not be reached (fetch fails with a TypeError), else the error's own message, else
 * the fallback.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof HttpError) return errorBody(error)?.message ?? fallback;
  if (error instanceof TypeError) return UNREACHABLE_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The stable code of our JSON error shape ('rate_limited', 'unknown_course'), if the server sent one. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof HttpError ? errorBody(error)?.code : undefined;
}

function errorBody(error: HttpError) {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    // not JSON
    return undefined;
  }
}
