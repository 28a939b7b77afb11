import { describe, expect, it } from 'vitest';
import { appUrl } from './servers';
import { useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { layoutShift } from './layout-shift';
import { MAX_TEAM_NAME_LENGTH } from '../domain/scorecard';
import { connection, joinAs, liveBoard, scoreSelect, startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { TEST_MS } from './wait';

// What a page draws and moves before it settles, so its deferred work starts when a phone's would.
const browser = useBrowser({ waits: 'as on a phone' });
const anotherPhone = usePhones(browser);
const baseUrl = appUrl();

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
    // The pages players open at the table: whichever game, whoever asks.
    expect(await html('/play/7KX4PM')).toMatch(/<h1[^>]*>Live game<\/h1>/);
    expect(await html('/watch/0123456789abcdef')).toMatch(/<h1[^>]*>Live board<\/h1>/);
    expect(await html('/history')).toMatch(/<h1[^>]*>ROUND HISTORY<\/h1>/);
    expect(await html('/courses')).toMatch(/<h1[^>]*>My Courses<\/h1>/);
  });

  it("has each page preload its own code and no other page's, and the leaderboard and the card, painted, none", async () => {
    const preloadsOf = async (path: string) =>
      [...(await html(path)).matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+)"/g)].map(
        ([, file]) => file ?? '',
      );
    expect(await preloadsOf('/leaderboard')).toEqual([]);
    expect(await preloadsOf('/')).toEqual([]);
    const PAGES = {
      '/account': 'scorecard-page',
      '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f': 'course-page',
      '/history': 'history-page',
    };
    for (const [path, own] of Object.entries(PAGES)) {
      const preloads = await preloadsOf(path);
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
      .poll(() =>
        page.getByRole('link', { name: path === '/' ? 'Log in or Sign up' : 'Scorecard', exact: true }).isVisible(),
      )
      .toBe(true);
    // One header: the shell's is gone, not doubled.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  it('/: the card’s details paint with the HTML, waiting for the app, which takes them over in place, a saved card too', async () => {
    expect(await html('/')).toContain('Soft drinks, water or driving: the same scoring');
    expect(await html('/account')).not.toContain('Soft drinks');
    const page = await browser.newContext({ width: 360 });
    const hint = page.getByText(/^Soft drinks, water or driving/);
    const name = page.getByRole('textbox', { name: 'Player name' });
    const alcoholFree = page.getByRole('checkbox', { name: 'I play alcohol-free' });

    // Painted by the HTML alone (the app's scripts held back): a tap or a key now would be lost, so the controls wait, disabled.
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/');
    await hint.waitFor();
    const painted = await hint.boundingBox();
    for (const control of [name, page.getByRole('textbox', { name: 'Date' }), alcoholFree])
      expect(await control.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
    await page.unrouteAll();

    // A new guest's card, then one saved on this phone: the app's card in the same place.
    await page.reload();
    await cardRendered(page);
    expect(await hint.boundingBox()).toEqual(painted);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await name.fill('The Birdies');
    await alcoholFree.check();
    await page.reload();
    await cardRendered(page);
    expect(await name.inputValue()).toBe('The Birdies');
    expect(await alcoholFree.isChecked()).toBe(true);
    expect(await hint.boundingBox()).toEqual(painted);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  it(
    'a team’s live game, its spectator board, History and My Courses: the app takes over without moving anything',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-host@example.com');
      const game = await member.evaluate(async () => {
        const response = await fetch('/api/games', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            source: 'card',
            name: 'Friday Crawl',
            holes: Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3 })),
            penalties: [],
          }),
        });
        return (await response.json()) as { code: string; watchId: string };
      });
      const membersPages = [
        { path: '/history', settled: member.getByRole('heading', { name: 'No Saved Rounds' }) },
        { path: '/courses', settled: member.getByRole('heading', { name: 'No courses yet' }) },
      ];
      for (const { path, settled } of membersPages) {
        await member.goto(path);
        await settled.waitFor();
        expect(await layoutShift(member), path).toBeLessThan(0.01);
      }

      // The join form comes painted; the app takes it over in the same place.
      const team = await anotherPhone({ width: 360 });
      await team.page.goto(`/play/${game.code}`);
      // The invitation comes painted too, its QR code drawn; its Share waits for the app: the app has the page.
      await team.page.getByRole('img', { name: /^QR code of the join link/ }).waitFor();
      const share = team.page.getByRole('region', { name: 'INVITE TEAMS' }).getByRole('button', { name: 'Share' });
      await expect.poll(() => share.isEnabled()).toBe(true);
      expect(await layoutShift(team.page), 'the join page').toBeLessThan(0.01);
      await team.page.getByRole('textbox', { name: 'Team name' }).fill('Birdies');
      await team.page.getByRole('button', { name: 'Join game' }).click();
      await team.page.getByRole('heading', { name: 'Your card: Birdies' }).waitFor();
      await team.page.reload();
      await team.page.getByRole('combobox', { name: 'Hole 9 score' }).waitFor();
      expect(await layoutShift(team.page), 'a team’s live game').toBeLessThan(0.01);

      await team.page.goto(`/watch/${game.watchId}`);
      await team.page.getByRole('rowheader', { name: /^Birdies/ }).waitFor();
      expect(await layoutShift(team.page), 'the spectator board').toBeLessThan(0.01);
    },
    TEST_MS,
  );

  it(
    'a team’s live game comes with its standing, its card’s heading and its hole to play painted, and its snapshot in the page',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-team@example.com');
      const code = await startLiveGame(member, { name: 'Friday Crawl', hostTeamName: 'Hosts' });
      // A board of many teams, with names as long as a team name can be.
      const others = Array.from({ length: 6 }, (_, index) =>
        `${index + 1} The Thirsty Pilgrims of the Long Road Home to Whitechapel`.slice(0, MAX_TEAM_NAME_LENGTH),
      );
      for (const name of others) {
        const joined = await fetch(new URL(`/api/games/${code}/teams`, baseUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin },
          body: JSON.stringify({ teamName: name }),
        });
        expect(joined.status).toBe(201);
      }
      const teamName = 'The Birdies of Whitechapel Road and the Long Way Round';
      const team = await anotherPhone({ width: 360 });
      await joinAs(team.page, code, teamName);
      const heading = team.page.getByRole('heading', { name: `Your card: ${teamName}` });
      const snapshot = `/api/games/${code}`;

      // The HTML this phone gets, before any script has run: the team's standing, its card's heading and its hole to play.
      const served = await (await team.context.request.get(`/play/${code}`)).text();
      expect(served).toContain(`Your card: ${teamName}`);
      expect(served).toContain('You share the lead with 7 other teams');
      expect(served).toContain('aria-label="Score for hole 1"');
      expect(served).not.toContain('rel="preload"');

      // Painted by the HTML alone (the app's scripts held back), then by the app: in the same place.
      await team.page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await team.page.reload();
      await heading.waitFor();
      const painted = await heading.boundingBox();
      const paintedScore = team.page.getByRole('combobox', { name: 'Score for hole 1' });
      expect(await paintedScore.isVisible()).toBe(true);
      // Before the app has taken over, a press would be lost: its controls wait, disabled, while the game connects.
      expect(await paintedScore.isDisabled()).toBe(true);
      expect(await team.page.getByRole('button', { name: 'Next hole' }).isDisabled()).toBe(true);
      expect(await connection(team.page).innerText()).toBe('Connecting…');
      await team.page.unrouteAll();

      const asked: string[] = [];
      team.page.on('request', (request) => {
        if (new URL(request.url()).pathname === snapshot) asked.push(request.url());
      });
      await team.page.reload();
      await scoreSelect(team.page, 9).waitFor();
      await liveBoard(team.page)
        .getByText(others[5] ?? '')
        .waitFor();
      // The app started from the snapshot in the page: it asked for it no time at all.
      expect(asked).toEqual([]);
      expect(await heading.boundingBox()).toEqual(painted);
      expect(await paintedScore.isEnabled()).toBe(true);
      expect(await layoutShift(team.page)).toBeLessThan(0.01);

      // A phone of no team gets the join form painted, beside the board, and the snapshot in the page.
      expect(await html('/play/not-a-code')).not.toContain('rel="preload"');
      const joinPage = await html(`/play/${code}`);
      expect(joinPage).toContain('Join game</button>');
      expect(joinPage).toContain(teamName);
      expect(joinPage).not.toContain('rel="preload"');
    },
    TEST_MS,
  );

  it(
    'a phone with scripts off joins from the painted form, hears why a name is refused, and sees its card',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-no-script@example.com');
      const code = await startLiveGame(member, { name: 'Quiet Crawl', hostTeamName: 'Hosts' });
      const shared = member.context().browser();
      if (!shared) throw new Error('No browser');
      const context = await shared.newContext({
        baseURL: baseUrl,
        viewport: { width: 360, height: 800 },
        javaScriptEnabled: false,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        await page.goto(`/play/${code}`);
        await page.getByRole('heading', { name: 'Join Quiet Crawl' }).waitFor();
        const field = page.getByRole('textbox', { name: 'Team name' });
        await field.fill('Hosts');
        await page.getByRole('button', { name: 'Join game' }).click();
        await page
          .getByRole('alert')
          .getByText('Another team in this game has that name. Please pick another.')
          .waitFor();
        expect(await field.inputValue()).toBe('Hosts');
        await field.fill('The Quiet Birdies');
        await page.getByRole('button', { name: 'Join game' }).click();
        await page.getByRole('heading', { name: 'Your card: The Quiet Birdies' }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/play/${code}`);
        expect(await page.getByRole('combobox', { name: 'Score for hole 1' }).isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    },
    TEST_MS,
  );

  it(
    'a press on the painted Join that ends once the app has the page still joins, by mouse and by touch',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-press@example.com');
      const code = await startLiveGame(member, { name: 'Pressing Crawl', hostTeamName: 'Hosts' });
      for (const [team, touch] of [
        ['Mouse Birdies', false],
        ['Thumb Eagles', true],
      ] as const) {
        const { context, page } = await anotherPhone({ width: 360, touch });
        // The app's start waits for React, held back until the press has begun on the painted form.
        let releaseReact = () => {};
        const reactReleased = new Promise<void>((resolve) => (releaseReact = resolve));
        await page.route('**/assets/client-*.js', async (route) => {
          await reactReleased;
          await route.continue();
        });
        await page.goto(`/play/${code}`);
        await page.getByRole('textbox', { name: 'Team name' }).fill(team);
        const join = await page.getByRole('button', { name: 'Join game' }).boundingBox();
        if (!join) throw new Error('No Join button');
        const [x, y] = [join.x + join.width / 2, join.y + join.height / 2];
        const input = await context.newCDPSession(page);
        if (touch) await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        else await page.mouse.move(x, y).then(() => page.mouse.down());
        releaseReact();
        await page.locator('form:not([data-painted])').waitFor();
        if (touch) await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        else await page.mouse.up();
        await page.getByRole('heading', { name: `Your card: ${team}` }).waitFor();
      }
      // Each press joined once.
      const board = await member.evaluate(
        async (path) => (await (await fetch(path)).json()) as { board: { teams: { name: string }[] } },
        `/api/games/${code}`,
      );
      expect(board.board.teams.map((team) => team.name).sort()).toEqual(['Hosts', 'Mouse Birdies', 'Thumb Eagles']);
    },
    TEST_MS,
  );

  it(
    'the leaderboard comes with its board in the page, and the app asks for it no second time',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-leaderboard@example.com');
      const teamName = 'The First Paint Birdies of Whitechapel Road';
      // The highest par, one sip a hole: lower than any other test's round, so it is on the board.
      const saved = await member.evaluate(async (name) => {
        const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 6, score: 1 }));
        const response = await fetch('/api/scorecards', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ teamName: name, date: '2026-11-21', holes, penalties: [] }),
        });
        return response.status;
      }, teamName);
      expect(saved).toBe(201);
      // The board is in the HTML, as data: the app starts from it.
      expect(await html('/leaderboard')).toContain(teamName);

      const visitor = await anotherPhone({ width: 360 });
      const asked: string[] = [];
      visitor.page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/leaderboard') asked.push(request.url());
      });
      await visitor.page.goto('/leaderboard');
      await visitor.page.getByRole('list', { name: 'Top scores' }).getByText(teamName).waitFor();
      expect(asked).toEqual([]);
      expect(await layoutShift(visitor.page)).toBeLessThan(0.01);
    },
    TEST_MS,
  );

  it(
    'a member’s History comes with its first page of rounds painted and in the page, and the app asks for none of it',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-history@example.com');
      const teamName = 'The Painted Birdies of Whitechapel Road';
      const saved = await member.evaluate(async (name) => {
        const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3, score: 3 }));
        const response = await fetch('/api/scorecards', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ teamName: name, date: '2026-11-21', holes, penalties: [] }),
        });
        return response.status;
      }, teamName);
      expect(saved).toBe(201);
      const round = member.getByRole('article', { name: teamName });

      // Painted by the HTML alone (the app's scripts held back), then by the app: in the same place.
      await member.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await member.goto('/history');
      await round.waitFor();
      const painted = await round.boundingBox();
      const remove = round.getByRole('button', { name: `Delete ${teamName}` });
      // Before the app has taken over, a press would be lost: its buttons wait, disabled.
      expect(await remove.isDisabled()).toBe(true);
      await member.unrouteAll();

      const asked: string[] = [];
      member.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (['/api/scorecards', '/api/auth/user', '/api/subscription/status'].includes(pathname)) asked.push(pathname);
      });
      await member.goto('/history');
      // The app has the page: its Delete opens its dialog.
      await expect.poll(() => remove.isEnabled()).toBe(true);
      await remove.click();
      await member.getByRole('dialog', { name: 'Delete Scorecard' }).waitFor();
      // It started from the member, their status and the rounds in the page: it asked for none.
      expect(asked).toEqual([]);
      await member.keyboard.press('Escape');
      expect(await round.boundingBox()).toEqual(painted);
      expect(await layoutShift(member)).toBeLessThan(0.01);
    },
    TEST_MS,
  );

  it(
    'the spectator board comes with the game’s name and its rows painted and its board in the page, asking for neither',
    async () => {
      const member = await browser.newContext({ width: 360 });
      await signInAsMember(member, 'first-paint-watch@example.com');
      const code = await startLiveGame(member, { name: 'The <b>Friday</b> Crawl', hostTeamName: 'Hosts' });
      const { watchId } = await member.evaluate(
        async (path) => (await (await fetch(path)).json()) as { watchId: string },
        `/api/games/${code}`,
      );
      // The name is text, not markup, in the title and in the data.
      const served = await html(`/watch/${watchId}`);
      expect(served).toMatch(/<h1[^>]*>The &lt;b&gt;Friday&lt;\/b&gt; Crawl<\/h1>/);
      expect(served).not.toContain('<b>Friday</b>');

      const viewer = await anotherPhone({ width: 360 });
      // Its rows paint before any script runs (the app's scripts held back), on a phone and on a TV.
      await viewer.page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await viewer.page.goto(`/watch/${watchId}`);
      await viewer.page.getByRole('rowheader', { name: /^Hosts/ }).waitFor();
      await viewer.page.setViewportSize({ width: 1280, height: 720 });
      await viewer.page.getByRole('rowheader', { name: /^Hosts/ }).waitFor();
      expect(await viewer.page.getByRole('row').count()).toBe(2);
      await viewer.page.setViewportSize({ width: 360, height: 900 });
      await viewer.page.unrouteAll();

      const asked: string[] = [];
      viewer.page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/watch/${watchId}`) asked.push(request.url());
      });
      await viewer.page.goto(`/watch/${watchId}`);
      await viewer.page.getByRole('heading', { name: 'The <b>Friday</b> Crawl', level: 1 }).waitFor();
      await viewer.page.getByRole('rowheader', { name: /^Hosts/ }).waitFor();
      expect(asked).toEqual([]);
      expect(await layoutShift(viewer.page)).toBeLessThan(0.01);

      // An id no game has: the board's own title, and the page says there is no such game.
      const missing = await html(`/watch/${'0'.repeat(64)}`);
      expect(missing).toMatch(/<h1[^>]*>Live board<\/h1>/);
      expect(missing).not.toContain('application/json');
    },
    TEST_MS,
  );
});
