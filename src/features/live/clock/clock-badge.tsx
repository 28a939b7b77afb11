import { clockView, formatCountdown, type GameClock } from '../../../../domain/game-clock';
import type { Hole } from '../../../../domain/holes';
import { useT } from '../../../lib/i18n/translate';

/** The time left, small, for the bar pinned to the foot of a phone's screen beside the total; nothing while no hole is timed. */
export function ClockBadge({ clock, holes, now }: { clock: GameClock; holes: readonly Hole[]; now: number }) {
  const t = useT('live', 'team');
  const view = clockView(clock, holes, now);
  const ms = view.phase === 'at-bar' ? view.leftMs : view.phase === 'moving' ? view.arriveInMs : null;
  if (ms === null) return null;
  return (
    <span className="flex shrink-0 items-baseline gap-1">
      <span className="sr-only">{t('live.clock.timeLeft')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 self-center text-stone-300">
        <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 9v4l2.5 2.5M10 2h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="font-display text-lg font-extrabold tabular-nums">{formatCountdown(ms)}</span>
    </span>
  );
}
