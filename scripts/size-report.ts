/**
 * Reports the JavaScript the browser loads for `/` (every script its HTML loads or preloads: the
 * entry, and the app it starts after the first paint), gzipped, and fails when it is over the
 * budget. Lazy chunks (other pages, dialogs, payments, export) are listed apart.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PAGE_SHELLS } from '../domain/page-shells.ts';

const BUDGET_KB = 127;
const CLIENT_DIR = path.resolve(import.meta.dirname, '..', 'dist', 'client');

export async function sizeReport(): Promise<boolean> {
  const html = await readFile(path.join(CLIENT_DIR, PAGE_SHELLS['/']), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string),
  );
  const all = (await readdir(path.join(CLIENT_DIR, 'assets'))).filter((file) => file.endsWith('.js'));

  const rows = await Promise.all(
    all.map(async (file) => {
      const code = await readFile(path.join(CLIENT_DIR, 'assets', file));
      return { file, gzipKb: gzipSync(code).length / 1024, initial: initial.has(`assets/${file}`) };
    }),
  );
  const initialKb = rows.filter((row) => row.initial).reduce((sum, row) => sum + row.gzipKb, 0);

  console.log('\nJavaScript size (gzip):');
  for (const row of rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipKb - a.gzipKb)) {
    console.log(`  ${row.initial ? 'initial' : 'lazy   '}  ${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
  }
  const ok = initialKb <= BUDGET_KB;
  console.log(
    `  loaded for /: ${initialKb.toFixed(1)} KB of a ${BUDGET_KB} KB budget ${ok ? '(ok)' : '(OVER BUDGET)'}\n`,
  );
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await sizeReport())) process.exitCode = 1;
}
