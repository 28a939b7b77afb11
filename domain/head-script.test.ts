import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT, HEAD_SCRIPT_HASH } from './head-script';
import { LANGUAGE_SCRIPT, LANGUAGE_STORAGE_KEY, pickLanguage } from './language';

describe('the inline head script', () => {
  it('is the one script the Content Security Policy allows inline, by its hash', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(HEAD_SCRIPT));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(HEAD_SCRIPT_HASH).toBe(`sha256-${hash}`);
  });
});

/** Runs the language script against a stored choice and a browser's preferred languages. */
function langTheScriptSets(stored: string | null, languages: readonly string[]): string {
  const html = { lang: 'en' };
  const run = new Function('localStorage', 'navigator', 'document', LANGUAGE_SCRIPT) as (
    storage: unknown,
    navigator: unknown,
    document: unknown,
  ) => void;
  run(
    { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) },
    { languages },
    { documentElement: html },
  );
  return html.lang;
}

describe('the language before the first paint', () => {
  it.each([
    [null, ['de-DE', 'de', 'en-US']],
    [null, ['en-GB', 'de']],
    [null, ['fr-FR', 'de-AT', 'en']],
    [null, ['fr-FR', 'es']],
    [null, []],
    ['de', ['en-US']],
    ['en', ['de-DE']],
    ['fr', ['de-CH']],
  ] as const)('with %s stored and %j preferred, matches the app’s pick', (stored, languages) => {
    expect(langTheScriptSets(stored, languages)).toBe(pickLanguage(stored, languages));
  });

  it('picks German for a German browser, English for an English one or none it speaks', () => {
    expect(pickLanguage(null, ['de-DE', 'en'])).toBe('de');
    expect(pickLanguage(null, ['en-GB', 'de'])).toBe('en');
    expect(pickLanguage(null, ['fr-FR'])).toBe('en');
    expect(pickLanguage('de', ['en-US'])).toBe('de');
  });
});
