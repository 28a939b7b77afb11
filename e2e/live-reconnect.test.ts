import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { LONGEST_TEAM_NAME } from './fixtures/long-names';
import { connection, joinAs, rowText, scoreSelect, startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { TEST_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const GAME = 'Midweek Crawl Through The Lanes Behind The Cathedral';
const HOST_TEAM = 'Bogey Men of the Northern Line';

describe('a team whose socket the server drops', () => {
  it(
    'says Reconnecting…, follows the board over HTTP meanwhile, keeps its score on the phone and sends it once back',
    async () => {
      const host = await browser.newContext({ width: 390 });
      await signInAsMember(host, 'reconnect-host@example.com');
      const code = await startLiveGame(host, { name: GAME, hostTeamName: HOST_TEAM });
      await host.goto(`/play/${code}`);
      await host.getByRole('heading', { name: `Your card: ${HOST_TEAM}` }).waitFor();

      // The team's phone reaches the game's socket through a switch the test holds: passed
      // through to the server, or, once cut off, every new socket closed before it opens.
      const team = await anotherPhone({ width: 320 });
      const servers: WebSocketRoute[] = [];
      let cutOff = false;
      await team.context.routeWebSocket(
        (url) => url.pathname.endsWith('/live'),
        (socket) => {
          if (cutOff) void socket.close({ code: 1006, reason: 'Unreachable' });
          else servers.push(socket.connectToServer());
        },
      );
      await joinAs(team.page, code, LONGEST_TEAM_NAME);
      await expect.poll(() => connection(team.page).getAttribute('data-status')).toBe('open');
      await expect.poll(() => rowText(host, LONGEST_TEAM_NAME)).not.toContain('offline');

      // The server end goes away: the game shows the team offline, the phone says it is reconnecting.
      cutOff = true;
      await Promise.all(servers.splice(0).map((server) => server.close()));
      await expect.poll(() => connection(team.page).innerText()).toBe('Reconnecting…');
      await expect.poll(() => rowText(host, LONGEST_TEAM_NAME)).toContain('offline');

      // The host scores: with no socket, the phone reads the game's board over HTTP instead.
      await scoreSelect(host, 1).selectOption('4');
      await expect.poll(() => rowText(team.page, HOST_TEAM)).toMatch(/ 1\/9 /);

      // The team scores meanwhile: kept on the phone, through a reload too, and said so.
      await scoreSelect(team.page, 1).selectOption('3');
      const waiting = 'Reconnecting… – 1 change saved on this phone, sent when you reconnect';
      await expect.poll(() => connection(team.page).innerText()).toBe(waiting);
      await team.page.reload();
      await team.page.getByRole('heading', { name: `Your card: ${LONGEST_TEAM_NAME}` }).waitFor();
      expect(await scoreSelect(team.page, 1).inputValue()).toBe('3');
      await expect.poll(() => connection(team.page).innerText()).toBe(waiting);
      await expect.poll(() => rowText(team.page, HOST_TEAM)).toMatch(/ 1\/9 /);
      expect(await rowText(host, LONGEST_TEAM_NAME)).toMatch(/ 0\/9 /);

      // The socket is back: the score the phone kept reaches the game, and every board.
      cutOff = false;
      await expect.poll(() => connection(team.page).getAttribute('data-status')).toBe('open');
      await expect.poll(() => rowText(host, LONGEST_TEAM_NAME)).toMatch(/ 1\/9 /);
      expect(await rowText(host, LONGEST_TEAM_NAME)).not.toContain('offline');
      await expect.poll(() => connection(team.page).innerText()).toBe('Live');
    },
    TEST_MS,
  );
});
