import { MedalIcon } from '../ui/icons';
import { teamLabel } from '../../../domain/clean-name';
import type { Leaderboard } from '../../../domain/rounds';
import { formatToPar } from '../../../domain/scoring';
import { placeLabelIn, sharedPlaces } from '../../../domain/standings';
import { useFormatDate } from '../../lib/i18n/format-date';
import { usePageLanguage } from '../../lib/i18n/page-language';
import { useT } from '../../lib/i18n/translate';

/** Gold, silver and bronze for the top three places held alone; a place's label otherwise. */
const MEDAL_COLOURS = ['text-amber-400', 'text-stone-300', 'text-orange-400'];

/** A public board's rows, lowest total first, with shared places for level totals. */
export function BoardList({ entries, label }: { entries: Leaderboard; label: string }) {
  const places = sharedPlaces(entries.map((entry) => entry.totalScore));
  const t = useT('app');
  const formatDate = useFormatDate();
  const language = usePageLanguage();
  return (
    <>
      <ol aria-label={label} className="flex min-w-0 flex-col gap-2">
        {entries.map((entry, index) => {
          const place = places[index] ?? { place: index + 1, tied: false };
          const medal = !place.tied && place.place <= MEDAL_COLOURS.length;
          return (
            <li key={entry.id} className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm">
              <span className="w-9 shrink-0 text-center font-display text-2xl font-extrabold text-felt">
                {medal ? (
                  <span role="img" aria-label={t('board.position', { place: place.place })}>
                    <MedalIcon place={place.place} className={`mx-auto size-9 ${MEDAL_COLOURS[place.place - 1]}`} />
                  </span>
                ) : (
                  placeLabelIn(language, place)
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-semibold">{entry.teamName.trim() || teamLabel(entry.id)}</span>
                  {entry.alcoholFree ? (
                    <span className="shrink-0 rounded-full bg-stone-200 px-2 text-xs font-bold text-stone-900">
                      {t('board.alcoholFree')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-stone-600">{formatDate(entry.createdAt)}</p>
              </div>
              <p className="shrink-0 text-right font-display text-xl font-extrabold tabular-nums">
                {formatToPar(entry.totalScore)}{' '}
                <span className="text-sm font-semibold text-stone-600">{t('board.strokes')}</span>
              </p>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-stone-600">
        {t('board.tieRule')} {t('board.earlierFirst')}
      </p>
    </>
  );
}
