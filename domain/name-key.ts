/**
 * When two team names count as the same name: whenever a reader could not tell them apart on a
 * board, whatever the case. A name's keys are its confusables skeleton (Unicode TR39, from
 * Unicode's own confusables.txt), taken after compatibility forms are folded (NFKC: full-width
 * 'Ａ', ligatures, mathematical letters), everything that draws nothing is dropped (zero-width
 * spaces and joiners, soft hyphens, direction marks, the Hangul and Braille fillers) and every run
 * of spaces is one space. TR39 tells letters apart by case ('I' reads as 'l', 'i' as itself; Greek
 * 'Η' as 'H', 'η' as 'n'), so a name has three keys: its skeleton as typed, in capitals and in
 * small letters, each then in small letters, and two names look alike when any key is the same. Accents stay: 'José' and 'Jose' are two names.
 *
 * Read only by the Worker: the table weighs about 100 KB and no page needs it.
 */
import { rectifyConfusion } from 'unicode-confusables';

/** Characters that draw nothing: zero-width spaces and joiners, soft hyphens, direction marks, fillers. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/gu;
const SPACES = /[\s\p{Zs}]+/gu;
/** A dot above on i or j takes the place of the letter's own dot, so 'i\u0307' is drawn as 'i'. */
const DOT_ON_DOTTED_LETTER = /(?<=\p{Soft_Dotted})\u0307/gu;

/** The Latin small capitals, each read as its capital: TR39 leaves these case forms as they are. */
const SMALL_CAPITALS: ReadonlyMap<string, string> = new Map(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'].map((small, index) => [small, 'ABCDEFGHIJKLMNOPQRSTUVWYZ'.charAt(index)]),
);

function skeleton(text: string): string {
  return rectifyConfusion(text.normalize('NFD')).normalize('NFD').replace(DOT_ON_DOTTED_LETTER, '');
}

type NameKeys = readonly [typed: string, capitals: string, small: string];

/** A name's keys, as typed, in capitals and in small letters: compare keys, never the names. */
export function nameKeys(name: string): NameKeys {
  const decomposed = name.normalize('NFKC').normalize('NFD').replace(INVISIBLE, '').replace(DOT_ON_DOTTED_LETTER, '');
  let plain = '';
  for (const char of decomposed.replace(SPACES, ' ').trim()) plain += SMALL_CAPITALS.get(char) ?? char;
  const key = (form: string) => skeleton(form).toLowerCase().normalize('NFC');
  return [key(plain), key(plain.toUpperCase()), key(plain.toLowerCase())];
}

/** True when two names' keys (`nameKeys`) share one. */
export function keysLookAlike(a: NameKeys, b: NameKeys): boolean {
  return a.some((key, index) => key === b[index]);
}

/** True when a reader could take these two names for one another. */
export function namesLookAlike(a: string, b: string): boolean {
  return keysLookAlike(nameKeys(a), nameKeys(b));
}
