import { useId } from 'react';
import { PAR_STATUS_TEXT } from '../../components/ui/par-status-colours';
import { HOLE_COUNT } from '../../domain/holes';
import { offBoardReason } from '../../domain/off-board-reason';
import { totalPenalties } from '../../domain/penalties';
import type { SavedRound } from '../../domain/rounds';
import { formatToPar, holesCompleted, parStatus } from '../../domain/scoring';
import { formatDateTime } from '../../lib/format-date';

/** A round played without a team name is known by the member's own count of rounds. */
export function roundTitle(round: Pick<SavedRound, 'teamName' | 'number'>): string {
  return round.teamName.trim() || `Round #${round.number}`;
}

export interface RoundActions {
  onEdit: (round: SavedRound) => void;
  onKeepPlaying: (round: SavedRound, courseId: string) => void;
  onExport: (round: SavedRound) => void;
  onDelete: (round: SavedRound) => void;
}

/** One saved round: what it scored, and what can be done with it. */
export function RoundCard({ round, actions }: { round: SavedRound; actions: RoundActions }) {
  const headingId = useId();
  const title = roundTitle(round);
  const penalties = totalPenalties(round.penalties);
  const { courseId } = round;
  const offBoard = offBoardReason(round.holes, { hidden: round.hiddenFromBoards });
  // Each button reads its round after its own word, so a list of buttons still says whose it is.
  const whose = <span className="sr-only"> {title}</span>;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {title}
          </h2>
          <p className="text-sm text-stone-600">
            <time dateTime={round.createdAt}>{formatDateTime(round.createdAt)}</time>
          </p>
          {round.courseName ? <p className="text-sm text-stone-600 break-words">Course: {round.courseName}</p> : null}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs font-semibold text-stone-600 uppercase">Total score</span>
          <span
            className={`font-display text-2xl font-extrabold tabular-nums ${PAR_STATUS_TEXT.light[parStatus(round.totalScore)]}`}
          >
            {formatToPar(round.totalScore)}
          </span>
        </p>
      </div>
      <p className="mt-2 text-sm">
        Holes completed: {holesCompleted(round.holes)} / {HOLE_COUNT}
      </p>
      {penalties > 0 ? <p className="text-sm">Penalties: {penalties}</p> : null}
      {offBoard ? <p className="mt-1 text-sm text-stone-600">{offBoard}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {courseId ? (
          <button type="button" className="btn-primary" onClick={() => actions.onKeepPlaying(round, courseId)}>
            Keep Playing{whose}
          </button>
        ) : (
          <button type="button" className="btn-primary" onClick={() => actions.onEdit(round)}>
            Edit Scorecard{whose}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={() => actions.onExport(round)}>
          Export &amp; Share{whose}
        </button>
        <button type="button" className="btn-secondary text-red-700" onClick={() => actions.onDelete(round)}>
          Delete{whose}
        </button>
      </div>
    </article>
  );
}
