import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting the Workers' global Env
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
