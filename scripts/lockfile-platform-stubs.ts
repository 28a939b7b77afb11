/**
 * The registry these machines reach lacks some other-platform builds (macOS/Windows/Android
 * binaries of workerd and Tailwind's oxide), so `npm install` leaves them out of
 * package-lock.json and `npm ci` then refuses the lock as out of sync. This adds an entry for
 * each missing optional platform package, marked with its os/cpu so npm skips it here.
 * Run it after every `npm install`: `npm run lockfile:fix`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

const PLATFORMS: [RegExp, Pick<LockEntry, 'os' | 'cpu' | 'libc'>][] = [
  [/linux-arm64-musl/, { os: ['linux'], cpu: ['arm64'], libc: ['musl'] }],
  [/linux-x64-musl/, { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
  [/android-arm64/, { os: ['android'], cpu: ['arm64'] }],
  [/android-x64/, { os: ['android'], cpu: ['x64'] }],
  [/android-arm-eabi/, { os: ['android'], cpu: ['arm'] }],
  [/darwin-(arm64)/, { os: ['darwin'], cpu: ['arm64'] }],
  [/darwin-(x64|64)/, { os: ['darwin'], cpu: ['x64'] }],
  [/freebsd-x64/, { os: ['freebsd'], cpu: ['x64'] }],
  [/freebsd-arm64/, { os: ['freebsd'], cpu: ['arm64'] }],
  [/openbsd-x64/, { os: ['openbsd'], cpu: ['x64'] }],
  [/linux-arm-(gnueabihf|musleabihf)/, { os: ['linux'], cpu: ['arm'] }],
  [/linux-loong64/, { os: ['linux'], cpu: ['loong64'] }],
  [/linux-ppc64/, { os: ['linux'], cpu: ['ppc64'] }],
  [/linux-riscv64/, { os: ['linux'], cpu: ['riscv64'] }],
  [/linux-s390x/, { os: ['linux'], cpu: ['s390x'] }],
  [/openharmony-arm64/, { os: ['openharmony'], cpu: ['arm64'] }],
  [/wasm32/, { cpu: ['wasm32'] }],
  [/win(32|dows)-arm64/, { os: ['win32'], cpu: ['arm64'] }],
  [/win(32|dows)-(x64|64)/, { os: ['win32'], cpu: ['x64'] }],
  [/win(32|dows)-ia32/, { os: ['win32'], cpu: ['ia32'] }],
];

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(await readFile(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvesTo(location, name)?.version === version) continue;
    const platform = PLATFORMS.find(([pattern]) => pattern.test(name))?.[1];
    if (!platform) continue;
    lock.packages[siblingOf(location, name)] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}

/** Node's lookup: the nearest node_modules/NAME walking up from the dependent package. */
function resolvesTo(location: string, name: string): LockEntry | undefined {
  let base = location;
  for (;;) {
    const candidate = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (candidate) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** Where npm puts a dependency it could not hoist: beside the package that needs it. */
function siblingOf(location: string, name: string): string {
  const cut = location.lastIndexOf('/node_modules/');
  return cut === -1 ? `node_modules/${name}` : `${location.slice(0, cut)}/node_modules/${name}`;
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
await writeFile(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package stub(s) added`);
