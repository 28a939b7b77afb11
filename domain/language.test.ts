import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

describe('the language of a page’s HTML', () => {
  it('follows the browser’s Accept-Language, most wanted first', () => {
    expect(requestLanguage(undefined, 'de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('de');
    expect(requestLanguage(undefined, 'en-GB,en;q=0.9,de;q=0.8')).toBe('en');
    expect(requestLanguage(undefined, 'fr-FR, en;q=0.5, de;q=0.8')).toBe('de');
    expect(requestLanguage(undefined, 'fr-FR,fr;q=0.9')).toBe('en');
    expect(requestLanguage(undefined, 'de;q=0, en')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });

  it('reads each weight as 0 to 1 and ignores an entry whose weight is not one', () => {
    expect(requestLanguage(undefined, 'en;q=0.5, de;q=-1')).toBe('en');
    expect(requestLanguage(undefined, 'en;q=0.5, de;q=1.5')).toBe('en');
    expect(requestLanguage(undefined, 'en;q=0.5, de;q=abc')).toBe('en');
    expect(requestLanguage(undefined, 'en;q=0.5, de;q=0.1234')).toBe('en');
    expect(requestLanguage(undefined, 'en;q=0.5, de;q=')).toBe('en');
    expect(requestLanguage(undefined, 'en;q=0.5, de;Q=0.9')).toBe('de');
    expect(requestLanguage(undefined, 'en;q=0.999, de;q=1.000')).toBe('de');
    expect(requestLanguage(undefined, 'de;q=0.000, en;q=0.001')).toBe('en');
  });

  it('takes no language the browser marks not acceptable (q=0)', () => {
    expect(requestLanguage(undefined, 'de-DE;q=0, de-AT;q=0.0, en;q=0.1')).toBe('en');
  });

  it('keeps to the choice made on the page, in its cookie', () => {
    expect(requestLanguage('en', 'de-DE,de;q=0.9')).toBe('en');
    expect(requestLanguage('de', 'en-US')).toBe('de');
    expect(requestLanguage('fr', 'de-DE')).toBe('de');
  });
});
