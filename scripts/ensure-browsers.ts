/**
 * Browser tests drive Debian's Chromium and WebKitGTK (Safari's engine, through its W3C
 * WebDriver server under a virtual display).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './ensure-chromium.ts';
import { installDebianPackages } from './debian-packages.ts';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';

/**
 * WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives. It lives under the machine's
 * multiarch directory (/usr/lib/x86_64-linux-gnu, /usr/lib/aarch64-linux-gnu, …), so it is
 * looked for rather than assumed (MINIBROWSER_PATH overrides). Null when it is not installed.
 */
export function miniBrowserPath(): string | null {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const libRoot = '/usr/lib';
  const candidates = existsSync(libRoot)
    ? readdirSync(libRoot).map((dir) => path.join(libRoot, dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    : [];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Chromium, WebKitWebDriver with its MiniBrowser, and xvfb-run for a display: whichever are
 * missing are installed together, with one apt-get update.
 */
export async function ensureBrowsers(): Promise<void> {
  const needs: [present: boolean, debianPackage: string][] = [
    [existsSync(CHROMIUM), 'chromium'],
    // webkit2gtk-driver depends on WebKitGTK itself, which holds MiniBrowser.
    [existsSync(WEBKIT_DRIVER) && existsSync(miniBrowserPath() ?? ''), 'webkit2gtk-driver'],
    [existsSync(XVFB_RUN), 'xvfb'],
  ];
  const missing = needs.filter(([present]) => !present).map(([, debianPackage]) => debianPackage);
  await installDebianPackages(`Browser tests need Chromium and WebKitGTK's WebDriver`, missing);
}
