import { describe, expect, it } from 'vitest';
import { formatIn } from './format-date';

/** Intl separates a time from AM/PM with a narrow no-break space; a reader sees a space. */
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('dates in the reader’s locale', () => {
  const evening = new Date(2026, 10, 25, 20, 5);

  it('reads as American English in en-US, as before', () => {
    expect(formatIn('en-US', 'date', evening)).toBe('November 25, 2026');
    expect(plain(formatIn('en-US', 'dateTime', evening))).toBe('November 25, 2026 at 8:05 PM');
    expect(formatIn('en', 'date', new Date(2027, 0, 1).toISOString())).toBe('January 1, 2027');
  });

  it('puts the day first in en-GB, on a 24-hour clock', () => {
    expect(formatIn('en-GB', 'date', evening)).toBe('25 November 2026');
    expect(formatIn('en-GB', 'dateTime', evening)).toBe('25 November 2026 at 20:05');
  });

  it('reads as German in de-DE', () => {
    expect(formatIn('de-DE', 'date', evening)).toBe('25. November 2026');
    expect(formatIn('de-DE', 'dateTime', evening)).toBe('25. November 2026 um 20:05');
  });

  it('reads Stripe timestamps given in milliseconds', () => {
    expect(formatIn('en-US', 'date', new Date(2026, 4, 3, 12).getTime())).toBe('May 3, 2026');
  });
});
