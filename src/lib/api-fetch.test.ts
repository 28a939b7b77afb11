import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiFetch, apiJson, getQueryFn, HttpError } from './api-fetch';

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

describe('getQueryFn', () => {
  const signal = new AbortController().signal;

  it('GETs the key segments joined with slashes', async () => {
    const fetchMock = answer(200, '[1]');
    const result = await getQueryFn({ on401: 'throw', schema: z.array(z.number()) })({
      queryKey: ['/api/courses', 42],
      signal,
    });
    expect(result).toEqual([1]);
    expect(fetchMock).toHaveBeenCalledWith('/api/courses/42', expect.objectContaining({ method: 'GET' }));
  });

  it('yields null for a 401 when asked to, and throws otherwise', async () => {
    answer(401, 'Not signed in');
    expect(
      await getQueryFn({ on401: 'null', schema: z.unknown() })({ queryKey: ['/api/auth/user'], signal }),
    ).toBeNull();
    await expect(
      getQueryFn({ on401: 'throw', schema: z.unknown() })({ queryKey: ['/api/auth/user'], signal }),
    ).rejects.toThrow('401: Not signed in');
  });
});
