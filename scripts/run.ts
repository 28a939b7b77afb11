import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a project binary (node_modules/.bin is on PATH under npm) and fails on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  { quiet = false, env = {} }: { quiet?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let captured = '';
    child.stdout?.on('data', (chunk: Buffer) => (captured += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (captured += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${captured}`));
    });
  });
}

/** The production build. NODE_ENV is pinned because vitest's `test` would give React's dev build. */
export function buildApp({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  return run('vite', ['build', '--mode', 'production', '--logLevel', quiet ? 'warn' : 'info'], {
    quiet,
    env: { NODE_ENV: 'production' },
  });
}
