/**
 * Starts every loopback double for the outside services and reports the configuration
 * that points the Worker's real clients at them.
 */
import { startOidcDouble } from './oidc-double.ts';
import { startPlacesDouble } from './places-double.ts';

export interface Doubles {
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startDoubles(): Promise<Doubles> {
  const started: { env: Record<string, string>; stop: () => Promise<void> }[] = await Promise.all([startOidcDouble(), startPlacesDouble()]);
  return {
    env: Object.assign({}, ...started.map((double) => double.env)),
    stop: async () => {
      await Promise.all(started.map((double) => double.stop()));
    },
  };
}
