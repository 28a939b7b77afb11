import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiFetch, apiJson, apiJsonOr401Null, errorMessage, HttpError, UNREACHABLE_MESSAGE } from './api-fetch';

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends credentials and JSON', async () => {
    const fetchMock = answer(200, '{}');
    await apiFetch('/api/x', { method: 'POST', body: { plan: 'monthly' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"plan":"monthly"}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    answer(400, '{"error":{"code":"invalid_request","message":"Invalid body: plan"}}');
    await expect(apiFetch('/api/x')).rejects.toThrow(
      '400: {"error":{"code":"invalid_request","message":"Invalid body: plan"}}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('503: Service Unavailable');
    expect((error as HttpError).status).toBe(503);
  });
});

describe('apiJson', () => {
  it('answers the body read with its schema, and refuses one that does not match', async () => {
    answer(200, '{"ok":true,"extra":1}');
    expect(await apiJson('/api/x', z.object({ ok: z.boolean() }))).toEqual({ ok: true });
    answer(200, '{"ok":"yes"}');
    await expect(apiJson('/api/x', z.object({ ok: z.boolean() }))).rejects.toThrow('does not understand');
  });
});

describe('apiJsonOr401Null', () => {
  it('answers null for a 401, and fails on any other error', async () => {
    answer(401, 'Not signed in');
    expect(await apiJsonOr401Null('/api/auth/user', z.unknown())).toBeNull();
    answer(500, 'Broken');
    await expect(apiJsonOr401Null('/api/auth/user', z.unknown())).rejects.toThrow('500: Broken');
  });

  it('answers the body otherwise', async () => {
    answer(200, '[1]');
    expect(await apiJsonOr401Null('/api/x', z.array(z.number()))).toEqual([1]);
  });
});

describe('errorMessage', () => {
  it('says in words that the server could not be reached, never "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await apiFetch('/api/leaderboard').catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe(UNREACHABLE_MESSAGE);
    expect(errorMessage(failure)).not.toContain('Failed to fetch');
  });
});
