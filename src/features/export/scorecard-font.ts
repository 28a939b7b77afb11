import latinExtUrl from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import emojiUrl from 'twemoji-colr-font/twemoji.woff2?url';
import { EMOJI_FONT_FAMILY, FONT_FAMILY } from './scorecard-layout';

/** Nunito's own split of the alphabet: Western European letters, then the rest of Latin (ł, ő, ş…). */
const FACES = [
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExtUrl,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

let loaded: Promise<void> | undefined;

/**
 * The image's typeface ships with the export code rather than coming from the phone, so the
 * scorecard looks the same on every device. A canvas draws with whatever is loaded at that
 * moment, so this is awaited before drawing. If the font cannot be had (offline, say), the
 * image falls back to the system font rather than failing.
 */
export function loadScorecardFont(): Promise<void> {
  loaded ??= Promise.all(
    FACES.map(async ({ url, unicodeRange }) => {
      const face = new FontFace(FONT_FAMILY, `url(${url}) format('woff2')`, { weight: '200 1000', unicodeRange });
      document.fonts.add(await face.load());
    }),
  ).then(
    async () => {
      await document.fonts.load(`900 40px "${FONT_FAMILY}"`);
    },
    () => {
      loaded = undefined;
    },
  );
  return loaded;
}

/**
 * Twemoji as a colour (COLR) font, which every browser draws in colour: a phone with no emoji
 * font of its own would draw a box. Its glyphs are for emoji only, so a digit or a letter is
 * never taken from it.
 */
const EMOJI_UNICODE_RANGE = 'U+00A9,U+00AE,U+200D,U+203C-3299,U+FE0F,U+1F000-1FAFF,U+E0020-E007F';

/** An emoji, a flag's letter or a keycap: what the image's own typeface has no glyph for. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20e3]/u;

let emojiLoaded: Promise<void> | undefined;

/**
 * The emoji font (470 KB) is fetched only for an image whose `text` holds an emoji, and awaited
 * before drawing like the typeface. Without it the emoji falls back to the phone's own.
 */
export function loadEmojiFontFor(text: string): Promise<void> {
  if (!EMOJI.test(text)) return Promise.resolve();
  emojiLoaded ??= new FontFace(EMOJI_FONT_FAMILY, `url(${emojiUrl}) format('woff2')`, {
    weight: '1 1000',
    unicodeRange: EMOJI_UNICODE_RANGE,
  })
    .load()
    .then(
      (face) => {
        document.fonts.add(face);
      },
      () => {
        emojiLoaded = undefined;
      },
    );
  return emojiLoaded;
}
