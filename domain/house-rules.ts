import * as z from 'zod/mini';
import { cleanName } from './clean-name';

/** The longest house rules a game takes, counted after cleaning. */
export const MAX_HOUSE_RULES_LENGTH = 400;

/** Typed rules as kept: each line cleaned as a name is (invisible characters out, spaces squeezed), blank lines dropped. */
export function cleanHouseRules(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(cleanName)
    .filter((line) => line !== '')
    .join('\n');
}

/** A game's house rules: plain text the host writes, a line a rule; empty for none. */
export const houseRulesSchema = z
  .string('rules must be text')
  .check(
    z.overwrite(cleanHouseRules),
    z.maxLength(MAX_HOUSE_RULES_LENGTH, `rules must be at most ${MAX_HOUSE_RULES_LENGTH} characters`),
  );
