import type { ReactNode } from 'react';
import { PAR_STATUS_TEXT } from '../../components/ui/par-status-colours';
import { formatToPar, parStatus } from '../../../domain/scoring';
import { useCardText } from '../../lib/i18n/card-text';

/** The card's total; `note` says more about it where a board shows another (a live game hiding its last holes). */
export function TotalScoreCard({ total, note }: { total: number; note?: ReactNode }) {
  const text = useCardText();
  const status = parStatus(total);
  return (
    <section
      aria-labelledby="total-score-heading"
      className="rounded-2xl bg-stone-900 p-5 text-center text-white shadow-md"
    >
      <h2 id="total-score-heading" className="text-sm font-bold tracking-[0.2em] text-stone-300">
        {text('TOTAL SCORE')}
      </h2>
      <div>
        <p className="mt-1 font-display text-6xl font-extrabold tabular-nums" data-testid="total-score">
          {formatToPar(total)}
        </p>
        <p className="text-xs text-stone-400">{text('Strokes + Penalties')}</p>
        <p className={`mt-2 text-lg font-extrabold tracking-wider ${PAR_STATUS_TEXT.dark[status]}`}>{text(status)}</p>
        {note ? <p className="mt-2 text-sm text-stone-200">{note}</p> : null}
      </div>
    </section>
  );
}
