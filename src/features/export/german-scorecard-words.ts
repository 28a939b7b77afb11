/**
 * The words a German reader finds on the scorecard image of a round played on Saturday
 * 21 November 2026, whatever its scores: the page's and the image's tests both expect them.
 */
export const GERMAN_SCORECARD_WORDS = [
  'SCOREKARTE',
  'Samstag, 21. November 2026',
  'KNEIPE',
  'GETRÄNK',
  'SCHLÄGE',
  'STRAFEN',
  'GESAMTERGEBNIS',
  'Schläge + Strafen',
  'Spiel deine eigene Runde auf ',
];
