/** Line breaks and tabs read as a space between words. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * What a name shows nothing for, or shows as something else: control characters (Cc) and format
 * characters (Cf), which hold the zero-width ones and the bidirectional marks and overrides that
 * can turn a name around on a board.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const SPACES = /\s+/g;

/** A typed name as it is kept: invisible characters removed, spaces collapsed and trimmed. */
export function cleanName(name: string): string {
  return name.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/** How a board names a team without a name it can show: by the start of its id. */
export function teamLabel(id: string): string {
  return `Team #${id.slice(0, 6).toUpperCase()}`;
}
