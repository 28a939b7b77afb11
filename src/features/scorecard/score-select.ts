import type { HoleScore } from '../../../domain/holes';

/** Select values: '' for no score, 'NA', or the number as text. */
export function scoreToOption(score: HoleScore | undefined): string {
  return score === undefined ? '' : String(score);
}

export function optionToScore(value: string): HoleScore | undefined {
  if (value === '') return undefined;
  if (value === 'NA') return 'NA';
  return Number(value);
}
