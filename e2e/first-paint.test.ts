import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { layoutShift } from './layout-shift';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** The page's HTML as the server sends it, before any script has run. */
async function html(path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status).toBe(200);
  return response.text();
}

describe('the first paint needs no JavaScript', () => {
  it('sends each page with its header, and the leaderboard and a course with their titles', async () => {
    for (const path of ['/', '/account', '/leaderboard', '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f']) {
      expect(await html(path)).toContain('Pub Golf</a>');
    }
    expect(await html('/leaderboard')).toMatch(/<h1[^>]*>Leaderboard<\/h1>/);
    expect(await html('/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f')).toMatch(/<h1[^>]*>Loading course…<\/h1>/);
  });

  it("has each page preload its own code and no other page's", async () => {
    const PAGES = {
      '/': 'scorecard-page',
      '/leaderboard': 'leaderboard-page',
      '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f': 'course-page',
    };
    for (const [path, own] of Object.entries(PAGES)) {
      const preloads = [...(await html(path)).matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+)"/g)].map(
        ([, file]) => file ?? '',
      );
      for (const page of Object.values(PAGES)) {
        expect(
          preloads.some((file) => file.startsWith(`${page}-`)),
          `${path} preloads ${page}`,
        ).toBe(page === own);
      }
    }
  });

  it.each(['/', '/leaderboard'])('%s: the app takes over from the shell without moving anything', async (path) => {
    const page = await browser.newContext({ width: 360 });
    await page.goto(path);
    await expect
      .poll(() => page.getByRole('link', { name: path === '/' ? 'Log in or Sign up' : 'Scorecard' }).isVisible())
      .toBe(true);
    // One header: the shell's is gone, not doubled.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});
