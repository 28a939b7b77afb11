import { MAIN_CARD_SCORE_CHOICES, type HoleScore } from '../../domain/holes';

/** Course pages offer 1 to 10 strokes (and NA); the main card also offers 0. */
export const COURSE_SCORE_CHOICES = MAIN_CARD_SCORE_CHOICES.filter((score) => score >= 1);

/** Select values: '' for no score, 'NA', or the number as text. */
export function scoreToOption(score: HoleScore | undefined): string {
  return score === undefined ? '' : String(score);
}

export function optionToScore(value: string): HoleScore | undefined {
  if (value === '') return undefined;
  if (value === 'NA') return 'NA';
  return Number(value);
}
