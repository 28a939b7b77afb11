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

export const appEnvSchema = z.enum(['production', 'local', 'test']);
export type AppEnvName = z.infer<typeof appEnvSchema>;

/**
 * Local doubles sign anyone in or take any card, so a setting pointing at one is accepted
 * only on this machine's loopback and never in production. Returns why it is refused, or null.
 */
export function localDoubleUrlProblem(name: string, value: string, appEnv: AppEnvName): string | null {
  if (appEnv === 'production') return `${name} (a local double) is refused in production`;
  if (!isLoopbackUrl(value)) return `${name} must be a loopback URL (127.0.0.1, localhost or [::1])`;
  return null;
}

function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
