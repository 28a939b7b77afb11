import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is found among other cookies, wherever it stands', () => {
    expect(hasSignedInHint('pg_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; pg_signed_in=1; other=2')).toBe(true);
  });

  it('is missing from a guest’s cookies, and a look-alike name does not count', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('theme=dark')).toBe(false);
    expect(hasSignedInHint('not_pg_signed_in=1; pg_signed_in_old=1')).toBe(false);
  });
});
