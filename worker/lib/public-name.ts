/**
 * Names as a public board shows them (the leaderboard, a course's board, a live game's board):
 * a name that reads as a slur or an obscenity, spelled straight or disguised (leetspeak, look-alike
 * letters, repeated or spaced-out letters), is never shown as typed. Runs in the Worker only, so
 * the word list never reaches the browser; the owner still sees their own name in History.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { teamLabel } from '../../domain/clean-name';

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

function isObscene(name: string): boolean {
  return matcher.hasMatch(name);
}

/** A team's name on a public board: as typed, or 'Team #…' when blank or obscene. */
export function publicTeamName(name: string, id: string): string {
  return name.trim() === '' || isObscene(name) ? teamLabel(id) : name;
}
