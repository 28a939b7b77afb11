/**
 * The timing record of a test run: each test file's project, tests and time, written by the
 * reporter `npm test` runs (`timing-reporter.ts`) and read by `npm run slowest`.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Kept out of git; one run's record, replaced by the next. */
export const TIMINGS_FILE = path.join(ROOT, 'test-results', 'timings.json');

interface FileTiming {
  /** Relative to the project root. */
  file: string;
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  /** From the file's start in its worker to its end: set-up, import, hooks and tests. */
  ms: number;
  /** Its tests and hooks alone. */
  testsMs: number;
}

interface ProjectTiming {
  project: string;
  files: number;
  /** Wall time from its first file's start to its last file's end (projects overlap). */
  wallMs: number;
  /** The sum of its files' times: what it costs when files run one at a time. */
  filesMs: number;
}

export interface TimingRecord {
  startedAt: string;
  wallMs: number;
  passed: number;
  failed: number;
  skipped: number;
  projects: ProjectTiming[];
  /** Slowest first. */
  files: FileTiming[];
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The slowest files as aligned lines: time, project, tests, file. */
export function slowestLines(record: TimingRecord, count: number): string[] {
  return record.files
    .slice(0, count)
    .map(
      (timing) =>
        `${seconds(timing.ms).padStart(8)}  ${timing.project.padEnd(9)} ${String(timing.passed + timing.failed + timing.skipped).padStart(3)} tests  ${timing.file}`,
    );
}

/** One line per project: its files, wall time and the sum of its files' times. */
export function projectLines(record: TimingRecord): string[] {
  return record.projects.map(
    (project) =>
      `${project.project.padEnd(9)} ${String(project.files).padStart(3)} files  ${seconds(project.wallMs).padStart(8)} wall  (${seconds(project.filesMs)} of files one after another)`,
  );
}
