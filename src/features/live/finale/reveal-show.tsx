import { useEffect, useMemo, useState } from 'react';
import type { Board, BoardTeam } from '../../../../domain/game-protocol';
import { formatToPar } from '../../../../domain/scoring';
import { placeLabelIn, sharedPlaces, sortBoard, type SharedPlace } from '../../../../domain/standings';
import { usePageLanguage } from '../../../lib/i18n/page-language';
import { useT } from '../../../lib/i18n/translate';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { waitMs } from '../../../lib/waits';
import { AwardsList } from '../board/awards-list';

/** The places the podium shows: every team in them, so a team level with the third stands there too. */
const PODIUM_PLACES = 3;

const SIZES = {
  phone: {
    section: 'grid gap-3 rounded-2xl bg-white p-4 shadow-sm',
    heading: 'text-sm font-extrabold tracking-[0.15em] uppercase',
    row: 'flex items-center gap-3 rounded-xl bg-stone-100 px-3 py-2',
    place: 'w-12 shrink-0 text-center font-display text-2xl font-extrabold',
    name: 'min-w-0 flex-1 text-lg font-bold break-words',
    total: 'shrink-0 font-display text-xl font-extrabold',
    podium: 'grid gap-2 sm:grid-cols-3 sm:items-end',
    step: 'rounded-xl bg-amber-100 p-3 text-center text-stone-900',
    stepPlace: 'font-display text-3xl font-extrabold',
    stepName: 'text-lg font-bold break-words',
    badge: 'rounded-full bg-stone-200 px-2 text-xs font-bold text-stone-900',
  },
  tv: {
    section: 'grid gap-4 rounded-3xl bg-stone-900 p-4 text-white 2xl:p-8',
    heading: 'text-xl font-extrabold tracking-[0.2em] text-stone-200 uppercase 2xl:text-3xl',
    row: 'flex items-center gap-4 rounded-2xl bg-stone-800 px-4 py-3',
    place: 'w-20 shrink-0 text-center font-display text-4xl font-extrabold lg:text-5xl',
    name: 'min-w-0 flex-1 text-2xl font-bold break-words lg:text-4xl',
    total: 'shrink-0 font-display text-3xl font-extrabold lg:text-5xl',
    podium: 'grid gap-3 sm:grid-cols-3 sm:items-end',
    step: 'rounded-2xl bg-amber-300 p-4 text-center text-stone-950',
    stepPlace: 'font-display text-4xl font-extrabold lg:text-6xl',
    stepName: 'line-clamp-2 text-2xl font-bold break-words lg:text-4xl',
    badge: 'rounded-full bg-stone-200 px-2 text-base font-bold text-stone-900',
  },
} as const;

interface Placed {
  team: BoardTeam;
  place: SharedPlace;
}

/**
 * The reveal of a game whose last holes were hidden: the places from last to first, one at a
 * time, then the podium and the awards. A reader who asked for less motion sees it all at once.
 */
export function RevealShow({
  board,
  size = 'phone',
  onDone,
}: {
  board: Board;
  size?: 'phone' | 'tv';
  onDone: () => void;
}) {
  const t = useT('live', 'app');
  const language = usePageLanguage();
  const reduced = useReducedMotion();
  const placed = useMemo<Placed[]>(() => {
    const teams = sortBoard(board.teams);
    const places = sharedPlaces(teams.map((team) => team.total));
    return teams.map((team, index) => ({ team, place: places[index] ?? { place: index + 1, tied: false } }));
  }, [board.teams]);
  const [steps, setSteps] = useState(0);
  const shownCount = reduced ? placed.length : Math.min(steps, placed.length);
  // The winner stays a step in the list before the podium.
  const done = reduced || steps > placed.length;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setSteps((step) => step + 1), waitMs('revealStep'));
    return () => clearTimeout(timer);
  }, [done, steps]);

  const css = SIZES[size];
  const motion = reduced ? '' : 'motion-safe:animate-rise-in';
  const shown = placed.slice(placed.length - shownCount);
  const latest = shown[0];
  const label = (entry: Placed) => placeLabelIn(language, entry.place);
  return (
    <section aria-labelledby="reveal-heading" className={css.section}>
      <h2 id="reveal-heading" className={css.heading}>
        {t('live.finale.revealHeading')}
      </h2>
      <p aria-live="polite" className="sr-only">
        {latest
          ? t('live.finale.placeRevealed', {
              place: label(latest),
              team: latest.team.name,
              total: formatToPar(latest.team.total),
            })
          : null}
      </p>
      {done ? (
        <>
          <h3 className={css.heading}>{t('live.finale.podium')}</h3>
          <ol className={css.podium}>
            {placed
              .filter((entry) => entry.place.place <= PODIUM_PLACES)
              .map((entry) => (
                <li key={entry.team.id} className={`${css.step} ${motion}`}>
                  <p className={css.stepPlace}>{label(entry)}</p>
                  <p className={css.stepName}>{entry.team.name}</p>
                  <p className="font-display text-xl font-extrabold">{formatToPar(entry.team.total)}</p>
                  {entry.team.alcoholFree ? <span className={css.badge}>{t('board.alcoholFree')}</span> : null}
                </li>
              ))}
          </ol>
          <AwardsList board={board} size={size} />
          <button type="button" className="btn-primary justify-self-start" onClick={onDone}>
            {t('live.finale.showBoard')}
          </button>
        </>
      ) : (
        <ol className="grid gap-2">
          {shown.map((entry) => (
            <li key={entry.team.id} className={`${css.row} ${motion}`}>
              <span className={css.place}>{label(entry)}</span>
              <span className={css.name}>{entry.team.name}</span>
              {entry.team.alcoholFree ? <span className={css.badge}>{t('board.alcoholFree')}</span> : null}
              <span className={css.total}>{formatToPar(entry.team.total)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
