/**
 * The languages the app speaks. English is the source every text is written in; a reader gets
 * German when it comes before English among the browser's preferred languages, or when they pick
 * it on the page (kept on the device).
 */
export const LANGUAGES = ['en', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Local storage key; its value is a Language, absent while the browser's preference decides. */
export const LANGUAGE_STORAGE_KEY = 'pubgolf-language';

/**
 * Cookie beside the stored choice, so the server can send a page's HTML in the chosen language;
 * its value is a Language.
 */
export const LANGUAGE_COOKIE = 'pubgolf-language';

/** Each language's name in itself, as a language choice lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export function parseLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

/** A stored choice, else the first preferred language the app speaks, else English. */
export function pickLanguage(stored: string | null, preferred: readonly string[]): Language {
  const choice = parseLanguage(stored);
  if (choice) return choice;
  for (const tag of preferred) {
    const language = parseLanguage(tag.slice(0, 2).toLowerCase());
    if (language) return language;
  }
  return 'en';
}

/**
 * The language of a page's HTML: the choice kept in the cookie, else the first language the app
 * speaks among those the browser accepts (`Accept-Language`, most wanted first).
 */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return pickLanguage(cookie ?? null, acceptedLanguages(acceptLanguage));
}

/** The tags an `Accept-Language` header accepts, most wanted first, as `navigator.languages` lists them. */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .flatMap((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = weightOf(params);
      return q === null ? [] : [{ tag: tag.trim(), q, index }];
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A weight as RFC 9110 writes it: 0 to 1, at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** An entry's weight: 1 when it names none, null (the entry is ignored) when it is no weight from 0 to 1. */
function weightOf(params: readonly string[]): number | null {
  const weight = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
  if (weight === undefined) return 1;
  const value = weight.slice(2);
  return QVALUE.test(value) ? Number(value) : null;
}

/**
 * The locale dates and numbers are written in: the browser's own preferred tag for the app's
 * language ('en-GB' reads '25 November 2026'), else the language alone.
 */
export function readerLocale(language: Language, preferred: readonly string[]): string {
  return preferred.find((tag) => tag.slice(0, 2).toLowerCase() === language && tag.length > 2) ?? language;
}

/**
 * Runs inline in the head of every HTML file, before anything paints: `<html lang>` says the
 * language pickLanguage picks, so the page's language is right before the app's code runs, and
 * the app reads it from there. A unit test holds the two to the same answers.
 */
export const LANGUAGE_SCRIPT = `try{var l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}'),n=navigator.languages||[];if(l!=='en'&&l!=='de'){l='en';for(var i=0;i<n.length;i++){var c=n[i].slice(0,2).toLowerCase();if(c==='en'||c==='de'){l=c;break}}}document.documentElement.lang=l}catch(e){}`;
