/** Browser tests drive Debian's Chromium; a fresh machine gets it installed when run as root. */
import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the networking flags Chromium tries to reach the internet, which this machine refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`,
    );
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package…`);
  await run('apt-get', ['update']);
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}
