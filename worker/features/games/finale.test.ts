import { evictDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { gameSnapshotSchema, teamCardSchema, type Board, type ServerMessage } from '../../../domain/game-protocol';
import { errorOf, get, postJson } from '../../test/http';
import { PLAIN_SHELL, workerServing } from '../../test/pages';
import {
  clientAddress,
  connectPlayer,
  connectSpectator,
  joinGame,
  roomOf,
  roundsOf,
  snapshotOf,
  startGame,
  type Player,
  type TestSocket,
} from './game-fixtures';

/** A page's HTML as the Worker serves it, with the game's snapshot inside. */
async function pageHtml(path: string, cookie?: string): Promise<string> {
  const response = await workerServing(PLAIN_SHELL)(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

function finale(code: string, player: Pick<Player, 'cookie'> | null, action: 'blackout' | 'reveal', holes?: number) {
  return postJson(`/api/games/${code}/${action}`, action === 'blackout' ? { holes } : {}, {
    ...(player ? { cookie: player.cookie } : {}),
    headers: { 'CF-Connecting-IP': clientAddress() },
  });
}

async function scoreHoles(socket: TestSocket, scores: Record<number, number>): Promise<void> {
  for (const [hole, score] of Object.entries(scores)) {
    await socket.ask({ type: 'score', hole: Number(hole), score, version: 1 }, 'card');
  }
}

const totals = (board: Board) => Object.fromEntries(board.teams.map((team) => [team.id, team.total]));

/** Every board a socket was sent, whole or in changes, and every team card not its own. */
function boardsOf(socket: TestSocket): Board[] {
  return socket.boards.filter((board): board is Board => board !== null);
}

function othersCards(messages: readonly ServerMessage[], own: string | null): ServerMessage[] {
  return messages.filter((message) => message.type === 'card' && message.card.teamId !== own);
}

describe('the finale', () => {
  it('hides the last holes from every board until the host reveals them, and then shows them to every screen', async () => {
    // Par 4 on hole 1, par 3 after.
    const { code, host, watchId, member } = await startGame({ hostTeamName: 'Hosts' });
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const tv = (await connectSpectator(watchId)).socket;
    const oldTv = (await connectSpectator(watchId, { mergesChanges: false })).socket;

    await scoreHoles(hostSocket, { 1: 4, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 });
    await scoreHoles(guestSocket, { 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 });
    await guestSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', count: 1, version: 1 }, 'card');
    const before = totals((await snapshotOf(code)).board);

    // Only the host's team (or the co-host's) hides the board, on the socket and over HTTP.
    expect(await guestSocket.ask({ type: 'blackout', holes: 3 }, 'error')).toMatchObject({ code: 'forbidden' });
    expect(await tv.ask({ type: 'blackout', holes: 3 }, 'error')).toMatchObject({ code: 'forbidden' });
    const guestTries = await finale(code, guest, 'blackout', 3);
    expect(guestTries.status).toBe(403);
    expect((await finale(code, null, 'blackout', 3)).status).toBe(403);
    const tooMany = await finale(code, host, 'blackout', 4);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await errorOf(tooMany))).toContain('holes must be at most 3');
    expect((await hostSocket.ask({ type: 'blackout', holes: 0.5 }, 'error')).message).toContain('holes');

    const from = { tv: tv.messages.length, oldTv: oldTv.messages.length, guest: guestSocket.messages.length };
    expect((await finale(code, host, 'blackout', 3)).status).toBe(204);
    for (const socket of [hostSocket, guestSocket, tv, oldTv]) {
      await expect.poll(() => boardsOf(socket).at(-1)?.hiddenHoles).toBe(3);
    }

    // Holes 7 to 9 and a penalty, scored in the dark; a late hole 6 still shows.
    await scoreHoles(hostSocket, { 7: 1, 8: 1, 9: 1 });
    await scoreHoles(guestSocket, { 7: 6, 8: 6 });
    await guestSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', count: 3, version: 2 }, 'card');
    const late = await joinGame(code, 'Latecomers');
    const lateSocket = (await connectPlayer(code, late)).socket;
    await scoreHoles(lateSocket, { 6: 2, 7: 1 });

    // The team's own phone still has its whole card.
    const guestOwn = await snapshotOf(code, guest.cookie);
    expect(guestOwn.yourCard?.holes[6]?.score).toBe(6);
    expect(guestOwn.board.hiddenHoles).toBe(3);

    const shown = await snapshotOf(code);
    expect(totals(shown.board)).toMatchObject(before);
    const lateRow = shown.board.teams.find((team) => team.id === late.teamId);
    expect(lateRow).toMatchObject({ total: -1, holesPlayed: 1, lastScored: { holeNumber: 6, score: 2 } });
    const hidden = (board: Board) =>
      board.teams.every((team) => team.id === late.teamId || before[team.id] === team.total) &&
      board.teams.every((team) => (team.lastScored?.holeNumber ?? 0) <= 6) &&
      board.awards === undefined;
    expect(hidden(shown.board)).toBe(true);
    expect(hidden((await snapshotOf(code, host.cookie)).board)).toBe(true);
    // A board row of a team that scored only hidden holes does not even look changed.
    const guestRow = shown.board.teams.find((team) => team.id === guest.teamId);
    expect(guestRow?.changes).toBe(
      boardsOf(tv)
        .at(from.tv)
        ?.teams.find((team) => team.id === guest.teamId)?.changes,
    );

    // The HTTP reads of another team's card, by a player and a spectator.
    for (const response of [
      await get(`/api/games/${code}/teams/${host.teamId}`, { cookie: guest.cookie }),
      await get(`/api/watch/${watchId}/teams/${guest.teamId}`),
    ]) {
      const card = teamCardSchema.parse(await response.json());
      expect(card.holes.slice(6).map((hole) => hole.score)).toEqual([null, null, null]);
      expect(card.penalties.find((penalty) => penalty.id === 'late-to-bar')?.count ?? 0).toBeLessThanOrEqual(1);
    }
    const watched = await get(`/api/watch/${watchId}`);
    expect(hidden(gameSnapshotSchema.parse(await watched.json()).board)).toBe(true);

    // The painted pages: the spectator board, and the guest's page (its own card, every other row as the board shows it).
    const hostHiddenTotal = before[host.teamId]! - 6;
    const token = guest.cookie.match(/game_team=([^;]+)/)?.[1] ?? '';
    for (const html of [
      await pageHtml(`/watch/${watchId}`),
      await pageHtml(`/play/${code}`, `game_team_page=${token}`),
    ]) {
      expect(html).toContain('Hosts');
      expect(html).not.toContain(`"total":${hostHiddenTotal}`);
      expect(html).not.toContain('"holeNumber":7,"score":1');
    }

    // Every message another phone or the TV got: no board moved by a hidden hole, no other team's card.
    hostSocket.send({ type: 'end-game' });
    for (const socket of [hostSocket, guestSocket, tv, oldTv, lateSocket]) {
      const ended = await socket.next('ended');
      expect(ended.board.hiddenHoles).toBe(3);
      expect(hidden(ended.board)).toBe(true);
    }
    for (const [socket, own, start] of [
      [tv, null, from.tv],
      [oldTv, null, from.oldTv],
      [guestSocket, guest.teamId, from.guest],
    ] as const) {
      expect(boardsOf(socket).slice(start).every(hidden)).toBe(true);
      expect(othersCards(socket.messages, own)).toEqual([]);
    }
    expect(hidden((await snapshotOf(code)).board)).toBe(true);
    // A kept round carries its place: none is kept before the reveal.
    expect(await roundsOf(member.user.id)).toEqual([]);
    // A phone of no team reads, painted, that the final standings and the rounds come with the reveal.
    const waiting = await pageHtml(`/play/${code}`);
    expect(waiting).toContain('The final standings come with the reveal.');
    expect(waiting).not.toContain('Share results');
    expect(waiting).toContain('STANDINGS AFTER HOLE 6');
    expect(waiting).not.toContain('FINAL STANDINGS');

    // After the end: screens still connect to wait for the reveal; no more blackouts; only the host reveals.
    const lateTv = (await connectSpectator(watchId)).socket;
    expect(await hostSocket.ask({ type: 'blackout', holes: 0 }, 'error')).toMatchObject({ code: 'ended' });
    expect(await guestSocket.ask({ type: 'reveal' }, 'error')).toMatchObject({ code: 'forbidden' });
    expect((await finale(code, guest, 'reveal')).status).toBe(403);
    expect((await finale(code, host, 'reveal')).status).toBe(204);
    for (const socket of [hostSocket, guestSocket, tv, oldTv, lateTv]) {
      const { board } = await socket.next('revealed');
      expect(board.hiddenHoles).toBeUndefined();
      expect(board.teams[0]?.id).toBe(host.teamId);
      expect(board.teams.find((team) => team.id === host.teamId)?.total).toBe(hostHiddenTotal);
      expect(board.awards?.length).toBeGreaterThan(0);
    }
    const final = await snapshotOf(code);
    expect(final.board.hiddenHoles).toBeUndefined();
    expect(final.board.awards?.length).toBeGreaterThan(0);
    await expect.poll(async () => (await roundsOf(member.user.id)).length).toBe(1);
    const revealed = await pageHtml(`/play/${code}`);
    expect(revealed).toContain('These are the final standings.');
    expect(revealed).toContain('Share results');
    const again = await finale(code, host, 'reveal');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toContain('Nothing is hidden');
    for (const socket of [hostSocket, guestSocket, tv, oldTv, lateSocket, lateTv]) socket.close();
  });

  it('lets the co-host hide holes and show them again, and a reveal waits for the end', async () => {
    const { code, host } = await startGame();
    const caddy = await joinGame(code, 'Caddies');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const caddySocket = (await connectPlayer(code, caddy)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    await scoreHoles(hostSocket, { 8: 2 });

    expect((await finale(code, caddy, 'blackout', 2)).status).toBe(204);
    expect((await snapshotOf(code)).board.hiddenHoles).toBe(2);
    expect((await snapshotOf(code)).board.teams.find((team) => team.id === host.teamId)?.holesPlayed).toBe(0);
    const early = await finale(code, caddy, 'reveal');
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe('End the game before the reveal.');

    caddySocket.send({ type: 'blackout', holes: 0 });
    await expect.poll(async () => (await snapshotOf(code)).board.hiddenHoles).toBeUndefined();
    expect((await snapshotOf(code)).board.teams.find((team) => team.id === host.teamId)?.holesPlayed).toBe(1);

    // A game that ends with nothing hidden has nothing to reveal.
    hostSocket.send({ type: 'end-game' });
    await hostSocket.next('ended');
    expect((await finale(code, host, 'reveal')).status).toBe(409);
    for (const socket of [hostSocket, caddySocket]) socket.close();
  });

  it('sends no penalty taken on a hidden hole to another phone or the TV before the reveal', async () => {
    const { code, host, watchId } = await startGame({ hostTeamName: 'Hosts' });
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const tv = (await connectSpectator(watchId)).socket;
    await guestSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', hole: 2, count: 1, version: 1 }, 'card');
    expect((await finale(code, host, 'blackout', 2)).status).toBe(204);
    await expect.poll(() => boardsOf(tv).at(-1)?.hiddenHoles).toBe(2);
    const from = tv.messages.length;

    // Two spills on hidden hole 8, and a late arrival on hole 5, which shows.
    await guestSocket.ask({ type: 'penalty', penaltyId: 'spilled-drink', hole: 8, count: 2, version: 1 }, 'card');
    await guestSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', hole: 5, count: 1, version: 1 }, 'card');
    await expect
      .poll(
        () =>
          boardsOf(tv)
            .at(-1)
            ?.teams.find((team) => team.id === guest.teamId)?.total,
      )
      .toBe(2);
    const guestRow = (board: Board) => board.teams.find((team) => team.id === guest.teamId);
    for (const board of [
      ...boardsOf(tv),
      (await snapshotOf(code)).board,
      (await snapshotOf(code, host.cookie)).board,
    ]) {
      expect(guestRow(board)?.total ?? 0).toBeLessThanOrEqual(2);
    }
    for (const response of [
      await get(`/api/games/${code}/teams/${guest.teamId}`, { cookie: host.cookie }),
      await get(`/api/watch/${watchId}/teams/${guest.teamId}`),
    ]) {
      const card = teamCardSchema.parse(await response.json());
      expect(card.holePenalties?.map((penalty) => penalty.hole)).toEqual([2, 5]);
    }
    expect(othersCards(tv.messages.slice(from), null)).toEqual([]);
    // The team's own phone has the whole card.
    expect((await snapshotOf(code, guest.cookie)).yourCard?.holePenalties).toHaveLength(3);

    hostSocket.send({ type: 'end-game' });
    await tv.next('ended');
    expect((await finale(code, host, 'reveal')).status).toBe(204);
    const { board } = await tv.next('revealed');
    expect(guestRow(board)?.total).toBe(4);
    for (const socket of [hostSocket, guestSocket, tv]) socket.close();
  });

  it('sends a team its own mulligan on a hidden hole, and no other phone nor the TV hears of it before the reveal', async () => {
    // Par 3 on hole 8.
    const { code, host, watchId } = await startGame({ hostTeamName: 'Hosts', mulligans: 2 });
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const tv = (await connectSpectator(watchId)).socket;
    guestSocket.send({ type: 'mulligan', hole: 2 });
    await guestSocket.next('card');
    expect((await finale(code, host, 'blackout', 2)).status).toBe(204);
    await expect.poll(() => boardsOf(tv).at(-1)?.hiddenHoles).toBe(2);
    const from = { host: hostSocket.messages.length, tv: tv.messages.length };

    // Three over and a spill on hidden hole 8, then a mulligan on it.
    await scoreHoles(guestSocket, { 8: 6 });
    await guestSocket.ask({ type: 'penalty', penaltyId: 'spilled-drink', hole: 8, count: 1, version: 1 }, 'card');
    const { card } = await guestSocket.ask({ type: 'mulligan', hole: 8 }, 'card');
    expect(card.mulliganHoles).toEqual([2, 8]);
    expect(card.holes.find((hole) => hole.holeNumber === 8)?.score).toBe(6);
    const own = (await snapshotOf(code, guest.cookie)).yourCard;
    expect(own?.mulliganHoles).toEqual([2, 8]);
    expect(own?.holePenalties).toContainEqual(expect.objectContaining({ hole: 8, count: 1 }));
    expect(await guestSocket.ask({ type: 'mulligan', hole: 8 }, 'error')).toMatchObject({
      message: 'Your team already used a mulligan on hole 8.',
    });

    const read = teamCardSchema.parse(await (await get(`/api/watch/${watchId}/teams/${guest.teamId}`)).json());
    expect(read.mulliganHoles).toBeUndefined();
    expect(read.holes.find((hole) => hole.holeNumber === 8)?.score ?? null).toBeNull();
    expect((await snapshotOf(code, host.cookie)).yourCard?.mulliganHoles).toEqual([]);

    // Every board up to the end, the team's own phone's too, shows the row as the blackout began.
    hostSocket.send({ type: 'end-game' });
    for (const socket of [tv, hostSocket, guestSocket]) await socket.next('ended');
    const guestRow = (board: Board) => board.teams.find((team) => team.id === guest.teamId);
    for (const board of [
      ...boardsOf(tv),
      ...boardsOf(hostSocket),
      ...boardsOf(guestSocket),
      (await snapshotOf(code)).board,
      (await snapshotOf(code, host.cookie)).board,
      (await snapshotOf(code, guest.cookie)).board,
    ]) {
      expect(guestRow(board)?.mulliganHoles ?? [2]).toEqual([2]);
      expect(guestRow(board)?.total ?? 0).toBe(0);
    }
    expect(othersCards(hostSocket.messages.slice(from.host), host.teamId)).toEqual([]);
    expect(othersCards(tv.messages.slice(from.tv), null)).toEqual([]);

    expect((await finale(code, host, 'reveal')).status).toBe(204);
    const { board } = await tv.next('revealed');
    expect(guestRow(board)).toMatchObject({ total: 0, mulliganHoles: [2, 8] });
    for (const socket of [hostSocket, guestSocket, tv]) socket.close();
  });

  it('tells only the host and the co-host of a mulligan on a hidden hole, so either can undo it before the reveal', async () => {
    const { code, host, watchId } = await startGame({ hostTeamName: 'Hosts', mulligans: 2 });
    const guest = await joinGame(code, 'Eagles');
    const caddy = await joinGame(code, 'Caddies');
    const third = await joinGame(code, 'Condors');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const caddySocket = (await connectPlayer(code, caddy)).socket;
    const thirdSocket = (await connectPlayer(code, third)).socket;
    const tv = (await connectSpectator(watchId)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    // A team made co-host hears the list at once: none yet.
    expect((await caddySocket.next('hidden-mulligans')).mulligans).toEqual([]);
    guestSocket.send({ type: 'mulligan', hole: 2 });
    await guestSocket.next('card');
    expect((await finale(code, host, 'blackout', 2)).status).toBe(204);
    await expect.poll(() => boardsOf(tv).at(-1)?.hiddenHoles).toBe(2);
    // The blackout begins with none on a hidden hole.
    for (const socket of [hostSocket, caddySocket]) {
      expect((await socket.next('hidden-mulligans')).mulligans).toEqual([]);
    }
    const from = { third: thirdSocket.messages.length, tv: tv.messages.length, guest: guestSocket.messages.length };
    const shownBefore = JSON.stringify(
      boardsOf(tv)
        .at(-1)
        ?.teams.find((team) => team.id === guest.teamId),
    );

    // A mulligan on hidden hole 8: the host and the co-host hear which team and which hole, nothing more.
    guestSocket.send({ type: 'mulligan', hole: 8 });
    const spent = [{ teamId: guest.teamId, teamName: 'Eagles', hole: 8 }];
    expect((await hostSocket.next('hidden-mulligans')).mulligans).toEqual(spent);
    expect((await caddySocket.next('hidden-mulligans')).mulligans).toEqual(spent);
    // A host's phone that connects later hears it right after its snapshot.
    const laterHost = (await connectPlayer(code, host)).socket;
    expect((await laterHost.next('hidden-mulligans')).mulligans).toEqual(spent);

    // The host undoes it before the reveal, as on a hole the board shows, though the game was asleep meanwhile.
    await evictDurableObject(roomOf(code));
    hostSocket.send({ type: 'undo-mulligan', teamId: guest.teamId, hole: 8 });
    expect((await hostSocket.next('hidden-mulligans')).mulligans).toEqual([]);
    expect((await caddySocket.next('hidden-mulligans')).mulligans).toEqual([]);
    const guestCards = () =>
      guestSocket.messages.slice(from.guest).flatMap((message) => (message.type === 'card' ? [message.card] : []));
    await expect.poll(() => guestCards().map((card) => card.mulliganHoles)).toEqual([[2, 8], [2]]);

    // Then the third team scores a shown hole, and every message before it has been delivered.
    await scoreHoles(thirdSocket, { 5: 3 });
    const thirdScored = (board: Board | undefined) =>
      board?.teams.find((team) => team.id === third.teamId)?.holesPlayed === 1;
    await expect.poll(() => thirdScored(boardsOf(tv).at(-1))).toBe(true);
    await expect.poll(() => thirdScored(boardsOf(thirdSocket).at(-1))).toBe(true);
    for (const [socket, at] of [
      [thirdSocket, from.third],
      [tv, from.tv],
      [guestSocket, from.guest],
    ] as const) {
      const since = socket.messages.slice(at);
      expect(since.filter((message) => message.type === 'hidden-mulligans')).toEqual([]);
      expect(
        othersCards(since, socket === guestSocket ? guest.teamId : socket === thirdSocket ? third.teamId : null),
      ).toEqual([]);
      for (const board of boardsOf(socket).slice(-since.length)) {
        expect(JSON.stringify(board.teams.find((team) => team.id === guest.teamId))).toBe(shownBefore);
      }
    }

    hostSocket.send({ type: 'end-game' });
    await tv.next('ended');
    expect((await finale(code, host, 'reveal')).status).toBe(204);
    const { board } = await tv.next('revealed');
    expect(board.teams.find((team) => team.id === guest.teamId)?.mulliganHoles).toEqual([2]);
    for (const socket of [hostSocket, laterHost, guestSocket, caddySocket, thirdSocket, tv]) socket.close();
  });
});
