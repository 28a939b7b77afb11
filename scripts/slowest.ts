/**
 * `npm run slowest [count]`: the slowest test files of the last run that kept timings
 * (`npm test`, or any `vitest run` with the timing reporter), each project's time first.
 */
import { readFile } from 'node:fs/promises';
import { projectLines, seconds, slowestLines, TIMINGS_FILE, type TimingRecord } from './test-timings.ts';

const count = Number(process.argv[2] ?? 20);
let text: string;
try {
  text = await readFile(TIMINGS_FILE, 'utf8');
} catch {
  console.error(`No timings yet: run npm test (it writes ${TIMINGS_FILE}).`);
  process.exit(1);
}
const record = JSON.parse(text) as TimingRecord;
console.log(`Run of ${record.startedAt}: ${seconds(record.wallMs)}, ${record.passed} passed, ${record.failed} failed`);
for (const line of projectLines(record)) console.log(`  ${line}`);
console.log(`The ${Math.min(count, record.files.length)} slowest of ${record.files.length} files:`);
for (const line of slowestLines(record, Number.isFinite(count) ? count : 20)) console.log(`  ${line}`);
