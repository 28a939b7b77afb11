import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowLocalStorage } from '../../../lib/fake-local-storage';
import { defaultHoles } from '../../../../domain/holes';
import { keepRoundLater, roundsToKeep } from './rounds-to-keep';
import { sendRoundsToKeep } from './send-rounds-to-keep';

const DAY_MS = 24 * 60 * 60 * 1000;

const savedRound = {
  id: 'round-1',
  number: 1,
  teamName: 'Birdies',
  date: '2026-11-21',
  totalScore: -1,
  holes: defaultHoles(),
  penalties: [],
  courseId: null,
  courseName: null,
  editedAt: null,
  createdAt: '2026-11-21T23:00:00.000Z',
  updatedAt: '2026-11-21T23:00:00.000Z',
};

const error = (status: number, code: string) =>
  new Response(JSON.stringify({ error: { code, message: `Refused: ${code}` } }), { status });

/** The answer the server gives for each game code. */
function serverAnswers(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const code = /\/api\/games\/(\w+)\/keep$/.exec(url)?.[1] ?? '';
      const answer = answers[code];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
}

beforeEach(() => {
  stubWindowLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const round = (code: string) => ({ code, gameName: `Game ${code}`, teamName: 'Birdies' });

describe('the live-game rounds a phone asked to keep', () => {
  it('wait on the phone, one a game, until a week has passed', () => {
    const now = Date.parse('2026-11-21T23:00:00Z');
    keepRoundLater(round('AAAAAA'), now);
    keepRoundLater({ ...round('AAAAAA'), teamName: 'Renamed' }, now);
    keepRoundLater(round('BBBBBB'), now);
    expect(roundsToKeep(now).map((kept) => [kept.code, kept.teamName])).toEqual([
      ['AAAAAA', 'Renamed'],
      ['BBBBBB', 'Birdies'],
    ]);
    expect(roundsToKeep(now + 7 * DAY_MS)).toEqual([]);
  });

  it('leave the phone once the server has them, new or kept before', async () => {
    keepRoundLater(round('AAAAAA'));
    keepRoundLater(round('BBBBBB'));
    serverAnswers({
      AAAAAA: () => Response.json(savedRound, { status: 201 }),
      BBBBBB: () => Response.json(savedRound, { status: 200 }),
    });
    const outcome = await sendRoundsToKeep();
    expect(outcome.kept.map((kept) => kept.code)).toEqual(['AAAAAA', 'BBBBBB']);
    expect(roundsToKeep()).toEqual([]);
  });

  it('stay on the phone when the server cannot be reached, fails, or has not seen the membership yet', async () => {
    keepRoundLater(round('AAAAAA'));
    keepRoundLater(round('BBBBBB'));
    keepRoundLater(round('CCCCCC'));
    serverAnswers({
      BBBBBB: () => error(500, 'internal_error'),
      CCCCCC: () => error(403, 'subscription_required'),
    });
    expect(await sendRoundsToKeep()).toEqual({ kept: [], refused: [], failed: 3 });
    expect(roundsToKeep()).toHaveLength(3);
  });

  it('leave the phone, with the server’s reason, when no retry can keep them', async () => {
    for (const code of ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD']) keepRoundLater(round(code));
    serverAnswers({
      AAAAAA: () => error(404, 'not_found'),
      BBBBBB: () => error(409, 'round_taken'),
      CCCCCC: () => error(403, 'not_joined'),
      DDDDDD: () => error(422, 'empty_card'),
    });
    const outcome = await sendRoundsToKeep();
    expect(outcome.refused.map(({ round: kept, reason }) => [kept.code, reason])).toEqual([
      ['AAAAAA', 'Refused: not_found'],
      ['BBBBBB', 'Refused: round_taken'],
      ['CCCCCC', 'Refused: not_joined'],
      ['DDDDDD', 'Refused: empty_card'],
    ]);
    expect(roundsToKeep()).toEqual([]);
  });
});
