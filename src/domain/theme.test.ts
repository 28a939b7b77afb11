import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from './theme';

describe('the inline theme script', () => {
  it('is the one script the Content Security Policy allows inline, by its hash', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(THEME_SCRIPT));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(THEME_SCRIPT_HASH).toBe(`sha256-${hash}`);
  });
});
