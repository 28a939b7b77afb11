import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { LONGEST_TEAM_NAME } from './fixtures/long-names';
import { liveBoard, rowText, scoreSelect, startLiveGame } from './live-game';
import { signInAs, signInAsMember } from './members';
import { usePhones } from './phones';
import { TEST_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const EMAIL = 'two-browsers@example.com';
const GAME = 'Saturday Stroll From The Harbour To The Castle Gate';

describe('a member in a live game', () => {
  it(
    'finds it on a second browser and plays there as their own team, on the same card, without joining again',
    async () => {
      const phone = await browser.newContext({ width: 390 });
      await signInAsMember(phone, EMAIL);
      const code = await startLiveGame(phone, { name: GAME, hostTeamName: LONGEST_TEAM_NAME });
      await phone.goto(`/play/${code}`);
      await phone.getByRole('heading', { name: `Your card: ${LONGEST_TEAM_NAME}` }).waitFor();

      const laptop = await anotherPhone({ width: 1280 });
      await signInAs(laptop.page, EMAIL);
      await laptop.page.getByRole('link', { name: `Back to game: ${GAME}` }).click();
      await laptop.page.waitForURL(`**/play/${code}`);
      await laptop.page.getByRole('heading', { name: `Your card: ${LONGEST_TEAM_NAME}` }).waitFor();
      expect(await laptop.page.getByRole('button', { name: 'Join game' }).count()).toBe(0);
      // The host's own controls come along: it is the host's team.
      // The page draws the card in steps; the host's controls come once it is whole.
      await expect.poll(() => laptop.page.getByRole('button', { name: 'Host controls' }).count()).toBe(1);

      await scoreSelect(laptop.page, 1).selectOption('4');
      await expect.poll(() => scoreSelect(phone, 1).inputValue()).toBe('4');
      await scoreSelect(phone, 2).selectOption('3');
      await expect.poll(() => scoreSelect(laptop.page, 2).inputValue()).toBe('3');
      for (const page of [phone, laptop.page]) {
        await expect.poll(() => rowText(page, LONGEST_TEAM_NAME)).toMatch(/ 2\/9 /);
        expect(await liveBoard(page).getByRole('rowheader').count()).toBe(1);
      }
    },
    TEST_MS,
  );
});
