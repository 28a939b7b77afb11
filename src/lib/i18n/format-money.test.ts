import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-money';

describe('prices in the reader’s locale', () => {
  it('keeps the American dollar sign for American readers', () => {
    expect(formatUsd('en-US', 299)).toBe('$2.99');
    expect(formatUsd('en-US', 1999)).toBe('$19.99');
  });

  it('names the currency where a bare $ is not the reader’s own, and uses a German decimal comma', () => {
    expect(formatUsd('en-GB', 999)).toBe('US$9.99');
    expect(formatUsd('de-DE', 299)).toBe('2,99\u00a0$');
  });
});
