/**
 * `npm test`: everything CI runs. Typecheck, lint and the production build side by side, the
 * build's size budget, then unit, operator, Worker and browser tests in one vitest run.
 */
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowsers } from './ensure-browsers.ts';
import { buildApp, run } from './run.ts';
import { sizeReport } from './size-report.ts';

async function step(name: string, action: () => Promise<void>): Promise<void> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  await action();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Waits for every step; fails with each failed step's message once all have ended. */
async function allOf(steps: Promise<void>[]): Promise<void> {
  const failures = (await Promise.allSettled(steps)).flatMap((outcome) =>
    outcome.status === 'rejected'
      ? [outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)]
      : [],
  );
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

const resultsFile = path.join(os.tmpdir(), `pubgolf-vitest-${process.pid}.json`);

try {
  await step('Chromium and WebKit for browser tests', ensureBrowsers);
  // Each of these keeps about one core busy and needs nothing of the others: side by side they
  // take little more than the longest of them. Each one's failure is told, not only the first.
  await allOf([
    step('Typecheck', () => run('tsc', ['-b'])),
    // The same command as `npm run lint`, so CI and a developer's check cannot drift apart.
    step('Lint', () => run('npm', ['run', '--silent', 'lint'])),
    step('Build', () => buildApp({ quiet: true })),
  ]);
  await step('Size budget', async () => {
    if (!(await sizeReport())) throw new Error('The JavaScript loaded for / is over budget');
  });
  await step('Unit, operator, Worker and browser tests', async () => {
    try {
      await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`], {
        env: { PUBGOLF_SKIP_BUILD: '1' },
      });
    } finally {
      await printTotals();
    }
  });
} catch (error) {
  console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

/** The plain closing line CI reads: "Tests: N passed, N failed". */
async function printTotals(): Promise<void> {
  try {
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    console.log(
      `\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`,
    );
  } catch {
    // vitest did not get far enough to write results; its own output says why
  } finally {
    await rm(resultsFile, { force: true });
  }
}
