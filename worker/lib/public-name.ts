/**
 * Names as a page a stranger can open shows them (the leaderboard, a course's board and share
 * link, a live game's board, its spectator board and its name): a name that reads as a slur or an
 * obscenity, spelled straight or disguised, is never shown as typed. Runs in the Worker only, so
 * the word list never reaches the browser; the owner still sees their own name in their own views.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { teamLabel } from '../../domain/clean-name';
import { DEFAULT_GAME_NAME } from '../../domain/game-protocol';
import type { ShownHoleRule } from '../../domain/hole-rules';
import type { Penalty } from '../../domain/penalties';

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Marks over letters, which the matcher would read as letters of their own. */
const MARKS = /\p{M}/gu;
/** Characters that draw nothing, between the letters of a word or around it. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/gu;
/** What stands between two single letters ('f u c k', 'f.u.c.k'): the letters read as one word. */
const BETWEEN_SINGLE_LETTERS = /(?<=(?:^|[^\p{L}\p{N}])\p{L})[^\p{L}\p{N}]+(?=\p{L}(?:[^\p{L}\p{N}]|$))/gu;
/** Symbols that are an obscene gesture on their own: the middle finger, in any skin tone. */
const OBSCENE_SYMBOLS = /\u{1F595}/u;

/** A masked game's or course's name: the product's name, which reads the same in every language. */
const MASKED_TITLE = DEFAULT_GAME_NAME;
/** A masked penalty's name: the same in every language. */
const MASKED_PENALTY = '***';

/** True when a name reads as an obscenity however it is spelled, spaced or decorated. */
export function isObscene(name: string): boolean {
  const plain = name.normalize('NFKC').normalize('NFD').replace(MARKS, '').replace(INVISIBLE, '');
  if (OBSCENE_SYMBOLS.test(plain)) return true;
  return matcher.hasMatch(plain) || matcher.hasMatch(plain.replace(BETWEEN_SINGLE_LETTERS, ''));
}

/** A team's name on a public board: as typed, or 'Team #…' when blank or obscene. */
export function publicTeamName(name: string, id: string): string {
  return name.trim() === '' || isObscene(name) ? teamLabel(id) : name;
}

/** A game's or a course's name where strangers read it: as typed, or the product's name when obscene. */
export function publicTitle(name: string): string {
  return isObscene(name) ? MASKED_TITLE : name;
}

/** House rules where strangers read them: a line a rule, an obscene line reading '***'. */
export function publicRules(rules: string): string {
  return rules
    .split('\n')
    .map((line) => (isObscene(line) ? MASKED_PENALTY : line))
    .join('\n');
}

/** Hole rules where strangers read them: an obscene rule or hazard name reading '***'. */
export function publicHoleRules<T extends ShownHoleRule>(rules: readonly T[]): T[] {
  return rules.map((rule) => ({
    ...rule,
    rule: isObscene(rule.rule) ? MASKED_PENALTY : rule.rule,
    ...(rule.hazard !== undefined && isObscene(rule.hazard) ? { hazard: MASKED_PENALTY } : {}),
  }));
}

/** Penalties where strangers read them: an obscene name reads '***', the count and id as they are. */
export function publicPenalties<T extends Pick<Penalty, 'name'>>(penalties: readonly T[]): T[] {
  return penalties.map((penalty) => (isObscene(penalty.name) ? { ...penalty, name: MASKED_PENALTY } : penalty));
}
