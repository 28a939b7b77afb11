/** What the configuration parsers (auth, billing, places) share. */
import * as z from 'zod/mini';

/** An optional string variable or secret. */
export const optionalSetting = z.optional(z.string().check(z.minLength(1)));

/**
 * Parses vars and secrets with `schema`. `.dev.vars` lines like `NAME=''` mean "not
 * configured", so empty strings are dropped first; a failure names the invalid settings.
 */
export function parseSettings<Schema extends z.ZodMiniType>(
  schema: Schema,
  env: object,
  failure: (names: string) => Error,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) throw failure(parsed.error.issues.map((issue) => issue.path.join('.')).join(', '));
  return parsed.data;
}

/** Local doubles and providers sign anyone in or take any card, so they must be on this machine. */
export function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
