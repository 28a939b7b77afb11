import { unitSystemFor, type UnitSystem } from '../../../domain/distance';
import { pageLocale } from './page-language';

/**
 * How this reader's distances read: the units of the region the browser names first (a German
 * speaker in London walks in miles), the decimal as the page's locale writes it.
 */
export function readerDistanceFormat(): { units: UnitSystem; locale: string } {
  return { units: unitSystemFor(navigator.languages[0] ?? navigator.language), locale: pageLocale() };
}
