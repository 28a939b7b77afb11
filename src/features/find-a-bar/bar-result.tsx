import { WarningIcon } from '../../components/ui/warning-icon';
import { distanceKm, formatDistance } from '../../../domain/distance';
import type { LatLng } from '../../../domain/holes';
import { closedAtArrival, openingAtArrival, type WallClock } from '../../../domain/open-at-arrival';
import type { BarSearchResult } from '../../../domain/places';
import { crawlWords } from '../../lib/crawl-words';
import { useCardText } from '../../lib/i18n/card-text';
import { readerDistanceFormat } from '../../lib/i18n/units';
import { useT } from '../../lib/i18n/translate';

interface BarResultProps {
  bar: BarSearchResult;
  from: LatLng | null;
  /** The hole's planned arrival: the result also says whether the bar will be open then. */
  arrival?: WallClock | undefined;
  onPick: (bar: BarSearchResult) => void;
}

export function BarResult({ bar, from, arrival, onPick }: BarResultProps) {
  const distance = from ? formatDistance(distanceKm(from, bar.location), readerDistanceFormat()) : null;
  const atArrival = arrival ? openingAtArrival(bar.hours, arrival) : null;
  const t = useT('bars');
  const words = crawlWords(useCardText());
  return (
    <button
      type="button"
      data-result
      onClick={() => onPick(bar)}
      className="flex w-full items-start justify-between gap-3 rounded-xl border border-stone-200 p-3 text-left hover:border-felt hover:bg-green-50 focus:border-felt focus:bg-green-50"
    >
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{bar.name}</span>
        <span className="block truncate text-sm text-stone-600">{bar.address}</span>
        <span className="flex flex-wrap gap-x-3 text-xs font-bold">
          {bar.openNow === undefined ? null : (
            <span className={bar.openNow ? 'text-green-700' : 'text-red-700'}>
              {bar.openNow ? t('bars.openNow') : t('bars.closed')}
            </span>
          )}
          {atArrival && arrival ? (
            <span
              className={`inline-flex items-center gap-1 ${closedAtArrival(atArrival) ? 'text-red-700' : 'text-stone-700'}`}
            >
              {closedAtArrival(atArrival) ? <WarningIcon /> : null}
              {words.atArrival(arrival.minutes, atArrival)}
            </span>
          ) : null}
        </span>
      </span>
      {distance ? <span className="shrink-0 text-sm font-semibold text-stone-700 tabular-nums">{distance}</span> : null}
    </button>
  );
}
