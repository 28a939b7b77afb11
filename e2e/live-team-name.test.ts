import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { LONGEST_TEAM_NAME } from './fixtures/long-names';
import { joinAs, rowText, startLiveGame, teamRow } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { TEST_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const GAME = 'Friday Crawl Down The Whole Of The Old High Street';
const GUEST_TEAM = 'Birdies Before Beers';

describe('a team’s name in a live game', () => {
  it(
    'is changed by the host like any team’s, on every board, and never to one that looks like another team’s',
    async () => {
      const host = await browser.newContext({ width: 320 });
      await signInAsMember(host, 'team-name-host@example.com');
      const code = await startLiveGame(host, { name: GAME, hostTeamName: 'Hc1' });
      await host.goto(`/play/${code}`);
      await host.getByRole('heading', { name: 'Your card: Hc1' }).waitFor();
      const guest = await anotherPhone({ width: 360 });
      await joinAs(guest.page, code, GUEST_TEAM);

      await host.getByRole('button', { name: 'Rename team' }).click();
      const field = host.getByRole('textbox', { name: 'Your team name' });
      expect(await field.inputValue()).toBe('Hc1');
      await expectNoViolations(host, 'renaming the team');
      const save = host.getByRole('button', { name: 'Save team name' });

      // The guest's name with a Cyrillic 'о': it looks the same, so the game refuses it.
      await field.fill('Birdies Bef\u043ere Beers');
      await save.click();
      await host
        .getByRole('alert')
        .getByText('Another team in this game has that name. Please pick another.')
        .waitFor();
      expect(await rowText(guest.page, 'Hc1')).toContain('Host');

      await field.fill(LONGEST_TEAM_NAME);
      await save.click();
      await host.getByRole('heading', { name: `Your card: ${LONGEST_TEAM_NAME}` }).waitFor();
      expect(await field.count()).toBe(0);
      await expect.poll(() => rowText(guest.page, LONGEST_TEAM_NAME)).toContain('Host');
      expect(await teamRow(guest.page, 'Hc1').count()).toBe(0);

      // The guest team renames itself the same way, and the host's board follows.
      await guest.page.getByRole('button', { name: 'Rename team' }).click();
      await guest.page.getByRole('textbox', { name: 'Your team name' }).fill('Eagles');
      await guest.page.getByRole('button', { name: 'Save team name' }).click();
      await guest.page.getByRole('heading', { name: 'Your card: Eagles' }).waitFor();
      await expect.poll(() => rowText(host, 'Eagles')).toMatch(/^T1 Eagles/);

      // A name no public board shows is kept as the team's number, and the form says why.
      await guest.page.getByRole('button', { name: 'Rename team' }).click();
      const guestField = guest.page.getByRole('textbox', { name: 'Your team name' });
      await guestField.fill('Sh1t Faced');
      await guest.page.getByRole('button', { name: 'Save team name' }).click();
      const shownAs = guest.page
        .getByRole('alert')
        .getByText(/^“Sh1t Faced” shows as Team #[0-9A-F]{6} on the boards: /);
      await shownAs.waitFor();
      expect(await shownAs.innerText()).toMatch(/a name that reads as a slur or an obscenity is never shown/);
      const label = /Team #[0-9A-F]{6}/.exec(await shownAs.innerText())?.[0] ?? '';
      await expect.poll(() => rowText(host, label)).toMatch(/^T1 Team #/);
      expect(await guestField.getAttribute('aria-describedby')).toBe(await shownAs.getAttribute('id'));
      await expectNoViolations(guest.page, 'a team name the boards do not show');
      // Closed, the card still says why the team shows as its number (as for a name masked at joining).
      await guest.page.getByRole('button', { name: 'Cancel' }).click();
      await guest.page.getByText(`Your team shows as ${label} on the boards: a name that reads as a slur`).waitFor();
      await guest.page.getByRole('button', { name: 'Rename team' }).click();
      await guestField.fill('Eagles Again');
      await guest.page.getByRole('button', { name: 'Save team name' }).click();
      await guest.page.getByRole('heading', { name: 'Your card: Eagles Again' }).waitFor();
      expect(await guest.page.getByRole('alert').count()).toBe(0);
      expect(await guest.page.getByText('Your team shows as').count()).toBe(0);
    },
    TEST_MS,
  );
});
