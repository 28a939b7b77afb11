import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowLocalStorage } from '../fake-local-storage';
import { defaultHoles } from '../../../domain/holes';
import type { SavedRound } from '../../../domain/rounds';
import { dropQueuedRound, flushOutbox, hasQueuedWrites, queueRoundWrite, type RoundBody } from './outbox';

const USER = 'user-1';
const ROUND_A = '0b0e3c4e-8f3a-4a57-9d35-6f1f0c1a2b01';
const ROUND_B = '0b0e3c4e-8f3a-4a57-9d35-6f1f0c1a2b02';

function body(teamName: string): RoundBody {
  return { teamName, date: '2026-11-22', holes: defaultHoles(), penalties: [] };
}

/** The scorecard calls as the Worker answers them, kept in memory. */
class FakeServer {
  rounds = new Map<string, SavedRound>();
  calls: string[] = [];
  /** Answers the next calls with this status instead (a network failure when 0). */
  failures: number[] = [];
  /** Course ids the server has no course for: a round naming one is refused. */
  goneCourses = new Set<string>();
  /** Runs just before a call is answered: the player editing while it is on its way. */
  beforeAnswer: (() => void) | undefined;
  /** The server's clock: a stamp later than it is kept as its time, as the Worker keeps it. */
  now = Number.MAX_SAFE_INTEGER;

  fetch = async (url: string, init: { method: string; body: string }) => {
    this.calls.push(`${init.method} ${url}`);
    const failure = this.failures.shift();
    if (failure === 0) throw new TypeError('Failed to fetch');
    this.beforeAnswer?.();
    this.beforeAnswer = undefined;
    if (failure !== undefined) return new Response('{}', { status: failure });
    const body = JSON.parse(init.body) as RoundBody & { id?: string; editedAt: number };
    if (body.courseId && this.goneCourses.has(body.courseId)) {
      const error = { code: 'unknown_course', message: 'This course no longer exists.' };
      return Response.json(
        { error: { ...error, issues: [{ path: 'courseId', message: 'No course has this id' }] } },
        { status: 400 },
      );
    }
    const sent = { ...body, editedAt: Math.min(body.editedAt, this.now) };
    const id = init.method === 'POST' ? sent.id! : url.split('/').pop()!;
    const kept = this.rounds.get(id);
    if (init.method === 'POST' && kept) return Response.json(kept);
    if (init.method === 'PUT' && !kept) return new Response('{}', { status: 404 });
    if (kept && (kept.editedAt ?? 0) > sent.editedAt) return Response.json(kept);
    const round: SavedRound = {
      id,
      number: kept?.number ?? this.rounds.size + 1,
      teamName: sent.teamName,
      date: sent.date,
      totalScore: 0,
      holes: sent.holes,
      penalties: sent.penalties,
      courseId: sent.courseId ?? null,
      courseName: sent.courseName ?? null,
      editedAt: sent.editedAt,
      createdAt: '2026-11-22T20:00:00.000Z',
      updatedAt: '2026-11-22T20:00:00.000Z',
    };
    this.rounds.set(id, round);
    return Response.json(round, { status: kept ? 200 : 201 });
  };
}

let server: FakeServer;

beforeEach(() => {
  stubWindowLocalStorage();
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the round outbox', () => {
  it('creates a new round, then updates it, and is empty once the server has everything', async () => {
    queueRoundWrite(USER, { id: ROUND_A, round: body('first'), editedAt: 1 });
    expect((await flushOutbox(USER)).failed).toBe(false);
    queueRoundWrite(USER, { id: ROUND_A, round: body('second'), editedAt: 2, created: true });
    const result = await flushOutbox(USER);

    expect(result.saved.map((round) => round.teamName)).toEqual(['second']);
    expect(server.calls).toEqual(['POST /api/scorecards', `PUT /api/scorecards/${ROUND_A}`]);
    expect(server.rounds.get(ROUND_A)?.teamName).toBe('second');
    expect(hasQueuedWrites(USER)).toBe(false);
  });

  it("keeps every edit of a phone whose clock runs ahead of the server's, and is empty once the server has them", async () => {
    server.now = 1_000;
    queueRoundWrite(USER, { id: ROUND_A, round: body('first'), editedAt: 600_000 });
    expect((await flushOutbox(USER)).failed).toBe(false);
    expect(server.rounds.get(ROUND_A)).toMatchObject({ teamName: 'first', editedAt: 1_000 });
    server.now = 2_000;
    queueRoundWrite(USER, { id: ROUND_A, round: body('second'), editedAt: 601_000, created: true });
    expect((await flushOutbox(USER)).failed).toBe(false);
    expect(server.rounds.get(ROUND_A)).toMatchObject({ teamName: 'second', editedAt: 2_000 });
    expect(hasQueuedWrites(USER)).toBe(false);
  });

  it('keeps a write the network lost, and sends only the latest edit of each round, in order', async () => {
    server.failures = [0];
    queueRoundWrite(USER, { id: ROUND_A, round: body('a1'), editedAt: 1 });
    expect(await flushOutbox(USER)).toEqual({ saved: [], failed: true });
    queueRoundWrite(USER, { id: ROUND_B, round: body('b1'), editedAt: 2 });
    queueRoundWrite(USER, { id: ROUND_A, round: body('a2'), editedAt: 3 });

    const result = await flushOutbox(USER);
    expect(result.saved.map((round) => round.teamName)).toEqual(['a2', 'b1']);
    expect(server.rounds.size).toBe(2);
    expect(hasQueuedWrites(USER)).toBe(false);
  });

  it('stops at the first failure so later writes never overtake it', async () => {
    server.failures = [503];
    queueRoundWrite(USER, { id: ROUND_A, round: body('a'), editedAt: 1 });
    queueRoundWrite(USER, { id: ROUND_B, round: body('b'), editedAt: 2 });
    expect((await flushOutbox(USER)).failed).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(hasQueuedWrites(USER)).toBe(true);
  });

  it('a create whose answer was lost is not made twice: the repeat finds it and updates it', async () => {
    await server.fetch('/api/scorecards', {
      method: 'POST',
      body: JSON.stringify({ ...body('old'), id: ROUND_A, editedAt: 1 }),
    });
    queueRoundWrite(USER, { id: ROUND_A, round: body('newer'), editedAt: 5 });
    await flushOutbox(USER);
    expect(server.rounds.size).toBe(1);
    expect(server.rounds.get(ROUND_A)?.teamName).toBe('newer');
  });

  it('keeps an edit made while the previous one was on its way, as an update', async () => {
    queueRoundWrite(USER, { id: ROUND_A, round: body('sent'), editedAt: 1 });
    server.beforeAnswer = () => queueRoundWrite(USER, { id: ROUND_A, round: body('typed meanwhile'), editedAt: 2 });
    await flushOutbox(USER);
    expect(hasQueuedWrites(USER)).toBe(true);

    await flushOutbox(USER);
    expect(server.calls.at(-1)).toBe(`PUT /api/scorecards/${ROUND_A}`);
    expect(server.rounds.get(ROUND_A)?.teamName).toBe('typed meanwhile');
    expect(hasQueuedWrites(USER)).toBe(false);
  });

  it('creates a round again when it has gone from the server, so nothing typed is lost', async () => {
    queueRoundWrite(USER, { id: ROUND_A, round: body('kept here'), editedAt: 4, created: true });
    await flushOutbox(USER);
    expect(server.calls).toEqual([`PUT /api/scorecards/${ROUND_A}`, 'POST /api/scorecards']);
    expect(server.rounds.get(ROUND_A)?.teamName).toBe('kept here');
  });

  it('keeps a round whose course was deleted before it was sent, without the course but under its name', async () => {
    const course = '5d1c2b3a-0000-4000-8000-000000000001';
    server.goneCourses.add(course);
    const round = { ...body('on a gone course'), courseId: course, courseName: 'Old Town Crawl' };
    queueRoundWrite(USER, { id: ROUND_A, round, editedAt: 1 });
    const result = await flushOutbox(USER);
    expect(result.saved.map((saved) => [saved.teamName, saved.courseId, saved.courseName])).toEqual([
      ['on a gone course', null, 'Old Town Crawl'],
    ]);
    expect(hasQueuedWrites(USER)).toBe(false);
  });

  it('drops a write the server refuses for good, and sends the ones behind it', async () => {
    server.failures = [409];
    queueRoundWrite(USER, { id: ROUND_A, round: body('taken id'), editedAt: 1 });
    queueRoundWrite(USER, { id: ROUND_B, round: body('fine'), editedAt: 2 });
    const result = await flushOutbox(USER);
    expect(result).toMatchObject({ failed: false, saved: [{ teamName: 'fine' }] });
    expect(hasQueuedWrites(USER)).toBe(false);
  });

  it('keeps writes when signed out, and forgets a deleted round', async () => {
    server.failures = [401];
    queueRoundWrite(USER, { id: ROUND_A, round: body('a'), editedAt: 1 });
    expect((await flushOutbox(USER)).failed).toBe(true);
    expect(hasQueuedWrites(USER)).toBe(true);
    dropQueuedRound(USER, ROUND_A);
    expect(hasQueuedWrites(USER)).toBe(false);
    expect(hasQueuedWrites('someone-else')).toBe(false);
  });

  it('runs one flush at a time: overlapping calls never send a write twice', async () => {
    queueRoundWrite(USER, { id: ROUND_A, round: body('a'), editedAt: 1 });
    await Promise.all([flushOutbox(USER), flushOutbox(USER), flushOutbox(USER)]);
    expect(server.calls).toEqual(['POST /api/scorecards']);
  });
});
