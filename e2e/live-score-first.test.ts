import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { LONG_TEAM_NAMES, LONGEST_COURSE_NAME, longHoles } from './fixtures/long-names';
import { connection, joinAs, liveBoard, openHostControls, rowText, startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { appUrl } from './servers';
import { TEST_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);
const baseUrl = appUrl();
const TEAM = 'The Birdies of Whitechapel Road and the Long Way Round';

/** Whether a locator's whole box lies within the first screen of a page not scrolled. */
async function onFirstScreen(page: Page, name: string, box: Promise<{ y: number; height: number } | null>) {
  const { height } = page.viewportSize() ?? { height: 0 };
  const found = await box;
  expect(found, name).not.toBeNull();
  expect((found?.y ?? Infinity) + (found?.height ?? 0), name).toBeLessThanOrEqual(height);
}

describe("a team's phone in a game of twelve teams", () => {
  it(
    'opens on the hole to play with its score control on the first screen, says where the team stands, and keeps the host’s controls in a menu',
    async () => {
      const host = await browser.newContext({ width: 390 });
      await signInAsMember(host, `score-first-host-${crypto.randomUUID().slice(0, 8)}@example.com`);
      const code = await startLiveGame(host, { name: LONGEST_COURSE_NAME, hostTeamName: 'The Hosts' });
      for (const teamName of LONG_TEAM_NAMES.slice(0, 10)) {
        const joined = await fetch(new URL(`/api/games/${code}/teams`, baseUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin },
          body: JSON.stringify({ teamName }),
        });
        expect(joined.status).toBe(201);
      }
      const team = (await anotherPhone({ width: 360 })).page;
      await team.setViewportSize({ width: 360, height: 740 });
      await joinAs(team, code, TEAM);
      await team.reload();
      const score = team.getByRole('combobox', { name: 'Score for hole 1' });
      await score.waitFor();
      await expect.poll(() => liveBoard(team).getByRole('row').count()).toBe(13);

      // Without scrolling: the hole's number, bar and drink, and its score control.
      expect(await team.evaluate(() => window.scrollY)).toBe(0);
      await onFirstScreen(team, 'the hole', team.getByRole('heading', { name: 'Hole 1 of 9' }).boundingBox());
      await onFirstScreen(
        team,
        'its bar',
        team
          .getByText(longHoles()[0]?.barName ?? '', { exact: true })
          .first()
          .boundingBox(),
      );
      await onFirstScreen(team, 'its score', score.boundingBox());

      // The team and the host each score one over par, the ten others have no score: level in last place.
      const par = longHoles()[0]?.par ?? 0;
      await score.selectOption(String(par + 1));
      await host.goto(`/play/${code}`);
      await expect.poll(() => connection(host).getAttribute('data-status')).toBe('open');
      await host.getByRole('combobox', { name: 'Score for hole 1' }).selectOption(String(par + 1));
      const standing = team.getByRole('link', { name: /^You're/ });
      await expect
        .poll(() => standing.innerText())
        .toMatch(/^You're tied 11th of 12 and 1 stroke behind the leader, with a total of \+1\s+Board$/);
      // The card stays on the hole the team just scored until it moves on.
      expect(await team.getByRole('heading', { name: 'Hole 1 of 9' }).isVisible()).toBe(true);
      // A penalty taken there goes on hole 1.
      const spill = 'Spilled Drink on the Bar or the Carpet';
      const spills = team.getByRole('status', { name: `${spill} count` });
      await team.getByText('A penalty you add goes on hole 1.').waitFor();
      await team.getByRole('button', { name: `Increase ${spill}` }).click();
      await expect.poll(() => rowText(host, TEAM)).toMatch(/\+2 ABOVE PAR$/);

      // The host gives each team a mulligan; the team spends it on hole 1, which then counts as par
      // without the penalty taken there.
      const hostControls = await openHostControls(host);
      await hostControls.getByRole('combobox', { name: 'Mulligans per team' }).selectOption('1');
      await hostControls.getByRole('button', { name: 'Save mulligans' }).click();
      await hostControls.getByText('Saved.').waitFor();
      await host.keyboard.press('Escape');
      await expect.poll(() => rowText(host, TEAM)).toContain('1 mulligan left');
      await team.getByText('1 of 1 left').waitFor();
      await team.getByRole('button', { name: 'Use a mulligan on hole 1' }).click();
      await team
        .getByRole('dialog', { name: 'Use a mulligan on hole 1?' })
        .getByRole('button', { name: 'Use mulligan' })
        .click();
      await team.getByText('Mulligan used on hole 1.').waitFor();
      await team.getByText('Hole 1: 1 penalty wiped').waitFor();
      expect(await spills.innerText()).toBe('0');
      for (const page of [team, host]) {
        await expect.poll(() => rowText(page, TEAM)).toMatch(/Mulligan: hole 1 0 mulligans left .*0 ON PAR$/);
      }
      // The team's card, opened from the host's board, marks the hole, counted as par.
      await liveBoard(host).getByRole('button', { name: TEAM, exact: true }).click();
      const teamCard = host.getByRole('dialog', { name: `Card: ${TEAM}` });
      const holeOne = teamCard
        .getByRole('row')
        .filter({ has: host.getByRole('rowheader', { name: '1', exact: true }) });
      await expect.poll(async () => (await holeOne.innerText()).replace(/\s+/g, ' ')).toMatch(/ 0 Mulligan$/);
      expect(await holeOne.innerText()).toContain('1 penalty wiped by the mulligan');
      await host.keyboard.press('Escape');
      // A mistaken one: the host takes it back, and the hole counts as scored again, its penalty too.
      const undoControls = await openHostControls(host);
      const undo = undoControls.getByRole('button', { name: `Undo the mulligan ${TEAM} took on hole 1` });
      await undo.click();
      await expect.poll(() => undo.count()).toBe(0);
      await undoControls.getByRole('button', { name: 'Close' }).click();
      for (const page of [host, team]) {
        await expect.poll(() => rowText(page, TEAM)).toMatch(/1 mulligan left .*\+2 ABOVE PAR$/);
      }
      await expect.poll(() => spills.innerText()).toBe('1');

      await team.getByRole('button', { name: 'Next hole' }).click();
      await team.getByRole('combobox', { name: 'Score for hole 2' }).waitFor();

      // The line opens the whole board.
      await standing.click();
      await expect
        .poll(() =>
          liveBoard(team)
            .getByRole('heading', { name: 'LIVE BOARD' })
            .evaluate((heading) => heading.getBoundingClientRect().top),
        )
        .toBeLessThan(740);
      expect(await team.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // The host's controls are one button away, not on the page.
      expect(await host.getByRole('button', { name: 'End game' }).count()).toBe(0);
      const controls = await openHostControls(host);
      expect(await controls.getByRole('button', { name: 'Rename game' }).isVisible()).toBe(true);
      expect(await controls.getByRole('button', { name: 'End game' }).isVisible()).toBe(true);
      await host.keyboard.press('Escape');

      // On a desktop the header's wordmark starts where the page's content does.
      await host.setViewportSize({ width: 1280, height: 800 });
      const left = async (box: Promise<{ x: number } | null>) => Math.round((await box)?.x ?? -1);
      const wordmark = host.getByRole('banner').getByRole('link', { name: 'Pub Golf' });
      await expect
        .poll(() => left(wordmark.boundingBox()))
        .toBe(await left(host.getByRole('heading', { level: 1 }).boundingBox()));
    },
    TEST_MS,
  );
});
