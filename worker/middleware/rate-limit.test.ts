import { describe, expect, it } from 'vitest';
import { limitBucket } from './rate-limit';

describe('the bucket a client is counted in', () => {
  it('is the client address Cloudflare gives, IPv4 or IPv6', () => {
    expect(limitBucket('203.0.113.7')).toBe('client:203.0.113.7');
    expect(limitBucket('2001:DB8::1')).toBe('client:2001:db8::1');
  });

  it('is one shared bucket for a missing header, or one that holds no single address', () => {
    const shared = limitBucket(undefined);
    for (const value of ['', 'unknown', '203.0.113.7, 198.51.100.1', '999.1.1.1', '1.2.3.4'.padEnd(600, '4'), ':::']) {
      expect(limitBucket(value), value).toBe(shared);
    }
  });
});
