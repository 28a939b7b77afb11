/** Level totals share a place: 'T1', 'T1', then '3'. */
export const TIE_RULE = 'Level totals share a place.';

/** A row's place on a board sorted lowest total first, and whether another row shares it. */
export interface SharedPlace {
  place: number;
  tied: boolean;
}

/**
 * The places of a board already sorted lowest total first: rows with level totals share the
 * place of the first of them, and the next total takes the place after all of them (1, T2, T2, 4).
 */
export function sharedPlaces(totals: readonly number[]): SharedPlace[] {
  return totals.map((total, index) => {
    let first = index;
    while (first > 0 && totals[first - 1] === total) first -= 1;
    const tied = totals[index - 1] === total || totals[index + 1] === total;
    return { place: first + 1, tied };
  });
}

/** How a place reads on a board: 'T2' when shared, '3' when not. */
export function placeLabel({ place, tied }: SharedPlace): string {
  return tied ? `T${place}` : String(place);
}
