import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { openHostControls, startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { TEST_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const GAME = 'Freitagsrunde durch die ganze Altstadt bis zum Marktplatz';
const HOST_TEAM = 'The Hosts With The Most Spilled Drinks On A Friday';
const TEAM = 'Die Durstigen Wanderer der Altstadtkneipen vom Marktplatz';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const board = (page: Page, name: string) => page.getByRole('region', { name });
const row = (page: Page, boardName: string, team: string) =>
  board(page, boardName)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(team)}( |$)`) }) });
const rowText = async (page: Page, boardName: string, team: string) =>
  (await row(page, boardName, team).innerText()).replace(/\s+/g, ' ');

describe('a live game in German', () => {
  it(
    'reads German to a German team and spectator, with an English host at the same table',
    async () => {
      // A German phone with no account, and the host's English one beside it.
      const team = await browser.newContext({ width: 360, locale: 'de-DE' });
      const host = (await anotherPhone({ width: 390 })).page;
      await signInAsMember(host, `live-de-host-${crypto.randomUUID()}@example.com`);
      const code = await startLiveGame(host, { name: GAME, hostTeamName: HOST_TEAM, mulligans: 1 });
      await host.goto(`/play/${code}`);
      await host.getByRole('heading', { name: `Your card: ${HOST_TEAM}` }).waitFor();

      // The German phone opens the join link. No share sheet here, so Share copies the link.
      await team.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
      await team.goto(`/play/${code}`);
      await team.getByRole('heading', { name: `${GAME} beitreten` }).waitFor();
      expect(await team.locator('html').getAttribute('lang')).toBe('de');
      expect(await team.getByText('Wähl einen Teamnamen. Kein Konto nötig: Mitmachen ist kostenlos.').isVisible()).toBe(
        true,
      );
      await expect.poll(() => team.getByText(`Live-Spiel · Code ${code}`).isVisible()).toBe(true);
      const invite = team.getByRole('region', { name: 'TEAMS EINLADEN' });
      // The invitation comes painted with its QR code; its Share works once the app has the page.
      await invite.getByRole('img', { name: /^QR-Code/ }).waitFor();
      const share = invite.getByRole('button', { name: 'Teilen' });
      await expect.poll(() => share.isEnabled()).toBe(true);
      await share.click();
      await expect.poll(() => toastText(team, 'Link kopiert!').isVisible()).toBe(true);
      await expect
        .poll(() => toastText(team, 'Schick ihn den anderen Teams, damit sie beitreten können.').isVisible())
        .toBe(true);
      await team.getByRole('textbox', { name: 'Teamname' }).fill(TEAM);
      await team.getByRole('checkbox', { name: 'Wir spielen alkoholfrei' }).check();
      await team.getByRole('button', { name: 'Spiel beitreten' }).click();
      await team.getByRole('heading', { name: `Deine Scorekarte: ${TEAM}` }).waitFor();

      // The team's score travels to the English host's board, and back to its own German one.
      await team.getByRole('combobox', { name: 'Schläge an Loch 1' }).selectOption('1');
      // It plays alcohol-free: the same board, with the badge, in each reader's language.
      await expect.poll(() => rowText(host, 'LIVE BOARD', TEAM), { timeout: TEST_MS }).toMatch(/1\/9 -1 BELOW PAR/);
      expect(await rowText(host, 'LIVE BOARD', TEAM)).toContain(' Alcohol-free ');
      const live = board(team, 'LIVE-TABELLE');
      await expect
        .poll(() => rowText(team, 'LIVE-TABELLE', TEAM))
        .toMatch(/^1\. .*Dein Team Alkoholfrei 1 Mulligan übrig 1\/9 -1 UNTER PAR$/);
      expect(await rowText(team, 'LIVE-TABELLE', HOST_TEAM)).toMatch(/Gastgeber 1 Mulligan übrig 0\/9 0 AUF PAR$/);
      await expect.poll(() => live.getByRole('columnheader', { name: 'Löcher' }).isVisible()).toBe(true);
      await expect.poll(() => live.getByRole('columnheader', { name: 'Gesamt' }).isVisible()).toBe(true);
      expect(
        await live
          .getByText('Gleiche Ergebnisse teilen sich einen Platz. Tipp auf ein Team, um seine Scorekarte zu sehen.')
          .isVisible(),
      ).toBe(true);

      // The game refuses a name another team has, and says so in German.
      await team.getByRole('button', { name: 'Team umbenennen' }).click();
      await team.getByRole('textbox', { name: 'Dein Teamname' }).fill(HOST_TEAM);
      await team.getByRole('button', { name: 'Teamnamen speichern' }).click();
      await expect
        .poll(() =>
          team.getByRole('alert').filter({ hasText: 'Ein anderes Team in diesem Spiel heißt schon so.' }).count(),
        )
        .toBe(1);

      // The host's card opens from the board in German.
      await live.getByRole('button', { name: HOST_TEAM }).click();
      const card = team.getByRole('dialog', { name: `Scorekarte: ${HOST_TEAM}` });
      await card.getByText('Keine Strafen.').waitFor();
      await expect
        .poll(() => card.getByText(/^0 von 9 Löchern gespielt · gesamt 0 \(AUF PAR\)$/).isVisible())
        .toBe(true);
      await team.keyboard.press('Escape');

      // The host starts the game's clock in English; the German phone reads it in German.
      const controls = await openHostControls(host);
      await controls.getByRole('button', { name: 'Start now' }).click();
      await controls
        .getByRole('status')
        .filter({ hasText: `Started by ${HOST_TEAM}` })
        .waitFor();
      await host.keyboard.press('Escape');
      const teamClock = team.getByRole('region', { name: 'Die Uhr' });
      await teamClock.getByText(`Gestartet von ${HOST_TEAM}`).waitFor();
      await expect.poll(() => teamClock.getByText(/^(Restzeit in dieser Bar|Loch 2 beginnt in)$/).count()).toBe(1);

      // A spectator who chose German on the TV sees the same board, then the final standings once the host ends it.
      const watchLink = (await host.getByRole('link', { name: 'Open the spectator board' }).getAttribute('href')) ?? '';
      const spectator = (await anotherPhone({ width: 1280 })).page;
      await spectator.addInitScript(() => localStorage.setItem('pubgolf-language', 'de'));
      await spectator.goto(watchLink);
      await expect.poll(() => rowText(spectator, 'LIVE-TABELLE', TEAM)).toMatch(/1\/9 -1 UNTER PAR$/);
      await spectator.getByRole('region', { name: 'Die Uhr' }).getByText(`Gestartet von ${HOST_TEAM}`).waitFor();

      // The host hides the last two holes and ends the game; the German phone and TV wait for the
      // reveal in German, then see the places and the podium in German.
      const blackout = await host.request.post(`/api/games/${code}/blackout`, {
        data: { holes: 2 },
        headers: { Origin: new URL(browser.baseUrl).origin },
      });
      expect(blackout.status()).toBe(204);
      for (const page of [team, spectator]) {
        await page.getByRole('heading', { name: 'Tabelle verborgen für die letzten 2 Löcher' }).waitFor();
      }
      await spectator.getByText('Stand nach Loch 7.', { exact: false }).waitFor();

      // The team plays hidden hole 8 (par 5) three over and spends its mulligan there: its own card
      // shows it spent and counts the hole as par, while its row on every board stays as after hole 7.
      await team.getByRole('combobox', { name: 'Schläge an Loch 8' }).selectOption('8');
      await team.getByRole('button', { name: 'Mulligan für Loch 8 nehmen' }).click();
      await team
        .getByRole('dialog', { name: 'Mulligan für Loch 8 nehmen?' })
        .getByRole('button', { name: 'Mulligan nehmen' })
        .click();
      await team.getByText('Mulligan für Loch 8 genommen.').waitFor();
      await team.getByRole('list', { name: 'Löcher mit Mulligan' }).getByText('Loch 8').waitFor();
      expect(await team.getByText('0 von 1 übrig').isVisible()).toBe(true);
      expect(await team.getByRole('button', { name: 'Mulligan für Loch 8 nehmen' }).count()).toBe(0);
      const total = team.getByRole('region', { name: 'GESAMTERGEBNIS' });
      expect((await total.innerText()).replace(/\s+/g, ' ')).toMatch(/^GESAMTERGEBNIS -1 .*Die Summe deines Teams/);
      expect(await rowText(team, 'LIVE-TABELLE', TEAM)).toMatch(/ 1 Mulligan übrig 1\/9 -1 UNTER PAR$/);
      expect(await rowText(spectator, 'LIVE-TABELLE', TEAM)).toMatch(/ 1 Mulligan übrig 1\/9 -1 UNTER PAR$/);
      // The English host, whose board hides it too, can still undo it: the undo list names it and says why the board does not.
      const undoList = (await openHostControls(host)).getByRole('list', { name: 'Mulligans used' });
      await undoList.getByRole('button', { name: `Undo the mulligan ${TEAM} took on hole 8` }).waitFor();
      expect(await undoList.getByText('On a hidden hole: the board shows it after the reveal.').isVisible()).toBe(true);
      await host.keyboard.press('Escape');
      await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
      await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
      await team.getByText('Das Spiel ist vorbei. Der Endstand kommt mit der Enthüllung.').waitFor();
      await team.getByText('Der Endstand bleibt verborgen, bis der Gastgeber ihn enthüllt.').waitFor();
      await board(team, 'STAND NACH LOCH 7').waitFor();
      await host.getByRole('button', { name: 'Reveal' }).click();
      for (const page of [team, spectator]) {
        const reveal = page.getByRole('region', { name: 'Die Enthüllung' });
        await reveal.getByRole('heading', { name: 'Siegertreppchen' }).waitFor();
        await reveal.getByRole('region', { name: 'Auszeichnungen' }).waitFor();
        await reveal.getByText('Alkoholfrei').first().waitFor();
        await reveal.getByRole('button', { name: 'Endstand zeigen' }).click();
      }
      await board(team, 'ENDSTAND').waitFor();
      await expect.poll(() => team.getByText('Das Spiel ist vorbei. Das ist der Endstand.').isVisible()).toBe(true);
      await board(spectator, 'ENDSTAND').waitFor();
      await expect.poll(() => spectator.getByText('SPIEL VORBEI').isVisible()).toBe(true);

      // Back on the card, the header leads to the final standings, in German.
      await team.goto('/');
      await team.getByRole('link', { name: `Endstand: ${GAME}` }).waitFor();
    },
    4 * TEST_MS,
  );
});
