import { describe, expect, it } from 'vitest';
import { gameSnapshotSchema } from '../domain/game-protocol';
import { MAX_TEAM_NAME_LENGTH } from '../domain/scorecard';
import { connectPlayer, joinRequest, startGame } from './features/games/game-fixtures';
import { LIVE_SHELL, pageDataIn, paintedText, workerServing } from './test/pages';

const servePage = workerServing(LIVE_SHELL);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await servePage(path, { headers });
  expect(response.status).toBe(200);
  return { html: await response.text(), headers: response.headers };
}

/** The snapshot the HTML carries for the app to start from, if any. */
function snapshotIn(html: string) {
  const data = pageDataIn(html);
  return data === null ? null : gameSnapshotSchema.parse(data);
}

/** A team joins; answers its two Set-Cookie headers by name, as `name=value` and their attributes. */
async function join(code: string, teamName: string) {
  const response = await joinRequest(code, teamName);
  expect(response.status).toBe(201);
  const cookies = new Map(
    response.headers.getSetCookie().map((header) => {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      return [pair.split('=')[0] ?? '', { pair, attributes: attributes.map((a) => a.toLowerCase()).sort() }];
    }),
  );
  const api = cookies.get('game_team');
  const page = cookies.get('game_team_page');
  if (!api || !page) throw new Error('A team cookie is missing');
  return { api, page };
}

describe("a team's page", () => {
  it('gets its own cookie, with the same token and lifetime as the API one, scoped to the page', async () => {
    const { code } = await startGame();
    const { api, page: pageCookie } = await join(code, 'The Birdies');
    expect(pageCookie.pair.replace('game_team_page=', '')).toBe(api.pair.replace('game_team=', ''));
    expect(pageCookie.attributes).toEqual(
      api.attributes
        .map((attribute) => (attribute.startsWith('path=') ? `path=/play/${code.toLowerCase()}` : attribute))
        .sort(),
    );
    expect(pageCookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
  });

  it("comes with its standing, its card heading, the hole to play and its snapshot, kept by no cache, not even the browser's", async () => {
    const longName = `The Thirsty ${'W'.repeat(MAX_TEAM_NAME_LENGTH - 'The Thirsty '.length)}`;
    const { code, host } = await startGame({ name: 'Friday <b>Crawl</b>' });
    const joined = await join(code, 'The Birdies');
    await join(code, longName);
    const { html, headers } = await page(`/play/${code}`, { Cookie: joined.page.pair });

    // The loading state is gone: the page's top is painted, in the order the app paints it: the
    // team's standing (level totals sharing the lead), its card's heading, then its first hole.
    expect(html).not.toContain('Loading page');
    const text = paintedText(html);
    expect(text).toContain(
      `Friday &lt;b&gt;Crawl&lt;/b&gt; Live game · code ${code} Connecting… ` +
        'You share the lead with 2 other teams, with a total of 0 Board Your card: The Birdies Hole 1 of 9 Par 4 Bar Bar 1 Drink Lager',
    );
    // The app's own markup: the heading as the page renders it, the score as a control.
    expect(html).toContain(
      '<h2 class="mt-2 font-display text-2xl font-extrabold text-felt">Your card: The Birdies</h2>',
    );
    expect(html).toContain('aria-label="Score for hole 1"');
    // Until the app takes over, a press would be lost: the controls wait, disabled, while the game connects.
    expect(html).toMatch(/<select[^>]*aria-label="Score for hole 1"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*aria-label="Next hole"[^>]*disabled=""/);
    // The game's name on one line, whole in its title.
    expect(html).toContain('title="Friday &lt;b&gt;Crawl&lt;/b&gt;"');
    // Only the host has the host's menu.
    expect(html).not.toContain('Host controls');

    const snapshot = snapshotIn(html);
    expect(snapshot?.code).toBe(code);
    expect(snapshot?.you?.teamId).not.toBe(host.teamId);
    expect(snapshot?.board.teams.map((team) => team.name).sort()).toEqual(['Test', 'The Birdies', longName].sort());
    expect(html).not.toContain('rel="preload"');
    // The painted page's first paint shares the network with no preload of the app's code.
    expect(html).not.toContain('rel="modulepreload"');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it("comes in the reader's language", async () => {
    const { code } = await startGame();
    const joined = await join(code, 'Die Birdies');
    const { html } = await page(`/play/${code}`, { Cookie: joined.page.pair, 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(paintedText(html)).toContain('Deine Scorekarte: Die Birdies');
    expect(paintedText(html)).toContain('Dein Team');
    expect(paintedText(html)).toContain('Live-Spiel');
  });

  it('shows the host the button of its menu on the code line, and the hole its card is on', async () => {
    const { code, host } = await startGame();
    await join(code, 'The Birdies');
    const token = host.cookie.match(/game_team=([^;]+)/)?.[1] ?? '';
    const { socket } = await connectPlayer(code, host);
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    socket.ws.close();
    const { html } = await page(`/play/${code}`, { Cookie: `game_team_page=${token}` });
    expect(html).toContain('aria-haspopup="dialog" disabled="">Host controls</button>');
    expect(paintedText(html)).toContain(`Live game · code ${code} Host controls`);
    expect(paintedText(html)).toContain('Your card: Test Hole 2 of 9');
  });

  it("opens the team's card on the clock's hole while the clock runs", async () => {
    const { code, host } = await startGame();
    const joined = await join(code, 'The Birdies');
    const { socket } = await connectPlayer(code, host);
    await socket.ask({ type: 'clock', change: { kind: 'start' } }, 'clock');
    await socket.ask({ type: 'clock', change: { kind: 'next' } }, 'clock');
    await socket.ask({ type: 'clock', change: { kind: 'next' } }, 'clock');
    socket.ws.close();
    const { html } = await page(`/play/${code}`, { Cookie: joined.page.pair });
    // The team has scored no hole: without the clock its card would open on hole 1.
    expect(paintedText(html)).toContain('Your card: The Birdies Hole 3 of 9');
    expect(html).toContain('aria-label="Score for hole 3"');
  });

  it('is served as before for a team whose game has ended, and for a signed-in member with no team here', async () => {
    const { code, host, member } = await startGame();
    const token = host.cookie.match(/game_team=([^;]+)/)?.[1] ?? '';
    // The member's team may be on another phone: the API knows it from the session.
    const { html: members, headers } = await page(`/play/${code}`, { Cookie: member.cookie });
    expect(members).toContain('Loading page');
    expect(snapshotIn(members)).toBeNull();
    expect(members).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/games/${code}">`,
    );
    expect(headers.get('cache-control')).toBe('no-cache');
    const { socket } = await connectPlayer(code, host);
    socket.send({ type: 'end-game' });
    await socket.next('ended');
    socket.ws.close();
    const { html } = await page(`/play/${code}`, { Cookie: `game_team_page=${token}` });
    expect(html).toContain('Loading page');
    expect(html).toContain('rel="modulepreload"');
  });
});
