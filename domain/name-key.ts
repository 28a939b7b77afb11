/**
 * When two team names count as the same name: whenever a reader could not tell them apart on a
 * board. The key is a small confusables skeleton (after Unicode TR39): compatibility forms folded
 * (NFKC: full-width 'Ａ', ligatures, superscripts), invisible characters dropped (zero-width
 * spaces and joiners, soft hyphens, direction marks), every run of spaces one space, the Cyrillic
 * and Greek letters that look like Latin ones read as those Latin letters (and 0 and 1 as 'O' and
 * 'l'), then case folded. Accents stay: 'José' and 'Jose' are two names.
 */

/**
 * Cyrillic and Greek letters drawn like a Latin letter in common fonts, with that letter (each
 * case on its own: Greek 'Η' reads as 'H', 'η' as 'n'), and the digits read as letters.
 * Deliberately small: the letters people reach for to pose as a name. Accented forms follow
 * from their base letter, as the name is decomposed first.
 */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Cyrillic capitals, then small letters
    А: 'A',
    В: 'B',
    Е: 'E',
    К: 'K',
    М: 'M',
    Н: 'H',
    О: 'O',
    Р: 'P',
    С: 'C',
    Т: 'T',
    У: 'Y',
    Х: 'X',
    Ѕ: 'S',
    І: 'I',
    Ј: 'J',
    Ү: 'Y',
    Ӏ: 'I',
    а: 'a',
    е: 'e',
    о: 'o',
    р: 'p',
    с: 'c',
    у: 'y',
    х: 'x',
    ѕ: 's',
    і: 'i',
    ј: 'j',
    һ: 'h',
    ԁ: 'd',
    ԛ: 'q',
    ԝ: 'w',
    ӏ: 'l',
    к: 'k',
    // Greek capitals, then small letters
    Α: 'A',
    Β: 'B',
    Ε: 'E',
    Ζ: 'Z',
    Η: 'H',
    Ι: 'I',
    Κ: 'K',
    Μ: 'M',
    Ν: 'N',
    Ο: 'O',
    Ρ: 'P',
    Τ: 'T',
    Υ: 'Y',
    Χ: 'X',
    α: 'a',
    ι: 'i',
    κ: 'k',
    ν: 'v',
    ο: 'o',
    ρ: 'p',
    υ: 'u',
    χ: 'x',
    η: 'n',
    // Digits
    '0': 'O',
    '1': 'l',
  }),
);

/** Characters that draw nothing: zero-width spaces and joiners, soft hyphens, direction marks. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const SPACES = /[\s\p{Zs}]+/gu;

/** The key two look-alike names share: compare keys, never the names. */
export function nameKey(name: string): string {
  const plain = name.normalize('NFKC').normalize('NFD').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
  let key = '';
  for (const char of plain) key += LOOK_ALIKES.get(char) ?? char;
  return key.toLowerCase().normalize('NFC');
}

/** True when a reader could take these two names for one another. */
export function namesLookAlike(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
