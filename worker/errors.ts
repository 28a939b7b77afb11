import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiErrorIssue } from '../domain/api-error';

/** Thrown anywhere in a handler; `app.onError` turns it into the JSON error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ApiErrorIssue[],
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  const body: ApiErrorBody = {
    error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
  };
  return c.json(body, error.status);
}

/** A 400 that names every field zod rejected, e.g. `Invalid query: lat`. */
interface ZodLikeError {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function validationError(target: string, zodError: ZodLikeError): ApiError {
  const issues = zodError.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : target,
    message: issue.message,
  }));
  const fields = [...new Set(issues.map((issue) => issue.path))].join(', ');
  return new ApiError(400, 'invalid_request', `Invalid ${target}: ${fields}`, issues);
}

/**
 * Errors we expect, in our shape; null for a real failure. Hono's validator throws a bare 400
 * when a JSON body does not parse: that is the field `body` being invalid.
 */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400) {
      return new ApiError(400, 'invalid_request', 'Invalid json: body', [
        { path: 'body', message: 'The body must be valid JSON' },
      ]);
    }
    return new ApiError(error.status, 'http_error', error.message || 'Request failed');
  }
  return null;
}
