import { SHARE_CODE_ALPHABET } from '../../domain/courses';

/**
 * Bytes at or above this are thrown away: below it every letter of the alphabet is equally
 * likely (byte % alphabet size would otherwise favour the first letters).
 */
const FAIR_BYTE_LIMIT = 256 - (256 % SHARE_CODE_ALPHABET.length);

/** A new code of `length` letters of the share-code alphabet, each from the CSPRNG. */
export function randomCode(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte >= FAIR_BYTE_LIMIT) continue;
      code += SHARE_CODE_ALPHABET[byte % SHARE_CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}
