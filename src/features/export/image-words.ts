import type { ParStatus } from '../../../domain/scoring';
import { TIE_RULE } from '../../../domain/standings';
import type { Translate } from '../../lib/i18n/catalog-areas';

/** Every word an exported image draws, in the reader's language, and the locale its date is written in. */
export interface ImageWords {
  locale: string;
  scorecard: string;
  finalStandings: string;
  time: string;
  bar: string;
  drink: string;
  par: string;
  score: string;
  penalties: string;
  totalScore: string;
  totalCaption: string;
  status: Record<ParStatus, string>;
  team: string;
  holes: string;
  total: string;
  /** The name of a round played without a team name. */
  player: string;
  /** The name of a team that has none on the board. */
  unnamedTeam: string;
  /** The footer's words before the site's address. */
  playAt: string;
  /** Under a board of more than one team: level totals share a place. */
  tieRule: string;
  /** The heading of a game's awards. */
  awards: string;
  /** The badge of a team that played alcohol-free. */
  alcoholFree: string;
  /** The short mark on a hole a mulligan was used on. */
  mulliganMark: string;
  /** The key beside the mark, above the table: what it means. */
  mulliganKey: string;
}

/** The image in English, as the spec draws it; its date as Intl writes English with no region. */
export const ENGLISH_IMAGE_WORDS: ImageWords = {
  locale: 'en',
  scorecard: 'SCORECARD',
  finalStandings: 'FINAL STANDINGS',
  time: 'TIME',
  bar: 'BAR',
  drink: 'DRINK',
  par: 'PAR',
  score: 'SCORE',
  penalties: 'PENALTIES',
  totalScore: 'TOTAL SCORE',
  totalCaption: 'Strokes + Penalties',
  status: { 'ABOVE PAR': 'ABOVE PAR', 'BELOW PAR': 'BELOW PAR', 'ON PAR': 'ON PAR' },
  team: 'TEAM',
  holes: 'HOLES',
  total: 'TOTAL',
  player: 'Player',
  unnamedTeam: 'Team',
  playAt: 'Play your own round at',
  tieRule: TIE_RULE,
  awards: 'AWARDS',
  alcoholFree: 'ALCOHOL-FREE',
  mulliganMark: 'M',
  mulliganKey: 'Mulligan used',
};

/**
 * The image's words from the page's catalog, and its date in `locale`, the reader's as the pages
 * write it (pageLocale): English keeps the spec's words, and a reader in Britain reads the day first.
 */
export function imageWords(t: Translate<'export' | 'app'>, language: string, locale: string): ImageWords {
  if (language === 'en') return { ...ENGLISH_IMAGE_WORDS, locale };
  return {
    locale,
    scorecard: t('export.image.scorecard'),
    finalStandings: t('export.image.finalStandings'),
    time: t('export.image.time'),
    bar: t('export.image.bar'),
    drink: t('export.image.drink'),
    par: t('export.image.par'),
    score: t('export.image.score'),
    penalties: t('export.image.penalties'),
    totalScore: t('export.image.totalScore'),
    totalCaption: t('export.image.totalCaption'),
    status: {
      'ABOVE PAR': t('export.image.abovePar'),
      'BELOW PAR': t('export.image.belowPar'),
      'ON PAR': t('export.image.onPar'),
    },
    team: t('export.image.team'),
    holes: t('export.image.holes'),
    total: t('export.image.total'),
    player: t('export.image.player'),
    unnamedTeam: t('export.image.unnamedTeam'),
    playAt: t('export.image.playAt'),
    tieRule: t('board.tieRule'),
    awards: t('export.image.awards'),
    alcoholFree: t('export.image.alcoholFree'),
    mulliganMark: t('export.image.mulliganMark'),
    mulliganKey: t('export.image.mulliganKey'),
  };
}
