import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startLocalStack } from '../scripts/local-stack.ts';
import { buildApp } from '../scripts/run.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the app (unless `npm test` just did), then serves it in workerd on a free port with
 * a fresh local database, exactly as `npm start` does.
 */
export default async function setup(project: TestProject) {
  if (process.env.PUBGOLF_SKIP_BUILD !== '1') await buildApp({ quiet: true });
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-e2e-'));
  const stack = await startLocalStack({ port: await freePort(), stateDir, output: 'ignore' });
  project.provide('baseUrl', stack.url);
  return async () => {
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
  };
}
