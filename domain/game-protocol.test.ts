import { describe, expect, it } from 'vitest';
import {
  clientMessageSchema,
  createGameRequestSchema,
  gameCodeSchema,
  gameSnapshotSchema,
  isNewerEdit,
  joinGameRequestSchema,
  normalizeGameCode,
  serverMessageSchema,
  typedGameCode,
  watchIdSchema,
} from './game-protocol';
import { card, layout, penalties } from './team-card-fixture';

describe('game codes', () => {
  it('are six letters of the share-code alphabet', () => {
    expect(gameCodeSchema.safeParse('AB23CD').success).toBe(true);
    expect(gameCodeSchema.safeParse('AB23C').success).toBe(false);
    expect(gameCodeSchema.safeParse('AB23CDE').success).toBe(false);
    // 0, O, 1, I, L and U are left out so a code read aloud is typed right.
    for (const code of ['AB23C0', 'AB23CO', 'AB23C1', 'AB23CI', 'AB23CL', 'AB23CU', 'ab23cd']) {
      expect(gameCodeSchema.safeParse(code).success, code).toBe(false);
    }
  });

  it('say what is wrong once, however many ways a code is wrong', () => {
    expect(gameCodeSchema.safeParse('!').error?.issues.map((issue) => issue.message)).toEqual([
      'code is not a game code',
    ]);
  });

  it('are read as typed, in upper case and without spaces or dashes', () => {
    expect(normalizeGameCode(' ab2-3cd ')).toBe('AB23CD');
    expect(normalizeGameCode('ab2.3cd')).toBe('AB23CD');
    expect(normalizeGameCode('ab2\u00a03cd')).toBe('AB23CD');
    expect(normalizeGameCode('ab2_3/cd')).toBe('AB23CD');
  });

  it('are held in a code box without separators, cut to six only after the separators are gone', () => {
    expect(typedGameCode(' v y h x n q ')).toBe('VYHXNQ');
    expect(typedGameCode('vyh–xnq')).toBe('VYHXNQ');
    expect(typedGameCode('vyhxnqz')).toBe('VYHXNQ');
    expect(typedGameCode('pub')).toBe('PUB');
  });
});

describe('spectator ids', () => {
  it('are 64 lower-case hex digits', () => {
    expect(watchIdSchema.safeParse('a'.repeat(64)).success).toBe(true);
    expect(watchIdSchema.safeParse('a'.repeat(63)).success).toBe(false);
    expect(watchIdSchema.safeParse('A'.repeat(64)).success).toBe(false);
    expect(watchIdSchema.safeParse('AB23CD').success).toBe(false);
  });
});

describe('create and join requests', () => {
  it('take a card or a course layout, with an optional name, course and day', () => {
    const parsed = createGameRequestSchema.parse({
      source: 'course',
      holes: layout,
      penalties,
      name: '  Friday crawl ',
      courseId: crypto.randomUUID(),
      date: '2026-11-22',
    });
    expect(parsed.name).toBe('Friday crawl');
    expect(createGameRequestSchema.safeParse({ source: 'card', holes: layout, penalties }).success).toBe(true);
  });

  it('refuse an unknown source, a blank name and a card without nine holes', () => {
    expect(createGameRequestSchema.safeParse({ source: 'pub', holes: layout, penalties }).success).toBe(false);
    expect(createGameRequestSchema.safeParse({ source: 'card', holes: layout, penalties, name: '  ' }).success).toBe(
      false,
    );
    expect(createGameRequestSchema.safeParse({ source: 'card', holes: layout.slice(1), penalties }).success).toBe(
      false,
    );
  });

  it('join with a team name of 1 to 60 characters after trimming', () => {
    expect(joinGameRequestSchema.parse({ teamName: '  The Birdies ' }).teamName).toBe('The Birdies');
    expect(joinGameRequestSchema.safeParse({ teamName: '   ' }).success).toBe(false);
    expect(joinGameRequestSchema.safeParse({ teamName: 'x'.repeat(60) }).success).toBe(true);
    expect(joinGameRequestSchema.safeParse({ teamName: 'x'.repeat(61) }).success).toBe(false);
    expect(joinGameRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('client messages', () => {
  it('score a hole with a number, NA or nothing, at a version', () => {
    for (const score of [0, 10, 'NA', null]) {
      expect(clientMessageSchema.safeParse({ type: 'score', hole: 3, score, version: 1 }).success, String(score)).toBe(
        true,
      );
    }
  });

  it('refuse holes outside 1 to 9, scores outside 0 to 10 and versions below 1', () => {
    const bad = [
      { type: 'score', hole: 0, score: 3, version: 1 },
      { type: 'score', hole: 10, score: 3, version: 1 },
      { type: 'score', hole: 1, score: 11, version: 1 },
      { type: 'score', hole: 1, score: 2.5, version: 1 },
      { type: 'score', hole: 1, version: 1 },
      { type: 'score', hole: 1, score: 3, version: 0 },
      { type: 'penalty', penaltyId: 'late-to-bar', count: -1, version: 1 },
      { type: 'penalty', penaltyId: 'late-to-bar', count: 1000, version: 1 },
      { type: 'rename-game', name: '' },
      { type: 'remove-team' },
      { type: 'shout' },
      'ping',
    ];
    for (const message of bad)
      expect(clientMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });

  it('take host actions and pings', () => {
    for (const message of [
      { type: 'penalty', penaltyId: 'late-to-bar', count: 2, version: 5 },
      { type: 'rename-game', name: 'Final crawl' },
      { type: 'remove-team', teamId: 'team-1' },
      { type: 'end-game' },
      { type: 'ping' },
    ]) {
      expect(clientMessageSchema.safeParse(message).success, message.type).toBe(true);
    }
  });
});

describe('server messages', () => {
  const board = {
    name: 'Pub Golf',
    status: 'live',
    endedAt: null,
    teams: [
      {
        id: 't1',
        name: 'Birdies',
        isHost: true,
        holesPlayed: 1,
        total: 1,
        parStatus: 'ABOVE PAR',
        online: true,
        changes: 1,
        updatedAt: '2026-11-22T20:00:00.000Z',
        lastScored: { holeNumber: 1, score: 4, barName: 'The Salisbury' },
      },
    ],
  };

  it('carry the snapshot, the board, the card, the end and errors', () => {
    const snapshot = {
      code: 'AB23CD',
      watchId: 'f'.repeat(64),
      date: '2026-11-22',
      holes: layout,
      penalties,
      board,
      you: { teamId: 't1', isHost: true },
      yourCard: { teamId: 't1', ...card({ 1: 4 }) },
    };
    expect(gameSnapshotSchema.safeParse(snapshot).success).toBe(true);
    for (const message of [
      { type: 'snapshot', ...snapshot, code: null, you: null, yourCard: null },
      { type: 'board', board },
      { type: 'board-changes', name: 'Pub Golf', teams: board.teams, removed: ['t2'] },
      { type: 'card', card: snapshot.yourCard },
      { type: 'ended', board: { ...board, status: 'ended', endedAt: '2026-11-22T23:00:00.000Z' } },
      { type: 'removed' },
      { type: 'error', code: 'forbidden', message: 'Only the host can end the game.' },
      { type: 'pong' },
    ]) {
      expect(serverMessageSchema.safeParse(message).success, message.type).toBe(true);
    }
  });
});

describe('isNewerEdit', () => {
  it('keeps only an edit newer than the one the cell holds', () => {
    expect(isNewerEdit(0, 1)).toBe(true);
    expect(isNewerEdit(5, 6)).toBe(true);
    expect(isNewerEdit(5, 5)).toBe(false);
    expect(isNewerEdit(5, 4)).toBe(false);
  });
});
