import { distanceKm, formatDistance } from '../../domain/distance';
import type { LatLng } from '../../domain/holes';
import type { BarSearchResult } from '../../domain/places';
import { readerDistanceFormat } from '../../lib/i18n/units';

interface BarResultProps {
  bar: BarSearchResult;
  from: LatLng | null;
  onPick: (bar: BarSearchResult) => void;
}

export function BarResult({ bar, from, onPick }: BarResultProps) {
  const distance = from ? formatDistance(distanceKm(from, bar.location), readerDistanceFormat()) : null;
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
        {bar.openNow === undefined ? null : (
          <span className={`text-xs font-bold ${bar.openNow ? 'text-green-700' : 'text-red-700'}`}>
            {bar.openNow ? 'Open Now' : 'Closed'}
          </span>
        )}
      </span>
      {distance ? <span className="shrink-0 text-sm font-semibold text-stone-700 tabular-nums">{distance}</span> : null}
    </button>
  );
}
