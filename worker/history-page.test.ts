import { describe, expect, it } from 'vitest';
import { historyPageDataSchema } from '../domain/history-page';
import { PAGE_SIZE } from '../domain/paging';
import { TIME_ZONE_COOKIE } from '../domain/time-zone';
import { card, holes, saveRound } from './features/rounds/round-fixtures';
import { memberCookie, signedInUser } from './test/auth-helpers';
import { pageDataIn, paintedText, workerServing } from './test/pages';

/** History's shell as the build writes it: a preload of the app's code, the header and the loading state. */
const SHELL =
  '<!doctype html><html><head><title>Pub Golf</title><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/client.js"></head><body><div id="root"><header>Pub Golf</header>' +
  '<main><h1>ROUND HISTORY</h1><div role="status">Loading page</div></main></div></body></html>';

const servePage = workerServing(SHELL);

async function historyHtml(headers: Record<string, string> = {}, cf?: { timezone: string }) {
  const response = await servePage('/history', { headers, ...(cf ? { cf } : {}) });
  expect(response.status).toBe(200);
  return { html: await response.text(), headers: response.headers };
}

/** What the HTML carries for the app to start from, if anything. */
function dataIn(html: string) {
  const data = pageDataIn(html);
  return data === null ? null : historyPageDataSchema.parse(data);
}

describe("a member's History", () => {
  it('comes with their first page of rounds painted and in the page, kept by no cache', async () => {
    const cookie = await memberCookie();
    await saveRound(cookie, card({ teamName: 'The Early Birdies', holes: holes([3, 3, 3, 3, 3, 3, 3, 3, 3]) }));
    await saveRound(cookie, card({ teamName: 'The Late Bogeys', holes: holes([4, 4, 4, 4, 4, 4, 4, 4, 4]) }));
    const { html, headers } = await historyHtml({ Cookie: cookie });

    expect(html).not.toContain('Loading page');
    const text = paintedText(html);
    // Newest first, each with what it scored and what can be done with it.
    expect(text).toContain('2 saved rounds Clear All History');
    expect(text.indexOf('The Late Bogeys')).toBeLessThan(text.indexOf('The Early Birdies'));
    expect(text).toMatch(/The Late Bogeys [^]+? Total score \+11 Holes completed: 9 \/ 9 Penalties: 2 Edit Scorecard/);
    expect(html).toContain('Export &amp; Share');

    const data = dataIn(html);
    expect(data?.history.rounds.map((round) => round.teamName)).toEqual(['The Late Bogeys', 'The Early Birdies']);
    expect(data?.history.total).toBe(2);
    expect(data?.history.next).toBeNull();
    expect(data?.history.subscription.hasActiveSubscription).toBe(true);
    // Its first paint shares the network with no preload of the app's code.
    expect(html).not.toContain('rel="modulepreload"');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('writes names as text, never markup, in the page and in its data', async () => {
    const cookie = await memberCookie();
    await saveRound(cookie, card({ teamName: 'The </script><b>Birdies</b>' }));
    const { html } = await historyHtml({ Cookie: cookie });
    expect(html).not.toContain('<b>Birdies</b>');
    expect(html).not.toContain('</script><b>');
    expect(paintedText(html)).toContain('The &lt;/script&gt;&lt;b&gt;Birdies&lt;/b&gt;');
    expect(dataIn(html)?.history.rounds[0]?.teamName).toBe('The </script><b>Birdies</b>');
  });

  it("shows no other member's rounds", async () => {
    const mine = await memberCookie();
    const theirs = await memberCookie();
    await saveRound(mine, card({ teamName: 'My Own Birdies' }));
    await saveRound(theirs, card({ teamName: 'Somebody Else' }));
    const { html } = await historyHtml({ Cookie: mine });
    expect(html).toContain('My Own Birdies');
    expect(html).not.toContain('Somebody Else');
    expect(dataIn(html)?.history.rounds).toHaveLength(1);
  });

  it('names the next page when more rounds than one page hold are saved', async () => {
    const cookie = await memberCookie();
    for (let round = 0; round <= PAGE_SIZE; round++) await saveRound(cookie, card({ teamName: `Round ${round}` }));
    const { html } = await historyHtml({ Cookie: cookie });
    const data = dataIn(html);
    expect(data?.history.rounds).toHaveLength(PAGE_SIZE);
    expect(data?.history.total).toBe(PAGE_SIZE + 1);
    expect(data?.history.next).toMatch(/^\/api\/scorecards\?before=/);
    expect(paintedText(html)).toContain('Load more');
  });

  it("comes in the reader's language, dates in their locale and time zone", async () => {
    const cookie = await memberCookie();
    await saveRound(cookie, card({ teamName: 'Die Birdies' }));
    const { html } = await historyHtml(
      { Cookie: cookie, 'Accept-Language': 'de-DE,de;q=0.9' },
      { timezone: 'Pacific/Auckland' },
    );
    const text = paintedText(html);
    expect(text).toContain('1 gespeicherte Runde');
    const createdAt = dataIn(html)?.history.rounds[0]?.createdAt ?? '';
    const written = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(createdAt));
    expect(text).toContain(written);
  });

  it('writes times in the time zone the phone last told the app, before where the request came from', async () => {
    const cookie = await memberCookie();
    await saveRound(cookie, card({ teamName: 'The Night Owls' }));
    const { html } = await historyHtml(
      {
        Cookie: `${cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent('America/Los_Angeles')}`,
        'Accept-Language': 'en-GB',
      },
      { timezone: 'Pacific/Auckland' },
    );
    const createdAt = dataIn(html)?.history.rounds[0]?.createdAt ?? '';
    const written = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(createdAt));
    expect(paintedText(html)).toContain(written('America/Los_Angeles'));
    expect(paintedText(html)).not.toContain(written('Pacific/Auckland'));

    const unknownZone = await historyHtml(
      { Cookie: `${cookie}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus_Mons`, 'Accept-Language': 'en-GB' },
      { timezone: 'Pacific/Auckland' },
    );
    expect(paintedText(unknownZone.html)).toContain(written('Pacific/Auckland'));
  });

  it('is served as before to a visitor signed out, and to a signed-in user who is no member', async () => {
    const signedOut = await historyHtml();
    expect(signedOut.html).toContain('Loading page');
    expect(dataIn(signedOut.html)).toBeNull();
    expect(signedOut.headers.get('cache-control')).toBe('no-cache');

    const { cookie } = await signedInUser();
    const notMember = await historyHtml({ Cookie: cookie });
    expect(notMember.html).toContain('Loading page');
    expect(dataIn(notMember.html)).toBeNull();
    expect(notMember.headers.get('cache-control')).toBe('no-cache');
  });
});
