import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startLocalStack, type LocalStack } from '../scripts/local-stack.ts';
import { buildApp } from '../scripts/run.ts';
import { E2E_SERVERS } from './wait.ts';

/**
 * Builds the app (unless `npm test` just did), then serves it in workerd, exactly as `npm start`
 * does, once per browser test file that may run at once: each server on a free port with a fresh
 * local database and its own doubles.
 */
export default async function setup(project: TestProject) {
  if (process.env.PUBGOLF_SKIP_BUILD !== '1') await buildApp({ quiet: true });
  const started: { stack: LocalStack; stateDir: string }[] = [];
  const stopAll = async () => {
    await Promise.all(
      started.map(async ({ stack, stateDir }) => {
        await stack.stop();
        await rm(stateDir, { recursive: true, force: true });
      }),
    );
  };
  try {
    // One after another: each server reads the doubles' addresses from the build's variables file
    // as it starts, and the next one writes its own there.
    for (let index = 0; index < E2E_SERVERS; index++) {
      const stateDir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-e2e-'));
      const stack = await startLocalStack({ port: await freePort(), stateDir, output: 'ignore' });
      started.push({ stack, stateDir });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'baseUrls',
    started.map(({ stack }) => stack.url),
  );
  project.provide(
    'pushDoubleUrls',
    started.map(({ stack }) => stack.pushDoubleUrl),
  );
  return stopAll;
}
