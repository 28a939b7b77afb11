/** Line breaks and tabs read as a space between words. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * What a name shows nothing for, or shows as something else: control characters (Cc) and format
 * characters (Cf), which hold the zero-width ones and the bidirectional marks and overrides that
 * can turn a name around on a board, and the fillers that are letters drawn as blank space (the
 * Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, and the blank Braille pattern U+2800).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Everything a name can hold that draws nothing, spaces included. */
const DRAWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\s]/gu;
const SPACES = /\s+/g;

/** A typed name as it is kept: invisible characters removed, spaces collapsed and trimmed. */
export function cleanName(name: string): string {
  return name.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/** True when a name would show as nothing at all (variation selectors and the like alone). */
export function isBlankName(name: string): boolean {
  return name.replace(DRAWS_NOTHING, '') === '';
}

/** How a board names a team without a name it can show: by the start of its id. */
export function teamLabel(id: string): string {
  return `Team #${id.slice(0, 6).toUpperCase()}`;
}
