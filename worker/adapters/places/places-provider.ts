import type { LatLng } from '../../../domain/holes';
import type { BarSearchResult } from '../../../domain/places';

export interface BarSearch {
  /** Already normalised: trimmed, single-spaced, lower case. */
  query: string;
  /** Bias results towards here when given. */
  position?: LatLng;
}

/** One outside places service. Failures and timeouts throw a 502 `upstream_error`. */
export interface PlacesProvider {
  /** Names the provider in cache keys, so a switch of provider never serves the other's ids. */
  readonly name: string;
  /** Credit the provider's terms require next to its results. */
  readonly attribution: string;
  searchBars(search: BarSearch): Promise<BarSearchResult[]>;
}
