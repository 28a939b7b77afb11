/** Browser tests drive Debian's Chromium; a fresh machine gets it installed when run as root. */
import { existsSync } from 'node:fs';
import { installDebianPackages } from './debian-packages.ts';

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
  if (!existsSync(CHROMIUM)) await installDebianPackages(`Chromium is missing at ${CHROMIUM}`, ['chromium']);
}
