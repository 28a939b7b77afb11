import { useId } from 'react';
import { PAR_STATUS_TEXT } from '../../components/ui/par-status-colours';
import { HOLE_COUNT } from '../../../domain/holes';
import { boardRuleBroken, BOARD_PARS } from '../../../domain/fair-round';
import { totalPenalties } from '../../../domain/penalties';
import type { SavedRound } from '../../../domain/rounds';
import { placeLabelIn } from '../../../domain/standings';
import { formatToPar, holesCompleted, parStatus } from '../../../domain/scoring';
import { useFormatDateTime } from '../../lib/i18n/format-date';
import { pageLocale, usePageLanguage } from '../../lib/i18n/page-language';
import { useT } from '../../lib/i18n/translate';
import type { Translate } from '../../lib/i18n/catalog-areas';

/** A round played without a team name is known by the member's own count of rounds. */
export function roundTitle(t: Translate<'history'>, round: Pick<SavedRound, 'teamName' | 'number'>): string {
  return round.teamName.trim() || t('history.roundNumber', { number: round.number });
}

/** Why a round stays off the public boards, in words for its owner; null when it goes on them. */
function offBoardReason(t: Translate<'history'>, round: Pick<SavedRound, 'holes' | 'hiddenFromBoards'>): string | null {
  if (round.hiddenFromBoards === true) return t('history.offBoard.hidden');
  const broken = boardRuleBroken(round.holes);
  if (broken === null) return null;
  if (broken.rule === 'unfinished')
    return t('history.offBoard.unfinished', { scored: broken.scored, count: HOLE_COUNT });
  const { holeNumber, par } = broken.hole;
  return broken.rule === 'no-sip'
    ? t('history.offBoard.noSip', { hole: holeNumber })
    : t('history.offBoard.par', { hole: holeNumber, par, min: BOARD_PARS.min, max: BOARD_PARS.max });
}

export interface RoundActions {
  onEdit: (round: SavedRound) => void;
  onKeepPlaying: (round: SavedRound, courseId: string) => void;
  onPlayAgain: (round: SavedRound) => void;
  onExport: (round: SavedRound) => void;
  onDelete: (round: SavedRound) => void;
}

/**
 * One saved round: what it scored, and what can be done with it. `waiting` paints its buttons
 * disabled, as the Worker paints the page before the app can answer a press.
 */
export function RoundCard({
  round,
  actions,
  waiting = false,
}: {
  round: SavedRound;
  actions: RoundActions;
  waiting?: boolean;
}) {
  const headingId = useId();
  const t = useT('history', 'app');
  const language = usePageLanguage();
  const formatDateTime = useFormatDateTime();
  const title = roundTitle(t, round);
  const penalties = totalPenalties(round.penalties);
  const { courseId } = round;
  const offBoard = offBoardReason(t, round);
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
          {round.liveGame ? (
            <p className="text-sm text-stone-600 break-words">
              {t('history.liveGame', {
                place: placeLabelIn(language, round.liveGame),
                teams: round.liveGame.teams,
                name: round.liveGame.name,
              })}
              {round.liveGame.alcoholFree ? (
                <span className="ml-2 inline-block rounded-full bg-stone-200 px-2 text-xs font-bold text-stone-900">
                  {t('board.alcoholFree')}
                </span>
              ) : null}
            </p>
          ) : null}
          {round.liveGame?.mulliganHoles?.length ? (
            <p className="text-sm text-stone-600">
              {t('history.mulligans', {
                count: round.liveGame.mulliganHoles.length,
                holes: new Intl.ListFormat(pageLocale(language), { type: 'conjunction' }).format(
                  round.liveGame.mulliganHoles.map(String),
                ),
              })}
            </p>
          ) : null}
          {round.courseName ? (
            <p className="text-sm text-stone-600 break-words">{t('history.course', { name: round.courseName })}</p>
          ) : null}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs font-semibold text-stone-600 uppercase">{t('history.totalScore')}</span>
          <span
            className={`font-display text-2xl font-extrabold tabular-nums ${PAR_STATUS_TEXT.light[parStatus(round.totalScore)]}`}
          >
            {formatToPar(round.totalScore)}
          </span>
        </p>
      </div>
      <p className="mt-2 text-sm">
        {t('history.holesCompleted', { done: holesCompleted(round.holes), count: HOLE_COUNT })}
      </p>
      {penalties > 0 ? <p className="text-sm">{t('history.penalties', { count: penalties })}</p> : null}
      {offBoard ? <p className="mt-1 text-sm text-stone-600">{offBoard}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {round.liveGame ? (
          // The round holds the game's final place: it stays as the game ended, and plays again as a new round.
          <button type="button" disabled={waiting} className="btn-primary" onClick={() => actions.onPlayAgain(round)}>
            {t('history.playAgain')}
            {whose}
          </button>
        ) : courseId ? (
          <button
            type="button"
            disabled={waiting}
            className="btn-primary"
            onClick={() => actions.onKeepPlaying(round, courseId)}
          >
            {t('history.keepPlaying')}
            {whose}
          </button>
        ) : (
          <button type="button" disabled={waiting} className="btn-primary" onClick={() => actions.onEdit(round)}>
            {t('history.edit')}
            {whose}
          </button>
        )}
        <button type="button" disabled={waiting} className="btn-secondary" onClick={() => actions.onExport(round)}>
          {t('history.export')}
          {whose}
        </button>
        <button
          type="button"
          disabled={waiting}
          className="btn-secondary text-red-700"
          onClick={() => actions.onDelete(round)}
        >
          {t('history.delete')}
          {whose}
        </button>
      </div>
    </article>
  );
}
