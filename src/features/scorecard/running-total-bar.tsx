import { useEffect, useState, type ReactNode } from 'react';
import { PAR_STATUS_TEXT } from '../../components/ui/par-status-colours';
import type { Hole } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { totalWithMulligans } from '../../../domain/mulligans';
import { formatToPar, holesCompleted, parStatus } from '../../../domain/scoring';
import { useCardText } from '../../lib/i18n/card-text';

/** A screen reader hears the total once the player pauses, not after every tap of a burst. */
const ANNOUNCE_AFTER_MS = 1500;

/**
 * The total, holes played and par status, pinned to the bottom of a phone's screen while the
 * holes are scored (wider screens show the total card beside the holes). A spacer of the same
 * height ends the page so the bar never hides its last row.
 */
export default function RunningTotalBar({
  holes,
  penalties,
  mulliganHoles = [],
  aside,
}: {
  holes: readonly Pick<Hole, 'holeNumber' | 'par' | 'score'>[];
  penalties: readonly Pick<Penalty, 'count'>[];
  /** A live team's mulligan holes, each counted as par at worst. */
  mulliganHoles?: readonly number[];
  /** Shown at the bar's end, beside the total: a live game's time left. */
  aside?: ReactNode;
}) {
  const text = useCardText();
  const points = totalWithMulligans(holes, penalties, mulliganHoles);
  const total = formatToPar(points);
  const thru = holesCompleted(holes);
  const status = parStatus(points);
  const summary = text('Total {total}, thru {thru}, {status}', { total, thru, status: text(status) });
  const [announced, setAnnounced] = useState(summary);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);

  return (
    <>
      <div aria-hidden="true" className="h-[calc(2.5rem+env(safe-area-inset-bottom))] sm:hidden" />
      <aside
        aria-label={text('Running total')}
        data-running-total
        className="fixed inset-x-0 bottom-0 z-30 bg-stone-900 pb-[env(safe-area-inset-bottom)] text-white shadow-[0_-2px_8px_rgb(0_0_0/0.25)] sm:hidden"
      >
        <p className={`mx-auto flex h-14 max-w-3xl items-center justify-between px-4 ${aside ? 'gap-2' : 'gap-3'}`}>
          <span className="flex items-baseline gap-2">
            <span className="text-xs font-bold tracking-[0.15em] text-stone-300">{text('TOTAL')}</span>
            <span className="font-display text-2xl font-extrabold tabular-nums">{total}</span>
          </span>
          <span className="text-sm font-semibold text-stone-200">{text('Thru {thru}', { thru })}</span>
          <span className={`text-sm font-extrabold tracking-wider ${PAR_STATUS_TEXT.dark[status]}`}>
            {text(status)}
          </span>
          {aside}
        </p>
      </aside>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announced}
      </p>
    </>
  );
}
