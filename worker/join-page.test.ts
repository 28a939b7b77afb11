import { describe, expect, it } from 'vitest';
import { gameSnapshotSchema } from '../domain/game-protocol';
import { MAX_TEAM_NAME_LENGTH } from '../domain/scorecard';
import {
  ALICE_LOOK_ALIKES,
  clientAddress,
  connectPlayer,
  joinGame,
  snapshotOf,
  startGame,
} from './features/games/game-fixtures';
import { APP } from './test/http';
import { LIVE_SHELL, pageDataIn, paintedText, workerServing } from './test/pages';

/** The Worker with the build's shell, from one client address a test keeps, so its look-ups count together. */
function worker(ip = clientAddress()) {
  const page = workerServing(LIVE_SHELL);
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', ip);
    return page(path, { ...init, headers });
  };
}

/** The join form posted as a browser posts a plain form from our own page. */
function postForm(
  fetchPage: ReturnType<typeof worker>,
  code: string,
  teamName: string,
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
) {
  return fetchPage(`/play/${code}`, {
    method: 'POST',
    body: new URLSearchParams({ teamName, ...fields }),
    headers: { Origin: APP, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    redirect: 'manual',
  });
}

/** The `name=value` of each cookie an answer sets. */
function cookiesSet(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((header) => {
      const pair = header.split(';')[0] ?? '';
      return [pair.split('=')[0] ?? '', pair];
    }),
  );
}

describe('the join page of a phone of no team', () => {
  it('paints the game, its board and a form that posts the name to the page, kept by no cache', async () => {
    const { code } = await startGame({ name: 'Friday <b>Crawl</b>' });
    await joinGame(code, 'The <i>Birdies</i>');
    const fetchPage = worker();
    const response = await fetchPage(`/play/${code}`);
    expect(response.status).toBe(200);
    const html = await response.text();

    expect(html).not.toContain('Loading page');
    expect(paintedText(html)).toContain(
      `Friday &lt;b&gt;Crawl&lt;/b&gt; Live game · code ${code} Join Friday &lt;b&gt;Crawl&lt;/b&gt; ` +
        'Pick a team name. No account needed: joining is free. Team name We play alcohol-free ' +
        'Soft drinks, water or a designated driver: the same rules and the same scoring, with a small badge on the boards. ' +
        'Join game LIVE BOARD',
    );
    // The invitation below, as the app shows it at once to a phone of no team.
    expect(paintedText(html)).toContain(`INVITE TEAMS Join code ${code}`);
    expect(html).toContain(`${APP}/play/${code}`);
    // Its QR code drawn, of the join link, for the app to take over without drawing it again.
    const qr = /<svg role="img" aria-label="QR code of the join link [^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(qr).toContain(`data-qr="${APP}/play/${code}"`);
    expect(html).toMatch(/<path d="M\d+ \d+h1v1h-1z/);
    // Names typed by players are text, never markup.
    expect(paintedText(html)).toContain('The &lt;i&gt;Birdies&lt;/i&gt;');
    expect(html).not.toContain('<b>Crawl</b>');
    expect(html).not.toContain('<i>Birdies</i>');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain(`action="/play/${code}"`);
    expect(form).toContain('method="post"');
    const field = /<input id="join-team-name"[^>]*>/.exec(html)?.[0] ?? '';
    expect(field).toContain('name="teamName"');
    expect(field).toContain(`maxLength="${MAX_TEAM_NAME_LENGTH}"`);
    expect(field).toContain('required=""');
    expect(html).toMatch(/<input type="checkbox"[^>]*name="alcoholFree"/);

    const snapshot = gameSnapshotSchema.parse(pageDataIn(html));
    expect(snapshot.code).toBe(code);
    expect(snapshot.you).toBeNull();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("comes in the reader's language, and for a team token the game does not know", async () => {
    const { code } = await startGame();
    const response = await worker()(`/play/${code}`, {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9', Cookie: `game_team_page=${'A'.repeat(43)}` },
    });
    const text = paintedText(await response.text());
    expect(text).toContain('Live-Spiel');
    expect(text).toContain('Teamname Wir spielen alkoholfrei');
    expect(text).toContain('Spiel beitreten');
  });

  it('says no live game has a code none has, and carries that for the app', async () => {
    const english = await (await worker()('/play/ZZZZZZ')).text();
    expect(paintedText(english)).toContain('Live game Game not found No live game has this code.');
    expect(pageDataIn(english)).toEqual({ missingCode: 'ZZZZZZ' });
    const german = await (await worker()('/play/ZZZZZZ', { headers: { 'Accept-Language': 'de' } })).text();
    expect(paintedText(german)).not.toContain('No live game');
    expect(pageDataIn(german)).toEqual({ missingCode: 'ZZZZZZ' });
  });

  it('paints an ended game as its final standings, with no form', async () => {
    const { code, host } = await startGame();
    await joinGame(code, 'Eagles');
    const { socket } = await connectPlayer(code, host);
    socket.send({ type: 'end-game' });
    await socket.next('ended');
    socket.ws.close();
    const html = await (await worker()(`/play/${code}`)).text();
    expect(paintedText(html)).toContain('Game over · code');
    expect(paintedText(html)).toContain('The game is over. These are the final standings.');
    expect(paintedText(html)).toContain('FINAL STANDINGS');
    expect(html).not.toContain('<form');
  });

  it('counts its look-ups by code as the API does: a client that guesses is stopped', async () => {
    const { code } = await startGame();
    const fetchPage = worker();
    // 30 misses a minute are let through; a minute's turn mid-way lets through at most 30 more.
    let painted = 0;
    while (painted <= 60 && pageDataIn(await (await fetchPage('/play/ZZZZZZ')).text()) !== null) painted++;
    expect(painted).toBeGreaterThanOrEqual(30);
    expect(painted).toBeLessThanOrEqual(60);
    // Over the limit, every code's page is served as before (the app's own read hears 429).
    const html = await (await fetchPage(`/play/${code}`)).text();
    expect(html).toContain('Loading page');
    expect(pageDataIn(html)).toBeNull();
  });
});

describe('the join form posted without the app', () => {
  it("joins, sets the team's cookies and sends the phone to its painted page", async () => {
    const { code } = await startGame();
    const fetchPage = worker();
    const response = await postForm(fetchPage, code, '  The   Birdies ');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/play/${code}`);
    const cookies = cookiesSet(response);
    expect(cookies.get('game_team')).toBeDefined();
    const pageCookie = cookies.get('game_team_page') ?? '';
    const html = await (await fetchPage(`/play/${code}`, { headers: { Cookie: pageCookie } })).text();
    expect(paintedText(html)).toContain('Your card: The Birdies');

    // The API knows the team by its own cookie; the board names it as cleaned.
    const snapshot = await snapshotOf(code, cookies.get('game_team'));
    expect(snapshot.board.teams.find((team) => team.id === snapshot.you?.teamId)?.name).toBe('The Birdies');

    // Posted again from the same phone: its team, not a second one.
    const again = await postForm(fetchPage, code, 'Another Name', { Cookie: pageCookie });
    expect(again.status).toBe(303);
    expect((await snapshotOf(code)).board.teams).toHaveLength(2);
  });

  it('joins alcohol-free when the box is ticked, and keeps the tick on a refused post', async () => {
    const { code } = await startGame();
    await joinGame(code, 'Alice');
    const fetchPage = worker();
    const refused = await postForm(fetchPage, code, 'Alice', {}, { alcoholFree: 'on' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/<input type="checkbox"[^>]*name="alcoholFree" checked=""/);

    const response = await postForm(fetchPage, code, 'Designated Drivers', {}, { alcoholFree: 'on' });
    expect(response.status).toBe(303);
    const teams = (await snapshotOf(code)).board.teams;
    expect(teams.find((team) => team.name === 'Designated Drivers')?.alcoholFree).toBe(true);
    expect(teams.find((team) => team.name === 'Alice')?.alcoholFree).toBeUndefined();
  });

  it("paints the form again with the name and why, for a taken name or a look-alike, in the reader's words", async () => {
    const { code } = await startGame();
    await joinGame(code, 'Alice');
    const fetchPage = worker();
    for (const name of ['Alice', ...ALICE_LOOK_ALIKES]) {
      const response = await postForm(fetchPage, code, name);
      expect(response.status, name).toBe(409);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(paintedText(html)).toContain('Another team in this game has that name. Please pick another.');
      expect(html).toContain('role="alert"');
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain(`value="${name}"`);
    }
    const german = await postForm(fetchPage, code, 'Alice', { 'Accept-Language': 'de' });
    expect(paintedText(await german.text())).not.toContain('Another team');
    expect((await snapshotOf(code)).board.teams).toHaveLength(2);
  });

  it('refuses a blank or over-long name, escaping what was typed', async () => {
    const { code } = await startGame();
    const fetchPage = worker();
    const blank = await postForm(fetchPage, code, ' \u200b ');
    expect(blank.status).toBe(400);
    expect(paintedText(await blank.text())).toContain('Please enter a team name.');

    const long = `<script>${'x'.repeat(MAX_TEAM_NAME_LENGTH)}`;
    const tooLong = await postForm(fetchPage, code, long);
    expect(tooLong.status).toBe(400);
    const html = await tooLong.text();
    expect(paintedText(html)).toContain(`A team name can be at most ${MAX_TEAM_NAME_LENGTH} characters.`);
    expect(html).not.toContain('<script>xxx');
    expect(html).toContain('value="&lt;script&gt;xxx');

    const noField = await fetchPage(`/play/${code}`, {
      method: 'POST',
      body: new URLSearchParams({}),
      headers: { Origin: APP, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(noField.status).toBe(400);
    expect((await snapshotOf(code)).board.teams).toHaveLength(1);
  });

  it('refuses a body over the limit, another site, and a game that has ended or is not there', async () => {
    const { code, host } = await startGame();
    const fetchPage = worker();
    const huge = await postForm(fetchPage, code, 'x'.repeat(100_000));
    expect(huge.status).toBe(413);

    const otherSites: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of otherSites) {
      const response = await fetchPage(`/play/${code}`, {
        method: 'POST',
        body: new URLSearchParams({ teamName: 'Mallory' }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        redirect: 'manual',
      });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await snapshotOf(code)).board.teams).toHaveLength(1);

    const missing = await postForm(fetchPage, 'ZZZZZZ', 'Birdies');
    expect(missing.status).toBe(404);
    expect(paintedText(await missing.text())).toContain('No live game has this code.');

    const { socket } = await connectPlayer(code, host);
    socket.send({ type: 'end-game' });
    await socket.next('ended');
    socket.ws.close();
    const ended = await postForm(fetchPage, code, 'Late Birdies');
    expect(ended.status).toBe(410);
    expect(paintedText(await ended.text())).toContain('The game is over. These are the final standings.');
  });
});

describe('the join form posted by a client that guesses codes', () => {
  it("is stopped by the API's limits, and then learns nothing of a real game", async () => {
    const { code } = await startGame();
    const fetchPage = worker();
    // 30 misses a minute are let through; a minute's turn mid-way lets through at most 30 more.
    let misses = 0;
    while (misses <= 60 && (await postForm(fetchPage, 'ZZZZZZ', 'Birdies')).status === 404) misses++;
    expect(misses).toBeGreaterThanOrEqual(30);
    expect(misses).toBeLessThanOrEqual(60);
    const real = await postForm(fetchPage, code, 'Birdies');
    expect(real.status).toBe(429);
    const html = await real.text();
    expect(html).toContain('Loading page');
    expect(pageDataIn(html)).toBeNull();
    expect((await snapshotOf(code)).board.teams).toHaveLength(1);
  });
});

describe('the spectator board', () => {
  it("paints its rows in the HTML, as a phone's list and as the TV's screen, names as text, in the reader's language", async () => {
    const { code, watchId, host } = await startGame({ name: 'Friday <b>Crawl</b>' });
    await joinGame(code, 'The <i>Birdies</i>');
    const { socket } = await connectPlayer(code, host);
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    socket.ws.close();
    const response = await worker()(`/watch/${watchId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('Loading page');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<b>Crawl</b>');
    expect(html).not.toContain('<i>Birdies</i>');
    // The phone's list, then the TV's screen: each with every row, lowest total first.
    const boards = html.split('<div class="hidden lg:contents">');
    expect(boards).toHaveLength(2);
    const [phone = '', tv = ''] = boards;
    expect(phone).toContain('<div class="contents lg:hidden">');
    for (const board of [phone, tv]) {
      const text = paintedText(board);
      expect(text).toMatch(/1 Test Host offline 1\/9 (-1 BELOW PAR|BELOW PAR -1)/);
      expect(text).toMatch(/2 The &lt;i&gt;Birdies&lt;\/i&gt; offline 0\/9 (0 ON PAR|ON PAR 0)/);
    }
    expect(paintedText(html)).toContain('Friday &lt;b&gt;Crawl&lt;/b&gt; LIVE');
    // The spectator's snapshot names no join code.
    const data = gameSnapshotSchema.parse(pageDataIn(html));
    expect(data.code).toBeNull();
    expect(html).not.toContain(code);

    const german = paintedText(
      await (await worker()(`/watch/${watchId}`, { headers: { 'Accept-Language': 'de' } })).text(),
    );
    expect(german).toContain('LIVE-TABELLE');
  });

  it("paints the current hole's rule as strangers read it, in the reader's language", async () => {
    const { code, watchId, host } = await startGame({
      holeRules: [
        { holeNumber: 1, rule: 'fuck the rules' },
        { holeNumber: 2, rule: '+1 if you spill', hazard: 'Water hazard' },
      ],
    });
    expect(paintedText(await (await worker()(`/watch/${watchId}`)).text())).toContain('Hole 1 rule: ***');
    // With no clock running, the TV shows the hole after the furthest team's.
    const { socket } = await connectPlayer(code, host);
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    socket.ws.close();
    const german = paintedText(
      await (await worker()(`/watch/${watchId}`, { headers: { 'Accept-Language': 'de' } })).text(),
    );
    expect(german).toContain('Hindernis an Loch 2 · Water hazard: +1 if you spill');
  });
});
