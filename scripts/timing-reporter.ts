/**
 * A vitest reporter that keeps each test file's time: it writes `test-results/timings.json`
 * (read by `npm run slowest`) and prints each project's wall time and the slowest files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { projectLines, seconds, slowestLines, TIMINGS_FILE, type TimingRecord } from './test-timings.ts';

type FileTiming = TimingRecord['files'][number];
type ProjectTiming = TimingRecord['projects'][number];

const ROOT = path.resolve(import.meta.dirname, '..');
const SLOWEST_PRINTED = 10;

export default class TimingReporter implements Reporter {
  readonly #started = new Map<string, number>();
  readonly #ended = new Map<string, number>();
  #runStarted = Date.now();

  onTestRunStart(): void {
    this.#runStarted = Date.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.#started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.#ended.set(module.moduleId, Date.now());
  }

  async onTestRunEnd(modules: readonly TestModule[]): Promise<void> {
    const files = modules.map((module) => this.#timingOf(module)).sort((a, b) => b.ms - a.ms);
    const record: TimingRecord = {
      startedAt: new Date(this.#runStarted).toISOString(),
      wallMs: Date.now() - this.#runStarted,
      passed: sum(files.map((file) => file.passed)),
      failed: sum(files.map((file) => file.failed)),
      skipped: sum(files.map((file) => file.skipped)),
      projects: this.#projects(modules),
      files,
    };
    await mkdir(path.dirname(TIMINGS_FILE), { recursive: true });
    await writeFile(TIMINGS_FILE, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`\nTest time by project (the whole run ${seconds(record.wallMs)}):`);
    for (const line of projectLines(record)) console.log(`  ${line}`);
    console.log(`Slowest files (all in ${path.relative(process.cwd(), TIMINGS_FILE)}; npm run slowest):`);
    for (const line of slowestLines(record, SLOWEST_PRINTED)) console.log(`  ${line}`);
  }

  #timingOf(module: TestModule): FileTiming {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of module.children.allTests()) {
      const { state } = test.result();
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    const diagnostic = module.diagnostic();
    const started = this.#started.get(module.moduleId);
    const ended = this.#ended.get(module.moduleId);
    const measured =
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.setupDuration +
      diagnostic.collectDuration +
      diagnostic.duration;
    return {
      file: path.relative(ROOT, module.moduleId),
      project: module.project.name,
      ...counts,
      ms: Math.round(started !== undefined && ended !== undefined ? Math.max(ended - started, measured) : measured),
      testsMs: Math.round(diagnostic.duration),
    };
  }

  #projects(modules: readonly TestModule[]): ProjectTiming[] {
    const byProject = new Map<string, TestModule[]>();
    for (const module of modules)
      byProject.set(module.project.name, [...(byProject.get(module.project.name) ?? []), module]);
    return [...byProject].map(([project, members]) => {
      const starts = members.flatMap((module) => this.#started.get(module.moduleId) ?? []);
      const ends = members.flatMap((module) => this.#ended.get(module.moduleId) ?? []);
      return {
        project,
        files: members.length,
        wallMs: starts.length > 0 && ends.length > 0 ? Math.max(...ends) - Math.min(...starts) : 0,
        filesMs: sum(members.map((module) => this.#timingOf(module).ms)),
      };
    });
  }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
