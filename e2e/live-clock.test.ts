/**
 * The game's clock on every phone and the TV: the same time left wherever each phone's own clock
 * stands, 'Time to move' with the walk and its maps link (pushed to a phone that turned
 * notifications on), 'Drink up' once the host moves the group on, each team's card at the clock's
 * hole, and a phone and the TV with no signal counting on alone until it hears the game's schedule again.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { layoutFaults } from './layout-faults';
import { joinAs, liveBoard, openHostControls } from './live-game';
import { signInAsMember } from './members';
import { OFFLINE_REQUEST, usePhones } from './phones';
import { pushDoubleUrl } from './servers';
import { SCENARIO_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const MINUTE_MS = 60_000;

/**
 * Bars 1 and 2 some 700 m apart (a 12 minute walk, longer than the 5 minute hole, so the group
 * sets off at once), bars 2 and 3 some 100 m apart (a 2 minute walk, so hole 2 is all drink-up).
 */
const holes = Array.from({ length: 9 }, (_, index) => ({
  holeNumber: index + 1,
  par: 3,
  barName: `Bar ${index + 1}`,
  drink: 'Lemonade',
  barLocation: { lat: 51.5 + (index === 0 ? 0 : 0.0063 + (index - 1) * 0.0009), lng: -0.12 },
}));

/** This phone's clock runs `shiftMs` ahead of (or behind) the real time. */
async function clockSetApart(context: BrowserContext, shiftMs: number): Promise<void> {
  await context.addInitScript((shift) => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + shift;
  }, shiftMs);
}

interface SentPush {
  notice: { title: string; body: string; url: string } | null;
}

/**
 * This phone subscribes to notifications with the push double, as a phone's browser does with its
 * own push service (headless Chromium has none to reach): the double makes the subscription and
 * records, decrypted, what the game pushes to it.
 */
async function pushesThroughTheDouble(context: BrowserContext): Promise<() => Promise<SentPush[]>> {
  const made = await fetch(`${pushDoubleUrl()}/subscriptions`, { method: 'POST' });
  const subscription = (await made.json()) as { endpoint: string };
  await context.grantPermissions(['notifications']);
  await context.addInitScript((json) => {
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: () => Promise.resolve(true),
    };
    PushManager.prototype.subscribe = () => Promise.resolve(fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = () => Promise.resolve(fake as unknown as PushSubscription);
  }, subscription);
  return async () => {
    const sent = await fetch(`${pushDoubleUrl()}/sent?endpoint=${encodeURIComponent(subscription.endpoint)}`);
    return (await sent.json()) as SentPush[];
  };
}

/**
 * Hands the phone's service worker the pushes the push service received, as the phone's push
 * service would (Chromium's DevTools protocol delivers them unencrypted), and answers the
 * notifications it shows.
 */
async function notificationsShownOn(
  page: Page,
  received: Promise<SentPush[]>,
): Promise<{ title: string; body: string; opens: unknown }[]> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((one) => !one.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  for (const push of await received) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify(push.notice),
    });
  }
  await cdp.detach();
  return page.evaluate(async () => {
    const shown = await (await navigator.serviceWorker.ready).getNotifications();
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      opens: (notification.data as { url?: unknown } | null)?.url,
    }));
  });
}

/** The countdown a page shows, in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.locator('[data-countdown]').first().innerText()).trim();
  return text
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

describe('the game’s clock', () => {
  it(
    'shows three phones and the TV the same time left, the next bar at its time (on the cards opened from the board too), time to move with the walk, drink up, each card at the clock’s hole, and a phone and the TV with no signal counting on alone',
    async () => {
      const host = await browser.newContext({ width: 390 });
      await signInAsMember(host, `clock-host-${crypto.randomUUID().slice(0, 8)}@example.com`, { open: null });
      const created = await host.request.post('/api/games', {
        data: { source: 'card', holes, penalties: [], name: 'Clock Night', hostTeamName: 'Hosts', minutesPerHole: 5 },
        headers: { Origin: browser.baseUrl },
      });
      expect(created.status()).toBe(201);
      const game = (await created.json()) as { code: string; watchId: string };

      // A surprise route, chosen before the teams join: the bars ahead show only as their time comes.
      await host.goto(`/play/${game.code}`);
      const settings = await openHostControls(host);
      await settings.getByRole('checkbox', { name: /^Surprise route/ }).click();
      await settings.getByRole('status').filter({ hasText: 'Clock settings changed by Hosts' }).waitFor();
      await host.keyboard.press('Escape');

      const phones: Page[] = [];
      let pushed: () => Promise<SentPush[]> = () => Promise.resolve([]);
      for (const [index, shift] of [4 * MINUTE_MS, -3 * MINUTE_MS].entries()) {
        const phone = await anotherPhone({
          width: index === 0 ? 320 : 360,
          serviceWorkers: index === 0 ? 'allow' : 'block',
          // The second phone loses its signal below.
          allow: index === 0 ? [] : [OFFLINE_REQUEST],
        });
        await clockSetApart(phone.context, shift);
        if (index === 0) pushed = await pushesThroughTheDouble(phone.context);
        await joinAs(phone.page, game.code, `Team ${index + 1}`);
        phones.push(phone.page);
      }

      // Team 1 turns notifications on, at the foot of its card.
      const [pocket] = phones as [Page];
      await pocket.getByRole('switch', { name: 'Notify this phone' }).click();
      await pocket.getByText('Notifications are on for this phone.').waitFor();
      expect(await pocket.getByRole('switch', { name: 'Notify this phone' }).isChecked()).toBe(true);
      const tv = await anotherPhone({ width: 1280, allow: [OFFLINE_REQUEST] });
      await clockSetApart(tv.context, 7 * MINUTE_MS);
      await tv.page.goto(`/watch/${game.watchId}`);
      await tv.page.getByRole('heading', { name: 'Clock Night' }).waitFor();
      for (const page of phones) await page.getByText('Bar 1', { exact: true }).first().waitFor();
      for (const page of [...phones, tv.page]) expect(await page.getByText(/Bar [2-9]/).count()).toBe(0);

      const controls = await openHostControls(host);
      await controls.getByRole('button', { name: 'Start now' }).click();
      await controls.getByRole('status').filter({ hasText: 'Started by Hosts' }).waitFor();
      await host.keyboard.press('Escape');

      for (const page of [host, ...phones]) {
        const clock = page.getByRole('region', { name: 'The clock' });
        await clock.getByText('Time to move: Bar 2, 12 min walk').waitFor();
        await clock.getByText('Started by Hosts').waitFor();
        const walk = clock.getByRole('link', { name: 'Walking directions to Bar 2' });
        expect(await walk.getAttribute('href')).toMatch(
          /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&travelmode=walking/,
        );
      }
      await tv.page.getByRole('region', { name: 'The clock' }).getByText('Moving to Bar 2').waitFor();
      // The phone in a pocket hears it too: the game pushed it, and the push service took it.
      await expect
        .poll(async () => (await pushed()).map((push) => push.notice))
        .toEqual([
          {
            title: 'Clock Night',
            body: 'Time to move: Bar 2, 12 min walk',
            url: `/play/${game.code}`,
            tag: `game-${game.code}`,
          },
        ]);
      // Its service worker shows what the push service delivers; a tap opens the team's page.
      await expect
        .poll(() => notificationsShownOn(pocket, pushed()))
        .toEqual([{ title: 'Clock Night', body: 'Time to move: Bar 2, 12 min walk', opens: `/play/${game.code}` }]);

      // Every screen counts down to the same moment, whatever its own clock says.
      const screens = [host, ...phones, tv.page];
      await expect
        .poll(async () => {
          const left = await Promise.all(screens.map(secondsLeft));
          return Math.max(...left) - Math.min(...left) <= 1 && Math.min(...left) > 4 * 60;
        })
        .toBe(true);
      // A team's card opened from the board shows the bar that appeared since the page loaded.
      for (const page of [phones[0] as Page, tv.page]) {
        await liveBoard(page).getByRole('button', { name: 'Team 2', exact: true }).click();
        const card = page.getByRole('dialog', { name: 'Card: Team 2' });
        const holeTwo = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) });
        await expect.poll(() => holeTwo.innerText()).toContain('Bar 2');
        expect(await card.getByText('Bar 3').count()).toBe(0);
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'hidden' });
      }
      expect(await layoutFaults(phones[0] as Page)).toEqual([]);
      await expectNoViolations(phones[0] as Page, 'a phone with the clock at time to move');
      await expectNoViolations(tv.page, 'the TV with the clock');

      const again = await openHostControls(host);
      await again.getByRole('button', { name: 'Next hole' }).click();
      await again.getByRole('status').filter({ hasText: 'Moved on a hole by Hosts' }).waitFor();
      await host.keyboard.press('Escape');
      for (const page of phones) {
        const clock = page.getByRole('region', { name: 'The clock' });
        await clock.getByText('Hole 2 of 9').waitFor();
        await clock
          .getByRole('status')
          .filter({ hasText: /^Drink up: [34] minutes left/ })
          .waitFor();
      }
      const tvClock = tv.page.getByRole('region', { name: 'The clock' });
      await tvClock.getByText('Bar 2', { exact: true }).waitFor();
      await tvClock.getByText('Next: Bar 3, 2 min walk').waitFor();
      // Each team's card has moved on with the clock, to the hole the group is at.
      for (const page of phones) await page.getByRole('heading', { name: 'Hole 2 of 9' }).waitFor();

      // A phone and the TV that lose their signal keep counting from the schedule they had, and say so.
      const [, offline] = phones as [Page, Page];
      const offlineContext = offline.context();
      await offlineContext.setOffline(true);
      await tv.context.setOffline(true);
      const offlineClock = offline.getByRole('region', { name: 'The clock' });
      await offlineClock.getByText('Offline: counting from the last schedule this phone had.').waitFor();
      await tvClock.getByText('Offline: counting from the last schedule this screen had.').waitFor();
      const before = await secondsLeft(offline);
      await expect.poll(() => secondsLeft(offline)).toBeLessThan(before);

      // The host moves the group on meanwhile: the phone hears of it once it is back.
      const meanwhile = await openHostControls(host);
      await meanwhile.getByRole('button', { name: 'Next hole' }).click();
      await meanwhile.getByRole('status').filter({ hasText: 'Moved on a hole by Hosts' }).waitFor();
      await host.keyboard.press('Escape');
      await host.getByRole('region', { name: 'The clock' }).getByText('Hole 3 of 9').waitFor();
      expect(await offlineClock.getByText('Hole 2 of 9').count()).toBe(1);
      await offlineContext.setOffline(false);
      await tv.context.setOffline(false);
      await offlineClock.getByText('Hole 3 of 9').waitFor();
      await offlineClock.getByText(/^Offline/).waitFor({ state: 'detached' });
      await tvClock.getByText('Hole 3 of 9').waitFor();
      await tvClock.getByText(/^Offline/).waitFor({ state: 'detached' });
      await offline.getByRole('heading', { name: 'Hole 3 of 9' }).waitFor();
      await expect
        .poll(async () => Math.abs((await secondsLeft(offline)) - (await secondsLeft(host))))
        .toBeLessThanOrEqual(1);
    },
    SCENARIO_MS,
  );
});
