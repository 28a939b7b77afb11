import { describe, expect, it } from 'vitest';
import { errorOf, get } from '../../test/http';

function searchFrom(ip: string): Promise<Response> {
  // Invalid on purpose: refused requests count too, and they never reach upstream.
  return get('/api/places/search?query=dublin&type=cafe', { headers: { 'CF-Connecting-IP': ip } });
}

describe('GET /api/places/search: rate limit', () => {
  it('answers 429 once one client goes over 30 searches a minute, and only that client', async () => {
    // The limiter counts in wall-clock minutes; 65 requests cross the limit even if a
    // minute boundary falls among them.
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let request = 0; request < 65; request += 1) {
      const response = await searchFrom('198.51.100.7');
      statuses.push(response.status);
      if (response.status === 429) limited ??= response;
      else await response.body?.cancel();
    }
    expect(statuses[0]).toBe(400);
    expect(limited).toBeDefined();
    expect(limited?.headers.get('retry-after')).toBe('60');
    expect((await errorOf(limited)).code).toBe('rate_limited');

    expect((await searchFrom('198.51.100.8')).status).toBe(400);
  });
});
