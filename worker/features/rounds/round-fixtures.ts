/** Cards and requests for the rounds tests. */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type { Hole } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { savedRoundSchema, type SavedRound } from '../../../domain/rounds';
import { APP, postJson } from '../../test/http';

export const PATH = '/api/scorecards';

/** Nine holes at this par, scored from `scores` (undefined leaves a hole unscored). */
export function holes(scores: readonly (Hole['score'] | null)[], par = 3): unknown[] {
  return Array.from({ length: 9 }, (_, index) => {
    const score = scores[index];
    return { holeNumber: index + 1, par, ...(score === undefined ? {} : { score }) };
  });
}

export function card(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    teamName: 'The Bogeys',
    date: '2025-06-14',
    totalScore: 0,
    holes: holes([3, 4, 2, 3, 'NA', 3, 3, 3, 3]),
    penalties: [{ id: 'spilled-drink', name: 'Spilled Drink', count: 2 } satisfies Penalty],
    ...overrides,
  };
}

/** A same-origin request with this text as its JSON body, sent as is (malformed JSON included). */
export function sendText(method: string, path: string, text: string | undefined, cookie?: string): Promise<Response> {
  return SELF.fetch(new URL(path, APP), {
    method,
    headers: {
      Origin: APP,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(text === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: text,
  });
}

/** Saves a round through the API and answers it as kept. */
export async function saveRound(cookie: string, overrides: Record<string, unknown> = {}): Promise<SavedRound> {
  const response = await postJson(PATH, card(overrides), { cookie });
  expect(response.status).toBe(201);
  return savedRoundSchema.parse(await response.json());
}

/** How many scorecard rows D1 holds with this id (0 or 1). */
export async function scorecardRows(id: string): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from scorecards where id = ?').bind(id).first<{ n: number }>();
  return row?.n ?? 0;
}
