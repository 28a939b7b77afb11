import type { Award, AwardKind } from '../../../domain/awards';
import { formatToPar } from '../../../domain/scoring';
import type { Translate } from './catalog-areas';

/** An award as a page or an image says it: its title, the teams that share it, what it was won with, and its rule. */
export interface AwardLine {
  kind: AwardKind;
  title: string;
  /** The teams' names as one list: 'Eagles and Owls'. */
  teams: string;
  value: string;
  rule: string;
}

/**
 * The ended board's awards in the reader's words and locale, each naming the teams on the board
 * that share it in the board's order; an award whose teams have all left the board is not said.
 */
export function awardLines(
  t: Translate<'awards'>,
  board: { awards?: readonly Award[] | undefined; teams: readonly { id: string; name: string }[] },
  locale: string,
): AwardLine[] {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const number = new Intl.NumberFormat(locale);
  return (board.awards ?? []).flatMap((award) => {
    const teams = board.teams.filter((team) => award.teamIds.includes(team.id)).map((team) => team.name);
    if (teams.length === 0) return [];
    const value =
      award.kind === 'under-par' || award.kind === 'most-penalties' || award.kind === 'mulligans-left'
        ? t(`award.${award.kind}.value`, { value: award.value })
        : t(`award.${award.kind}.value`, {
            value: award.kind === 'strong-finish' ? formatToPar(award.value) : number.format(award.value),
          });
    return [
      {
        kind: award.kind,
        title: t(`award.${award.kind}.title`),
        teams: list.format(teams),
        value,
        rule: t(`award.${award.kind}.rule`),
      },
    ];
  });
}
