/**
 * Runs the whole product on this machine: the production build served by workerd
 * (`vite preview`), local D1 migrated first, and loopback doubles for the outside services.
 * Used by `npm start` and by the browser tests.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { stopProcess, waitUntilAnswering } from './child-process.ts';
import { startDoubles, type Doubles } from './doubles/start-doubles.ts';
import { migrateLocalD1 } from './local-d1.ts';

export interface LocalStack {
  url: string;
  /** The push service double: its `/sent` lists the notifications the app sent. */
  pushDoubleUrl: string;
  stop: () => Promise<void>;
}

interface LocalStackOptions {
  /** `preview` serves the production build; `dev` runs Vite with hot reload. */
  mode?: 'preview' | 'dev';
  port: number;
  /** Where local D1 and KV live; `.wrangler/state` for `npm start`. */
  stateDir: string;
  /** `inherit` shows workerd's output; `ignore` keeps test output clean. */
  output: 'inherit' | 'ignore';
}

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT_WORKER_DIR = path.join(ROOT, 'dist', 'pub_golf');

export async function startLocalStack({
  mode = 'preview',
  port,
  stateDir,
  output,
}: LocalStackOptions): Promise<LocalStack> {
  await migrateLocalD1(stateDir, { quiet: output === 'ignore' });
  const doubles = await startDoubles({ stateDir });
  const vars = localVars(doubles);
  const url = `http://localhost:${port}`;
  doubles.setAppUrl(url);

  let env: NodeJS.ProcessEnv = { ...process.env, PUBGOLF_STATE_DIR: stateDir };
  if (mode === 'preview') {
    await writeFile(path.join(BUILT_WORKER_DIR, '.dev.vars'), dotenv(vars));
  } else {
    // The dev server reads the Worker's variables from its own environment when asked to.
    env = { ...env, ...vars, CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true' };
  }
  const args =
    mode === 'preview' ? ['preview', '--port', String(port), '--strictPort'] : ['--port', String(port), '--strictPort'];
  const preview = spawn('vite', args, { cwd: ROOT, stdio: ['ignore', output, output], env });
  try {
    await waitUntilAnswering(`${url}/api/health`, preview, { name: 'The app server', timeoutMs: 60_000 });
  } catch (error) {
    preview.kill();
    await doubles.stop();
    throw error;
  }
  return {
    url,
    pushDoubleUrl: doubles.pushOrigin,
    stop: async () => {
      await stopProcess(preview);
      await doubles.stop();
    },
  };
}

/** Local-mode configuration, handed to the local Worker only (never part of the build). */
function localVars(doubles: Doubles): Record<string, string> {
  return { APP_ENV: 'local', ...doubles.env };
}

function dotenv(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([key, value]) => `${key}='${value}'\n`)
    .join('');
}

/** Where `npm start` and `npm run dev` keep local D1 and KV between runs. */
export const PERSISTENT_STATE_DIR = path.join(ROOT, '.wrangler', 'state');

/** Says where the app is, and stops the stack cleanly on Ctrl+C or a kill. */
export function serveUntilStopped(stack: LocalStack, label: string): void {
  console.log(`\n  ${label} is running at ${stack.url}  (Ctrl+C to stop)`);
  console.log(`  Notifications sent through the local push service: ${stack.pushDoubleUrl}/sent\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stack.stop().then(() => process.exit(0));
    });
  }
}

/** A port nothing listens on right now, on loopback: for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}
