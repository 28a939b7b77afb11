import { useId, useState, type FormEvent } from 'react';
import { teamLabel } from '../../../domain/clean-name';
import { teamNameSchema } from '../../../domain/game-protocol';
import { MAX_TEAM_NAME_LENGTH } from '../../../domain/scorecard';
import { useT } from '../../lib/i18n/translate';
import { useJoinText } from '../../lib/i18n/join-text';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';

/**
 * A team renames itself during the game, the host's team like any other: the same name rules as
 * joining, checked here and again by the game, which refuses a name that looks like another team's.
 * A name the boards will not show (the Worker's rule for every public board) is kept but shown as
 * 'Team #…': the form stays open and says so, rather than closing on a name the team never typed.
 */
export function TeamNameForm({ game, currentName }: { game: LiveGame; currentName: string }) {
  const t = useT('live', 'team', 'app');
  const words = useJoinText();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(currentName);
  const [sent, setSent] = useState<{ name: string; board: LiveGame['board'] } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const formId = useId();
  const errorId = useId();

  // The game answers with a board. One naming the team as asked closes the form; a masked name
  // ('Team #…') still comes as a new board, which ends the wait too.
  const renamed = sent !== null && currentName === sent.name;
  const answered = sent !== null && !renamed && game.board !== sent.board;
  const action = useSocketAction(game, { answered: renamed || answered });
  const saving = sent !== null && action.awaiting && !renamed && !answered;
  const label = game.you ? teamLabel(game.you.teamId) : null;
  const masked = answered && currentName === label ? sent.name : null;
  const error = invalid ?? action.error;
  const problem =
    error ?? (masked !== null && label !== null ? t('live.rename.masked', { name: masked, label }) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamNameSchema.safeParse(name);
    if (!parsed.success) {
      // The field's length is capped, so a name is refused only for being blank.
      setInvalid(words('live.rename.blank'));
      return;
    }
    setInvalid(null);
    if (parsed.data === currentName) return setOpen(false);
    setSent({ name: parsed.data, board: game.board });
    action.run(() => game.renameTeam(parsed.data));
  };

  if (!open || renamed) {
    // A name masked when the team joined, or when the host started the game, is said once here.
    const shownAsLabel = label !== null && currentName === label;
    return (
      <>
        {shownAsLabel ? <p className="text-sm">{t('live.rename.maskedNow', { label })}</p> : null}
        <button
          type="button"
          className="-mt-2 min-h-6 justify-self-start text-sm font-semibold text-felt underline"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => {
            setName(currentName);
            setSent(null);
            setInvalid(null);
            action.reset();
            setOpen(true);
          }}
        >
          {t('live.rename.open')}
        </button>
      </>
    );
  }
  return (
    <form id={formId} onSubmit={onSubmit} className="grid gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          {t('live.start.teamName')}
          <input
            className="field"
            maxLength={MAX_TEAM_NAME_LENGTH}
            autoComplete="nickname"
            // The form opens on the team's own request: the field is what it asked for.
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </label>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t('common.saving') : t('live.rename.save')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
