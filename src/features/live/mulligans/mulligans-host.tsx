import { useId, useState, type FormEvent } from 'react';
import { MAX_MULLIGANS } from '../../../../domain/mulligans';
import { useT } from '../../../lib/i18n/translate';
import type { LiveGame } from '../socket/use-live-game';
import { useSocketAction, useSocketSetting } from '../socket/use-socket-action';
import { SocketActionError, SocketSaveButton } from '../socket/socket-save';

const CHOICES = Array.from({ length: MAX_MULLIGANS + 1 }, (_, count) => count);

/** How many mulligans each team may take, as a choice of 0 to MAX_MULLIGANS: the start dialog's and the host's. */
export function MulligansField({ value, onChange }: { value: number; onChange: (mulligans: number) => void }) {
  const t = useT('live', 'team');
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label className="grid gap-1 text-sm font-medium">
        {t('live.mulligans.field')}
        <select
          className="field"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {CHOICES.map((count) => (
            <option key={count} value={count}>
              {count === 0 ? t('live.mulligans.none') : count}
            </option>
          ))}
        </select>
      </label>
      <p id={hintId} className="text-xs text-stone-600">
        {t('live.mulligans.rule')}
      </p>
    </div>
  );
}

/**
 * The host's and the co-host's mulligans: how many each team may take ('Saving…' until every board
 * shows the new number), and each mulligan spent with 'Undo' for one taken by mistake.
 */
export function MulligansHostControls({ game }: { game: LiveGame }) {
  const t = useT('live', 'team', 'app');
  const current = game.board.mulligans ?? 0;
  const [count, setCount] = useState(current);
  const setting = useSocketSetting(game, current);
  const spent = spentMulligans(game);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setting.save(count, () => game.setMulligans(count));
  };
  return (
    <section aria-labelledby="host-mulligans-heading" className="grid gap-2">
      <h3 id="host-mulligans-heading" className="text-sm font-bold">
        {t('live.mulligans.title')}
      </h3>
      <form onSubmit={onSubmit} className="grid gap-2">
        <MulligansField value={count} onChange={setCount} />
        <div className="flex flex-wrap items-center gap-3">
          <SocketSaveButton
            words={{ save: t('live.mulligans.save'), saving: t('common.saving'), saved: t('live.mulligans.saved') }}
            saving={setting.saving}
            answered={setting.answered}
            unchanged={count === current}
          />
        </div>
        <SocketActionError error={setting.error} answered={setting.answered} />
      </form>
      {spent.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('live.mulligans.spent')}>
          {spent.map((mulligan) => (
            <UndoMulligan key={`${mulligan.teamId}:${mulligan.hole}`} game={game} {...mulligan} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface SpentMulligan {
  teamId: string;
  teamName: string;
  hole: number;
  /** On a hole the board hides: the host hears of it apart from the board, which shows it after the reveal. */
  hidden: boolean;
}

/**
 * Every mulligan spent, team by team in the board's order, each team's by hole: those the board
 * shows, and while it hides the last holes, those on hidden holes the game told the host apart.
 */
function spentMulligans(game: LiveGame): SpentMulligan[] {
  const hiding = game.board.status === 'live' && game.board.hiddenHoles !== undefined;
  const hidden = hiding ? game.hiddenMulligans : [];
  const onBoard = new Set(game.board.teams.map((team) => team.id));
  const byHole = (a: SpentMulligan, b: SpentMulligan) => a.hole - b.hole;
  const teams = game.board.teams.flatMap((team) => {
    const shown = (team.mulliganHoles ?? []).map((hole) => ({
      teamId: team.id,
      teamName: team.name,
      hole,
      hidden: false,
    }));
    const shownHoles = new Set(shown.map((mulligan) => mulligan.hole));
    const more = hidden
      .filter((mulligan) => mulligan.teamId === team.id && !shownHoles.has(mulligan.hole))
      .map((mulligan) => ({ ...mulligan, teamName: team.name, hidden: true }));
    return [...shown, ...more].sort(byHole);
  });
  const elsewhere = hidden
    .filter((mulligan) => !onBoard.has(mulligan.teamId))
    .map((mulligan) => ({ ...mulligan, hidden: true }))
    .sort(byHole);
  return [...teams, ...elsewhere];
}

function UndoMulligan({ game, teamId, teamName, hole, hidden }: SpentMulligan & { game: LiveGame }) {
  const t = useT('live', 'team');
  const undo = useSocketAction(game);
  return (
    <li className="grid gap-1">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 break-words">{t('live.mulligans.spentBy', { team: teamName, hole })}</span>
        <button
          type="button"
          className="btn-secondary shrink-0"
          aria-label={t('live.mulligans.undoLabel', { team: teamName, hole })}
          disabled={undo.awaiting}
          onClick={() => undo.run(() => game.undoMulligan(teamId, hole))}
        >
          {undo.awaiting ? t('live.mulligans.undoing') : t('live.mulligans.undo')}
        </button>
      </div>
      {hidden ? <p className="text-xs text-stone-600">{t('live.mulligans.hiddenHole')}</p> : null}
      {undo.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {undo.error}
        </p>
      ) : null}
    </li>
  );
}
