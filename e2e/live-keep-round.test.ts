/**
 * A guest team's round kept after the game: through signing up from the final standings and back
 * to them, or by a player who signed in some other way on the team's phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { LONGEST_TEAM_NAME } from './fixtures/long-names';
import { layoutFaults } from './layout-faults';
import { joinAs, liveBoard, openHostControls, scoreSelect, startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { SCENARIO_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const GAME = 'Last Orders On The Longest High Street In Town';

const unique = () => crypto.randomUUID().slice(0, 8);

/** The rounds in the signed-in member's History, read as the History page reads them. */
function historyRounds(page: Page): Promise<{ teamName: string }[]> {
  return page.evaluate(async () => (await (await fetch('/api/scorecards')).json()) as { teamName: string }[]);
}

/**
 * A host starts a game, a guest team joins from a phone `width` wide and scores two holes, and the
 * host ends it; answers the code and the guest's page.
 */
async function endedGameWithGuest(width: number): Promise<{ code: string; guest: Page }> {
  const host = await browser.newContext({ width: 390 });
  await signInAsMember(host, `keep-host-${unique()}@example.com`);
  const code = await startLiveGame(host, { name: GAME, hostTeamName: 'The Hosts' });
  const guest = (await anotherPhone({ width })).page;
  await joinAs(guest, code, LONGEST_TEAM_NAME);
  await scoreSelect(guest, 1).selectOption('2');
  await scoreSelect(guest, 2).selectOption('3');
  await host.goto(`/play/${code}`);
  await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
  await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
  await liveBoard(guest).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
  return { code, guest };
}

/** What the team's phone shows once the round is in the member's History. */
const roundKept = (page: Page) => page.getByRole('region', { name: 'Round kept!' });

describe('keeping a guest team’s round', () => {
  it(
    'signs up from the final standings and comes back to them, the round kept once',
    async () => {
      const { code, guest } = await endedGameWithGuest(320);
      const email = `keep-guest-${unique()}@example.com`;

      // The normal sign-in (the loopback provider picks the person by hint), then a subscription.
      await guest.route('**/api/login', (route) =>
        route.continue({ url: `${browser.baseUrl}/api/login?login_hint=${encodeURIComponent(email)}` }),
      );
      await guest.getByRole('link', { name: 'Sign up to keep this round' }).click();
      await guest.waitForURL((url) => url.pathname === '/subscribe');
      await guest.getByText('TEST MODE').waitFor();
      await guest.getByRole('radio', { name: /Lifetime/ }).check({ force: true });
      await guest.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
      await guest.getByRole('button', { name: 'Subscribe Now' }).click();

      // Welcomed, then back on the game's final standings, where the round is now in History.
      await guest.getByRole('heading', { name: 'Welcome, lifetime member!' }).waitFor();
      await guest.getByRole('link', { name: 'Continue' }).click();
      await guest.waitForURL((url) => url.pathname === `/play/${code}`);
      await liveBoard(guest).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      await roundKept(guest).getByText(`${LONGEST_TEAM_NAME} in ${GAME} is in your History.`).waitFor();
      await expect.poll(() => roundKept(guest).getByRole('link', { name: 'Open History' }).isVisible()).toBe(true);
      expect(await guest.getByRole('link', { name: 'Sign up to keep this round' }).count()).toBe(0);
      expect(await layoutFaults(guest)).toEqual([]);
      await expectNoViolations(guest, 'a kept round under the final standings');
      await expectKeptOnce(guest);
    },
    SCENARIO_MS,
  );

  it(
    'offers a player who signed in another way on the team’s phone to save it to History',
    async () => {
      const { code, guest } = await endedGameWithGuest(360);

      // Signed in and subscribed from the header's way in, not from the offer.
      await signInAsMember(guest, `keep-later-${unique()}@example.com`, { open: `/play/${code}` });
      await liveBoard(guest).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      const offer = guest.getByRole('region', { name: 'Keep this round' });
      await offer.getByRole('button', { name: 'Save to History' }).click();

      await roundKept(guest).getByText(`${LONGEST_TEAM_NAME} in ${GAME} is in your History.`).waitFor();
      expect(await offer.count()).toBe(0);
      await expectKeptOnce(guest);
    },
    SCENARIO_MS,
  );
});

/** The round is in History once and, seen again later, still kept, with nothing offering to keep it again. */
async function expectKeptOnce(guest: Page) {
  await expect
    .poll(async () => (await historyRounds(guest)).map((round) => round.teamName))
    .toEqual([LONGEST_TEAM_NAME]);
  await guest.reload();
  await roundKept(guest).waitFor();
  expect(await guest.getByRole('button', { name: 'Save to History' }).count()).toBe(0);
  expect(await historyRounds(guest)).toHaveLength(1);
}
