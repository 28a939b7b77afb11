/** Servers the scripts start as child processes: waiting until they answer, and stopping them. */
import type { ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx; fails when `child` exits first or `timeoutMs` passes. */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  { name, timeoutMs }: { name: string; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Asks the process to stop, kills it if it has not within 5 s, and resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
