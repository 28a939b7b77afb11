import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TWENTY_LONG_PENALTIES, longHoles } from './fixtures/long-names';

/** The board's region on a team's page, live or final, or ended and hidden until the reveal. */
export const liveBoard = (page: Page) =>
  page.getByRole('region', { name: /^(LIVE BOARD|FINAL STANDINGS|STANDINGS AFTER HOLE \d)$/ });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A team's row on a board: its place, name and badges, holes played, total and par status. */
export const teamRow = (page: Page, team: string) =>
  liveBoard(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(team)}( |$)`) }) });

/** A team's row as one line of text, or '' while the board does not list it. */
export const rowText = async (page: Page, team: string) =>
  ((await teamRow(page, team).count()) === 1 ? await teamRow(page, team).innerText() : '').replace(/\s+/g, ' ');

export const scoreSelect = (page: Page, hole: number) => page.getByRole('combobox', { name: `Hole ${hole} score` });

export const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

/**
 * A signed-in member starts a game on the long bars and twenty penalties from `page`, whose
 * context then holds the host team's cookie; answers the join code.
 */
export async function startLiveGame(
  page: Page,
  request: { name: string; hostTeamName: string; rules?: string; mulligans?: number },
): Promise<string> {
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    },
    {
      source: 'card',
      holes: longHoles(),
      penalties: TWENTY_LONG_PENALTIES.map((penalty) => ({ ...penalty, count: 0 })),
      ...request,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.code ?? '';
}

/**
 * Joins the game from `page` with a team name, and waits for the team's own card, live: the form
 * is painted before the app arrives, and joins as a plain form post when sent before it, to a page
 * painted again, which the app then takes over.
 */
export async function joinAs(page: Page, code: string, teamName: string) {
  await page.goto(`/play/${code}`);
  await page.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.getByRole('heading', { name: `Your card: ${teamName}` }).waitFor();
  await expect.poll(() => connection(page).getAttribute('data-status')).toBe('open');
}

/**
 * Opens the host's controls from their button by the game's title, once the app has taken over
 * the page the Worker painted (its socket is open); answers their dialog.
 */
export async function openHostControls(page: Page) {
  await expect.poll(() => connection(page).getAttribute('data-status')).toBe('open');
  await page.getByRole('button', { name: 'Host controls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Host controls' });
  await dialog.waitFor();
  return dialog;
}

/**
 * Sends `messages` over a team's socket opened from `page` (whose context holds the team's cookie),
 * one after the other as the game answers; with 'end-game' last, waits for the game to end.
 */
export async function playOverSocket(page: Page, code: string, messages: readonly object[]): Promise<void> {
  const ended = await page.evaluate(
    async ({ code, messages }) =>
      new Promise<boolean>((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/games/${code}/live`);
        let next = 0;
        const sendNext = () => {
          const message = messages[next++];
          if (message) socket.send(JSON.stringify(message));
        };
        socket.addEventListener('error', () => reject(new Error('The socket failed')));
        socket.addEventListener('message', (event) => {
          const type = (JSON.parse(String(event.data)) as { type: string }).type;
          if (type === 'error') reject(new Error(String(event.data)));
          else if (type === 'ended') {
            socket.close();
            resolve(true);
          } else if (type === 'snapshot' || type === 'card') {
            if (next < messages.length) sendNext();
            else if (type === 'card') {
              socket.close();
              resolve(false);
            }
          }
        });
      }),
    { code, messages },
  );
  const endsIt = messages.some((message) => (message as { type?: string }).type === 'end-game');
  expect(ended).toBe(endsIt);
}
