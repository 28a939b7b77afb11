import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
}

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(await readFile(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const installed = Object.entries(lock.packages).filter(([location]) => location !== '');

/** The lock's versions of one package, wherever npm placed copies of it. */
function versionsOf(name: string): string[] {
  const copies = installed.filter(([location]) => location.endsWith(`node_modules/${name}`));
  return [...new Set(copies.map(([, entry]) => entry.version))].filter((version) => version !== undefined);
}

describe('package-lock.json', () => {
  // npm ci on another platform downloads that platform's builds by this hash; an entry without
  // one is either unverifiable or, as with hand-added entries, refused as out of sync.
  it('pins every package it installs with an integrity hash', () => {
    const unhashed = installed
      .filter(([, entry]) => !entry.link && !entry.inBundle && !entry.integrity)
      .map(([location, entry]) => `${location}@${entry.version ?? '?'}`);
    expect(unhashed).toEqual([]);
  });

  // The Worker tests, npm start / npm run dev and wrangler deploy must run one Cloudflare
  // runtime, so a green test speaks for what is served and deployed.
  it.each(['workerd', 'miniflare', 'wrangler'])('holds one version of %s', (name) => {
    expect(versionsOf(name)).toHaveLength(1);
  });
});
