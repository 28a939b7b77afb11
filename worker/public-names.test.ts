import { describe, expect, it } from 'vitest';
import { courseListSchema, courseSchema } from '../domain/courses';
import { gameSnapshotSchema } from '../domain/game-protocol';
import { memberCookie } from './test/auth-helpers';
import { PATH, saveCourse, shareLookup } from './features/courses/course-fixtures';
import { connectPlayer, connectSpectator, joinGame, snapshotOf, startGame } from './features/games/game-fixtures';
import { get } from './test/http';
import { workerServing } from './test/pages';

const OBSCENE = 'fuck this';
const PENALTIES = [
  { id: 'custom-1', name: 'f.u.c.k up', count: 0 },
  { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
];
const MASKED_PENALTIES = ['***', 'Spilled Drink'];

/** A spectator board's shell as the build writes it: the header and the loading state. */
const WATCH_SHELL =
  '<!doctype html><html><head><title>Pub Golf</title></head><body><div id="root"><main><h1>Live game</h1>' +
  '<div role="status">Loading page</div></main></div></body></html>';

async function spectatorHtml(watchId: string): Promise<string> {
  const response = await workerServing(WATCH_SHELL)(`/watch/${watchId}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe("an obscene game's name and penalties", () => {
  it("read as the product's name and stars on the spectator board, its HTML and other teams' phones, and as typed on the host's", async () => {
    const { code, host, watchId } = await startGame({ name: OBSCENE, penalties: PENALTIES });
    const guest = await joinGame(code, 'Birdies');

    const watched = gameSnapshotSchema.parse(await (await get(`/api/watch/${watchId}`)).json());
    expect(watched.board.name).toBe('Pub Golf');
    expect(watched.penalties.map((penalty) => penalty.name)).toEqual(MASKED_PENALTIES);

    const html = await spectatorHtml(watchId);
    expect(html).toMatch(/<h1[^>]*>Pub Golf<\/h1>/);
    expect(html).not.toMatch(/fuck|f\.u\.c\.k/i);

    const guestView = await snapshotOf(code, guest.cookie);
    expect(guestView.board.name).toBe('Pub Golf');
    expect(guestView.penalties.map((penalty) => penalty.name)).toEqual(MASKED_PENALTIES);

    const hostView = await snapshotOf(code, host.cookie);
    expect(hostView.board.name).toBe(OBSCENE);
    expect(hostView.penalties.map((penalty) => penalty.name)).toEqual(['f.u.c.k up', 'Spilled Drink']);

    // Each board after a change: the host's socket reads the name as typed, the others as strangers do.
    const { socket: hostSocket } = await connectPlayer(code, host);
    const { socket: guestSocket } = await connectPlayer(code, guest);
    const { socket: tv } = await connectSpectator(watchId);
    const { socket: oldTv } = await connectSpectator(watchId, { mergesChanges: false });
    guestSocket.send({ type: 'score', hole: 1, score: 3, version: 1 });
    expect((await hostSocket.nextBoard()).name).toBe(OBSCENE);
    for (const socket of [guestSocket, tv, oldTv]) expect((await socket.nextBoard()).name).toBe('Pub Golf');
    hostSocket.send({ type: 'end-game' });
    expect((await hostSocket.next('ended')).board.name).toBe(OBSCENE);
    for (const socket of [guestSocket, tv]) expect((await socket.next('ended')).board.name).toBe('Pub Golf');
  });

  it('stays as typed everywhere when it is clean', async () => {
    const { watchId } = await startGame({ name: "Friday's Crawl" });
    const watched = gameSnapshotSchema.parse(await (await get(`/api/watch/${watchId}`)).json());
    expect(watched.board.name).toBe("Friday's Crawl");
    expect(await spectatorHtml(watchId)).toMatch(/<h1[^>]*>Friday&#x27;s Crawl<\/h1>/);
  });
});

describe("an obscene course's name and penalties", () => {
  it("read as the product's name and stars by its share link and its page, and as typed by its owner", async () => {
    const cookie = await memberCookie();
    const course = await saveCourse(cookie, { name: OBSCENE, penalties: PENALTIES });

    const shared = courseSchema.parse(await (await shareLookup(course.shareCode)).json());
    expect(shared.name).toBe('Pub Golf');
    expect(shared.penalties.map((penalty) => penalty.name)).toEqual(MASKED_PENALTIES);
    // Asked again, from the kept copy.
    expect(courseSchema.parse(await (await shareLookup(course.shareCode)).json()).name).toBe('Pub Golf');

    const opened = courseSchema.parse(await (await get(`${PATH}/${course.id}`)).json());
    expect(opened.name).toBe('Pub Golf');
    expect(opened.penalties.map((penalty) => penalty.name)).toEqual(MASKED_PENALTIES);
    const byAnotherMember = await get(`${PATH}/${course.id}`, { cookie: await memberCookie() });
    expect(courseSchema.parse(await byAnotherMember.json()).name).toBe('Pub Golf');

    const own = await get(`${PATH}/${course.id}`, { cookie });
    expect(courseSchema.parse(await own.json()).name).toBe(OBSCENE);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const mine = courseListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(mine.find((row) => row.id === course.id)?.name).toBe(OBSCENE);
  });
});
