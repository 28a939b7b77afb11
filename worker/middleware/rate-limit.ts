import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
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

/** The longest address text: IPv6 with an IPv4 tail, e.g. ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255. */
const MAX_ADDRESS_LENGTH = 45;
const addressSchema = z.union([z.ipv4(), z.ipv6()]);

/**
 * The bucket a client is counted in: the address Cloudflare puts in CF-Connecting-IP, or one
 * bucket shared by every request without a single valid address. Only a valid address becomes part
 * of a key (rate limits, KV), so a header can never make a key too long to store.
 */
export function limitBucket(header: string | undefined): string {
  const value = header?.trim().toLowerCase() ?? '';
  if (value.length > MAX_ADDRESS_LENGTH || !addressSchema.safeParse(value).success) return 'client:unknown';
  return `client:${value}`;
}

/** The key a client's requests are counted under. */
export function clientKey(c: Context<AppEnv>): string {
  return limitBucket(c.req.header('CF-Connecting-IP'));
}

/** The 429 a client over a limit hears, with when to try again. */
export function rateLimited(c: Context<AppEnv>, periodSeconds: number): ApiError {
  c.header('Retry-After', String(periodSeconds));
  return new ApiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.');
}

/** Counts one request against the caller's limit; throws the 429 when it is over. */
export async function countClientRequest(c: Context<AppEnv>, limiter: RateLimit, periodSeconds: number) {
  const { success } = await limiter.limit({ key: clientKey(c) });
  if (!success) throw rateLimited(c, periodSeconds);
}
