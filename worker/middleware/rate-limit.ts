import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';

/**
 * Answers 429 when one client (by CF-Connecting-IP) goes over the binding's limit.
 * https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/
 */
export function rateLimitPerClient(limiter: (env: Env) => RateLimit, periodSeconds: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await countClientRequest(c, limiter(c.env), periodSeconds);
    await next();
  });
}

/** Counts one request against the caller's limit; throws the 429 when it is over. */
export async function countClientRequest(c: Context<AppEnv>, limiter: RateLimit, periodSeconds: number) {
  const client = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const { success } = await limiter.limit({ key: `client:${client}` });
  if (!success) {
    c.header('Retry-After', String(periodSeconds));
    throw new ApiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.');
  }
}
