import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

/**
 * Every script a guest's phone fetches for the card until the network goes quiet, gzipped as a
 * deployed Worker serves it: the first paint's code and what loads right after it (toasts,
 * the update prompt). A new feature on the card pays for itself elsewhere or loads on demand.
 */
const IDLE_BUDGET_KB = 140;

describe('the JavaScript the card downloads', () => {
  it(`stays within ${IDLE_BUDGET_KB} KB gzip until the network is idle`, async () => {
    const page = await browser.newContext({ width: 360 });
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        new URL(response.url()).pathname,
        response.body().then((body) => gzipSync(body).length),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(
      [...scripts].map(async ([file, size]) => `${file} ${((await size) / 1024).toFixed(1)} KB`),
    );
    const totalKb = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0) / 1024;
    expect(totalKb, sizes.join('\n')).toBeLessThanOrEqual(IDLE_BUDGET_KB);
  });
});
