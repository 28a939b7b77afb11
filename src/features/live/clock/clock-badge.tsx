import { clockView, formatCountdown, type GameClock } from '../../../../domain/game-clock';
import type { Hole } from '../../../../domain/holes';
import { useT } from '../../../lib/i18n/translate';

/** The time left, small, for the bar pinned to the foot of a phone's screen beside the total; nothing while no hole is timed. */
export function ClockBadge({ clock, holes, now }: { clock: GameClock; holes: readonly Hole[]; now: number }) {
  const t = useT('live');
  const view = clockView(clock, holes, now);
  const ms = view.phase === 'at-bar' ? view.leftMs : view.phase === 'moving' ? view.arriveInMs : null;
  if (ms === null) return null;
  return (
    <span className="flex items-baseline gap-1.5">
      <span className="sr-only">{t('live.clock.timeLeft')}</span>
      <span aria-hidden="true" className="text-xs font-bold text-stone-300">
        ⏱
      </span>
      <span className="font-display text-xl font-extrabold tabular-nums">{formatCountdown(ms)}</span>
    </span>
  );
}
