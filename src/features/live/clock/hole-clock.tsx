import type { ReactNode } from 'react';
import { clockView, formatCountdown, type ClockView, type GameClock } from '../../../../domain/game-clock';
import { HOLE_COUNT, type Hole } from '../../../../domain/holes';
import { walkingRouteUrl } from '../../../../domain/walking';
import { useT } from '../../../lib/i18n/translate';
import { NextBarOpening } from './next-bar-opening';
import { useClockChangeText } from './clock-change-text';

/**
 * The game's clock at the top of a team's page: the hole the group is at, its bar and drink, the
 * time left there (large), 'Drink up' in its last minutes, then 'Time to move' with the walk to
 * the next bar, the link for it in the maps app and whether that bar is open when the group
 * arrives. Scores are never tied to it: a team scores any hole at any time. `now` is the game's
 * time; with no connection the phone keeps counting from the schedule it had, and says so.
 * `openingNote`: whether to say if the next bar is open on arrival (the card's words, which a
 * page rendered by the Worker has not loaded).
 */
export function HoleClock({
  clock,
  holes,
  now,
  offline,
  openingNote = true,
}: {
  clock: GameClock;
  holes: readonly Hole[];
  now: number;
  offline: boolean;
  openingNote?: boolean;
}) {
  const t = useT('live', 'team');
  const changeText = useClockChangeText();
  const view = clockView(clock, holes, now);
  if (view.phase === 'off') return null;
  const change = clock.change ? changeText(clock.change.kind, clock.change.by) : null;
  return (
    <section
      aria-labelledby="hole-clock-heading"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-stone-900 p-4 text-white shadow-sm wrap-anywhere"
      data-hole-clock
    >
      <h2 id="hole-clock-heading" className="sr-only">
        {t('live.clock.title')}
      </h2>
      <ClockBody view={view} holes={holes} />
      {/* Read out when it changes: the drink-up and time-to-move lines and who changed the clock, never each second. */}
      <div role="status" className="grid gap-1 empty:hidden">
        <Banner view={view} holes={holes} now={now} openingNote={openingNote} />
        {change ? <p className="text-sm text-stone-300">{change}</p> : null}
      </div>
      {offline ? <p className="text-sm font-semibold text-amber-200">{t('live.clock.offline')}</p> : null}
    </section>
  );
}

function ClockBody({ view, holes }: { view: ClockView; holes: readonly Hole[] }) {
  const t = useT('live', 'team');
  switch (view.phase) {
    case 'off':
      return null;
    case 'done':
      return <p className="font-display text-2xl font-extrabold">{t('live.clock.done')}</p>;
    case 'starts':
      return (
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">{t('live.clock.startsIn')}</span>
          <Countdown ms={view.inMs} />
        </p>
      );
    case 'at-bar':
      return (
        <HoleRow hole={holes[view.hole - 1]} n={view.hole}>
          <TimeLeft label={view.paused ? t('live.clock.paused') : t('live.clock.left')} ms={view.leftMs} />
        </HoleRow>
      );
    case 'moving':
      return (
        <HoleRow hole={holes[view.hole - 1]} n={view.hole}>
          <TimeLeft label={t('live.clock.nextStartsIn', { n: view.next })} ms={view.arriveInMs} />
        </HoleRow>
      );
    case 'waiting':
      return (
        <HoleRow hole={holes[view.hole - 1]} n={view.hole}>
          <p className="max-w-32 text-right text-sm font-semibold">{t('live.clock.waiting')}</p>
        </HoleRow>
      );
  }
}

/**
 * 'Hole 3 of 9', its bar and its drink, a line each, beside the time left: the team's card with
 * its score stays near the top of a phone's first screen. The card names the bar and drink in full.
 */
function HoleRow({ hole, n, children }: { hole: Hole | undefined; n: number; children: ReactNode }) {
  const t = useT('live', 'team');
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-bold tracking-wide text-stone-300">
          {t('live.nextHole.hole', { n, count: HOLE_COUNT })}
        </p>
        <p title={hole?.barName} className="truncate font-display text-lg font-extrabold">
          {hole?.barName || t('live.card.noBar')}
        </p>
        {hole?.drink ? (
          <p title={hole.drink} className="truncate text-sm text-stone-200">
            {hole.drink}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}

function TimeLeft({ label, ms }: { label: string; ms: number }) {
  return (
    <p className="grid justify-items-end text-right">
      <span className="max-w-36 text-xs font-semibold text-stone-300">{label}</span>
      <Countdown ms={ms} />
    </p>
  );
}

function Countdown({ ms }: { ms: number }) {
  return (
    <span className="font-display text-4xl font-extrabold tabular-nums" data-countdown>
      {formatCountdown(ms)}
    </span>
  );
}

/** 'Drink up: 5 minutes left', then 'Time to move' with the walk, its link and the next bar's hours. */
function Banner({
  view,
  holes,
  now,
  openingNote,
}: {
  view: ClockView;
  holes: readonly Hole[];
  now: number;
  openingNote: boolean;
}) {
  const t = useT('live', 'team');
  if (view.phase === 'at-bar' && view.drinkUp && !view.paused && view.leftMs > 0) {
    const minutes = Math.max(1, Math.ceil(view.leftMs / 60_000));
    return (
      <p className="rounded-lg bg-amber-400 px-3 py-2 font-bold text-stone-900">
        {t('live.clock.drinkUp', { minutes })}
      </p>
    );
  }
  if (view.phase !== 'moving' && view.phase !== 'waiting') return null;
  const from = holes[view.hole - 1];
  const to = holes[view.next - 1];
  const bar = to?.barName || t('live.nextHole.hole', { n: view.next, count: HOLE_COUNT });
  const route = from && to ? walkingRouteUrl([from, to]) : null;
  return (
    <div className="grid gap-1 rounded-lg bg-felt px-3 py-2">
      <p className="font-bold">
        {view.walkMinutes === null
          ? t('live.clock.timeToMove', { bar })
          : t('live.clock.timeToMoveWalk', { bar, walk: view.walkMinutes })}
      </p>
      {route ? (
        <a href={route} target="_blank" rel="noreferrer" className="font-semibold underline underline-offset-4">
          {t('live.clock.walkLink', { bar })}
        </a>
      ) : null}
      {openingNote && to?.barHours && view.phase === 'moving' ? (
        <NextBarOpening hours={to.barHours} arriveAt={now + view.arriveInMs} />
      ) : null}
    </div>
  );
}
