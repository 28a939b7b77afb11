import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEADERBOARD_SHELL_MARKS } from '../domain/data-paths';
import { leaderboardSchema } from '../domain/rounds';
import { card, holes, saveRound } from './features/rounds/round-fixtures';
import { memberCookie } from './test/auth-helpers';
import { pageDataIn, workerServing } from './test/pages';

/** The leaderboard's shell as the build writes it: a preload of the app's code, the loading state, and the empty board hidden. */
const SHELL =
  '<!doctype html><html><head><title>Pub Golf</title><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/client.js"></head><body><div id="root"><main><h1>Leaderboard</h1>' +
  `<div ${LEADERBOARD_SHELL_MARKS.loading} class="contents"><div role="status">Loading page</div></div>` +
  `<div ${LEADERBOARD_SHELL_MARKS.empty} hidden><section><h2>No Scores Yet</h2></section></div>` +
  '</main></div></body></html>';

const servePage = workerServing(SHELL);

async function leaderboardHtml(): Promise<{ html: string; headers: Headers }> {
  const response = await servePage('/leaderboard');
  expect(response.status).toBe(200);
  return { html: await response.text(), headers: response.headers };
}

/** The board the HTML carries for the app to start from. */
function boardIn(html: string) {
  return leaderboardSchema.parse(pageDataIn(html));
}

beforeEach(async () => {
  await env.DB.prepare('delete from scorecards').run();
  await env.CACHE.delete('leaderboard:top');
});

describe('the leaderboard page', () => {
  it('comes with an empty board painted, and nothing left to ask for', async () => {
    const { html, headers } = await leaderboardHtml();
    expect(html).toContain('<section><h2>No Scores Yet</h2></section>');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('Loading page');
    expect(boardIn(html)).toEqual([]);
    expect(html).not.toContain('rel="preload"');
    // Its first paint shares the network with no preload of the app's code.
    expect(html).not.toContain('rel="modulepreload"');
    // Shells are per language, and the page is checked again on each visit.
    expect(headers.get('vary')).toBe('Accept-Language, Cookie');
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('carries the board, names masked and as text, while the app paints its rows', async () => {
    const cookie = await memberCookie();
    const name = 'The </script><b>Birdies</b> of Whitechapel';
    const saved = await saveRound(cookie, card({ teamName: name, holes: holes([2, 2, 2, 2, 2, 2, 2, 2, 2]) }));
    const { html } = await leaderboardHtml();
    // Nothing in the data can close its element or open another.
    expect(html).not.toContain('</script><b>');
    expect(boardIn(html)).toEqual([
      { id: saved.id, teamName: name, totalScore: saved.totalScore, createdAt: saved.createdAt },
    ]);
    // The rows are the app's to paint: the loading state stays, the empty board stays hidden.
    expect(html).toContain('Loading page');
    expect(html).toContain(`<div ${LEADERBOARD_SHELL_MARKS.empty} hidden>`);
    expect(html).not.toContain('rel="modulepreload"');
  });
});
