/**
 * `npm test`: everything CI runs. Typecheck, lint and the production build side by side, the
 * build's size budget, then unit, component, operator, Worker and browser tests in one vitest run. Each
 * phase's time is printed as it ends and again in a summary; each test file's time is kept in
 * test-results/timings.json (`npm run slowest`).
 */
import { readFile } from 'node:fs/promises';
import { ensureBrowsers } from './ensure-browsers.ts';
import { buildApp, run } from './run.ts';
import { sizeReport } from './size-report.ts';
import { projectLines, seconds, TIMINGS_FILE, type TimingRecord } from './test-timings.ts';

const phases: { name: string; ms: number }[] = [];
const started = Date.now();

async function step(name: string, action: () => Promise<void>): Promise<void> {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  try {
    await action();
  } finally {
    const ms = Date.now() - stepStarted;
    phases.push({ name, ms });
    console.log(`✔ ${name} (${seconds(ms)})`);
  }
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

const runStarted = new Date();
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
  await step('Unit, component, operator, Worker and browser tests', () =>
    run('vitest', ['run', '--reporter=default', '--reporter=./scripts/timing-reporter.ts'], {
      env: { PUBGOLF_SKIP_BUILD: '1' },
    }),
  );
} catch (error) {
  console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await printSummary();
}

/** Each phase's time, each test project's, and the plain closing line CI reads: "Tests: N passed, N failed". */
async function printSummary(): Promise<void> {
  console.log(`\nnpm test took ${seconds(Date.now() - started)}:`);
  for (const phase of phases) console.log(`  ${phase.name.padEnd(40)} ${seconds(phase.ms).padStart(8)}`);
  let record: TimingRecord;
  try {
    record = JSON.parse(await readFile(TIMINGS_FILE, 'utf8')) as TimingRecord;
  } catch {
    return; // vitest did not get far enough to keep timings; its own output says why
  }
  if (new Date(record.startedAt) < runStarted) return; // an earlier run's record
  for (const line of projectLines(record)) console.log(`    ${line}`);
  console.log(`\nTests: ${record.passed} passed, ${record.failed} failed, ${record.skipped} skipped`);
}
