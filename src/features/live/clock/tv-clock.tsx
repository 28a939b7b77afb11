import { clockView, formatCountdown, walkMinutesAfter, type GameClock } from '../../../../domain/game-clock';
import { HOLE_COUNT, type Hole } from '../../../../domain/holes';
import { useT } from '../../../lib/i18n/translate';
import { useClockChangeText } from './clock-change-text';

/**
 * The game's clock on the TV, beside the standings and read from across the bar: the hole, its
 * bar and drink, a big countdown and the next bar with its walk; between holes, 'Moving to {bar}'.
 * `now` is the game's time.
 */
export function TvClock({
  clock,
  holes,
  now,
  offline,
}: {
  clock: GameClock;
  holes: readonly Hole[];
  now: number;
  /** The screen has lost the game and counts from the last schedule it had. */
  offline: boolean;
}) {
  const t = useT('live');
  const changeText = useClockChangeText();
  const view = clockView(clock, holes, now);
  if (view.phase === 'off') return null;
  const barOf = (n: number) => holes[n - 1]?.barName || t('live.nextHole.hole', { n, count: HOLE_COUNT });
  const walk = (minutes: number | null, bar: string) =>
    minutes === null ? t('live.clock.nextBar', { bar }) : t('live.clock.nextBarWalk', { bar, walk: minutes });
  const big = 'font-display text-5xl font-extrabold tabular-nums sm:text-6xl lg:text-7xl 2xl:text-9xl';
  const line = 'text-2xl font-semibold text-stone-300 2xl:text-3xl';
  return (
    <section
      aria-labelledby="tv-clock-heading"
      className="grid max-h-full min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 overflow-hidden rounded-3xl bg-stone-900 p-5 text-white wrap-anywhere 2xl:gap-5 2xl:p-8"
      data-tv-clock
    >
      <h2 id="tv-clock-heading" className="sr-only">
        {t('live.clock.title')}
      </h2>
      {view.phase === 'done' ? <p className="font-display text-4xl font-extrabold">{t('live.clock.done')}</p> : null}
      {view.phase === 'starts' ? (
        <>
          <p className={line}>{t('live.clock.startsIn')}</p>
          <p className={big} data-countdown>
            {formatCountdown(view.inMs)}
          </p>
        </>
      ) : null}
      {view.phase === 'at-bar' ? (
        <>
          <p className={line}>{t('live.nextHole.hole', { n: view.hole, count: HOLE_COUNT })}</p>
          {/* The time left first: a bar's long name must never push it off a TV's screen. */}
          <p className={big} data-countdown>
            {formatCountdown(view.leftMs)}
          </p>
          <p className={line}>{view.paused ? t('live.clock.paused') : t('live.clock.left')}</p>
          {view.drinkUp && !view.paused && view.leftMs > 0 ? (
            <p className="rounded-xl bg-amber-400 px-4 py-2 text-2xl font-bold text-stone-900 2xl:text-3xl">
              {t('live.clock.drinkUp', { minutes: Math.max(1, Math.ceil(view.leftMs / 60_000)) })}
            </p>
          ) : null}
          <p className="line-clamp-2 font-display text-3xl font-extrabold break-words 2xl:text-5xl">
            {barOf(view.hole)}
          </p>
          {holes[view.hole - 1]?.drink ? (
            <p className="line-clamp-1 text-2xl break-all 2xl:text-3xl">{holes[view.hole - 1]?.drink}</p>
          ) : null}
          {view.hole < HOLE_COUNT ? (
            <p className="line-clamp-2 text-2xl break-words 2xl:text-3xl">
              {walk(walkMinutesAfter(holes, view.hole), barOf(view.hole + 1))}
            </p>
          ) : null}
        </>
      ) : null}
      {view.phase === 'moving' || view.phase === 'waiting' ? (
        <>
          <p className="line-clamp-3 font-display text-4xl font-extrabold break-words 2xl:text-6xl">
            {t('live.clock.movingTo', { bar: barOf(view.next) })}
          </p>
          {view.walkMinutes === null ? null : (
            <p className="text-2xl 2xl:text-3xl">{t('live.clock.walk', { walk: view.walkMinutes })}</p>
          )}
          {view.phase === 'moving' ? (
            <>
              <p className={line}>{t('live.clock.nextStartsIn', { n: view.next })}</p>
              <p className={big} data-countdown>
                {formatCountdown(view.arriveInMs)}
              </p>
            </>
          ) : (
            <p className={line}>{t('live.clock.waiting')}</p>
          )}
        </>
      ) : null}
      {offline ? (
        <p className="text-xl font-semibold text-amber-200 2xl:text-2xl">{t('live.clock.offlineScreen')}</p>
      ) : null}
      <p role="status" className="text-xl text-stone-300 empty:hidden 2xl:text-2xl">
        {clock.change ? changeText(clock.change.kind, clock.change.by) : ''}
      </p>
    </section>
  );
}
