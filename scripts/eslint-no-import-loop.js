/**
 * The lint rule `local/no-import-loop`: no module imports one that leads back to it, whatever the
 * kind of import. import-x/no-cycle skips every import that brings only types (`import type`,
 * or every name marked `type`), by design and with no option to count it, so a loop closed by one
 * passed: a lazily loaded panel naming a type of the module that loads it, or a module naming a
 * type of a module that imports it through a third. Here every import is an edge: static imports
 * and re-exports, type-only ones, `import()` (in code or in a type) and `import './file'` alike.
 * Only our own files are followed (relative specifiers); a package is never part of a loop of ours.
 * Each file's imports are read with TypeScript's own scanner, the same list the compiler reads.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];
/** How long a file's list of imports is trusted before it is read again (an editor's session runs for hours). */
const READ_AGAIN_MS = 5_000;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, or null for a package, a virtual module or a file that is not there. */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile) ?? null;
}

/** Each import of our own files in a module's text: where it is written, and the file it names. */
function importsIn(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName, pos, end }) => ({ pos, end, file: resolve(file, fileName) }))
    .filter((found) => found.file !== null);
}

/** @type {Map<string, { readAt: number; files: string[] }>} */
const known = new Map();

/** The files `file` imports, of every kind. */
function importedFiles(file) {
  const kept = known.get(file);
  const now = Date.now();
  if (kept && now - kept.readAt < READ_AGAIN_MS) return kept.files;
  const files = /\.(ts|tsx|js|mjs)$/.test(file)
    ? importsIn(file, readFileSync(file, 'utf8')).map((found) => found.file)
    : [];
  known.set(file, { readAt: now, files });
  return files;
}

/** The shortest way of imports from `start` to `target` (`start` first, the file that imports `target` last), or null. */
function wayTo(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importedFiles(file)) {
      if (next === target) {
        const way = [];
        for (let step = file; step !== null; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportLoop = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid an import that leads back to the importing module, type-only and dynamic imports included.',
    },
    messages: {
      loop: 'Import loop: {{way}}. Move what both need to a module both import.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      'Program:exit'() {
        const { sourceCode } = context;
        for (const found of importsIn(file, sourceCode.text)) {
          const way = found.file === file ? [] : wayTo(found.file, file);
          if (way === null) continue;
          const names = [file, ...way, file].map((step) => path.relative(context.cwd, step));
          context.report({
            loc: { start: sourceCode.getLocFromIndex(found.pos), end: sourceCode.getLocFromIndex(found.end) },
            messageId: 'loop',
            data: { way: names.join(' → ') },
          });
        }
      },
    };
  },
};
