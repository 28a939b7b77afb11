import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatSecondsDate } from './format-date';

describe('formatDate', () => {
  it('writes the day as American English does', () => {
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('November 22, 2026');
    expect(formatDate(new Date(2027, 0, 1).toISOString())).toBe('January 1, 2027');
  });

  it('reads Stripe timestamps as seconds', () => {
    expect(formatSecondsDate(new Date(2026, 4, 3, 12).getTime() / 1000)).toBe('May 3, 2026');
  });

  it('says what Intl would say in en-US, for every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 28);
      expect(formatDate(date)).toBe(intl.format(date));
    }
  });
});

describe('formatDateTime', () => {
  it('adds the time on a 12-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 20, 5))).toBe('November 22, 2026 at 8:05 PM');
    expect(formatDateTime(new Date(2026, 10, 22, 0, 30))).toBe('November 22, 2026 at 12:30 AM');
    expect(formatDateTime(new Date(2026, 10, 22, 12, 0))).toBe('November 22, 2026 at 12:00 PM');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 41))).toBe('November 22, 2026 at 9:41 AM');
  });
});
