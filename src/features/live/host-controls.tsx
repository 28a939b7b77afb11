import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import type { BoardTeam, RemovedTeam } from '../../../domain/game-protocol';
import { useT } from '../../lib/i18n/translate';
import { GameNameField } from './joining/game-name-field';
import { RemoveTeamOpener } from './board/remove-team-opener';
import { GameRunningControls } from './game-running-controls';
import { HostMenuOpener } from './host-menu-opener';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';

/** What the game or the phone said against the action, under its confirm text. */
function ActionError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-3 font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** The host's controls in a dialog, opened from one button by the game's title. */
export function HostMenu({ game }: { game: LiveGame }) {
  // The words the controls read, loaded with the button so the dialog opens at once.
  const t = useT('live', 'team', 'app');
  const [open, setOpen] = useState(false);
  return (
    <>
      <HostMenuOpener onOpen={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen} title={t('live.host.title')}>
        <HostControls game={game} />
      </Dialog>
    </>
  );
}

/**
 * The host's controls: rename the game, what the host and the co-host both change, let removed
 * teams back in, and end it for everyone after confirming.
 */
export function HostControls({ game }: { game: LiveGame }) {
  const t = useT('live', 'team', 'app');
  const [name, setName] = useState(game.board.name);
  const [sentName, setSentName] = useState<string | null>(null);
  const rename = useSocketAction(game, { answered: sentName === game.board.name });
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const end = useSocketAction(game);

  const renaming = rename.awaiting && game.board.name !== name.trim();
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (next === '' || next === game.board.name) return;
    setSentName(next);
    rename.run(() => game.renameGame(next));
  };

  return (
    <div className="grid gap-3">
      <form onSubmit={onRename} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <GameNameField value={name} onChange={setName} />
        <button
          type="submit"
          className="btn-secondary"
          disabled={renaming || name.trim() === '' || name.trim() === game.board.name}
        >
          {renaming ? t('live.host.renaming') : t('live.host.rename')}
        </button>
      </form>
      {rename.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {rename.error}
        </p>
      ) : null}
      <GameRunningControls game={game} />
      {game.removedTeams.length > 0 ? <RemovedTeams game={game} /> : null}
      <button
        type="button"
        className="btn-danger"
        aria-haspopup="dialog"
        onClick={() => {
          end.reset();
          setConfirmingEnd(true);
        }}
      >
        {t('live.host.end')}
      </button>
      <ConfirmDialog
        open={confirmingEnd}
        onOpenChange={setConfirmingEnd}
        title={t('live.host.endTitle')}
        confirmLabel={t('live.host.end')}
        cancelLabel={t('live.host.keepPlaying')}
        pending={end.awaiting}
        pendingLabel={t('live.host.ending')}
        onConfirm={() => end.run(game.endGame)}
      >
        <p>{t('live.host.endText')}</p>
        <ActionError error={end.error} />
      </ConfirmDialog>
    </div>
  );
}

/** The teams the host removed, each with 'Let back in': until then, its phone and its member cannot join again. */
function RemovedTeams({ game }: { game: LiveGame }) {
  const t = useT('live', 'team');
  return (
    <section aria-labelledby="removed-teams-heading" className="grid gap-2">
      <h3 id="removed-teams-heading" className="text-sm font-bold">
        {t('live.host.removedTitle')}
      </h3>
      <p className="text-sm text-stone-600">{t('live.host.removedText')}</p>
      <ul className="grid gap-2">
        {game.removedTeams.map((team) => (
          <LetBackIn key={team.id} game={game} team={team} />
        ))}
      </ul>
    </section>
  );
}

function LetBackIn({ game, team }: { game: LiveGame; team: RemovedTeam }) {
  const t = useT('live', 'team');
  const letIn = useSocketAction(game);
  return (
    <li className="grid gap-1">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-semibold">{team.name}</span>
        <button
          type="button"
          className="btn-secondary shrink-0"
          aria-label={t('live.host.letBackInLabel', { team: team.name })}
          disabled={letIn.awaiting}
          onClick={() => letIn.run(() => game.letBackIn(team.id))}
        >
          {letIn.awaiting ? t('live.host.lettingBackIn') : t('live.host.letBackIn')}
        </button>
      </div>
      <ActionError error={letIn.error} />
    </li>
  );
}

/** The host's Remove under a team's name on the board, after confirming. */
export function RemoveTeamButton({ game, team }: { game: LiveGame; team: BoardTeam }) {
  const t = useT('live', 'team', 'app');
  const [confirming, setConfirming] = useState(false);
  const remove = useSocketAction(game);
  return (
    <>
      <RemoveTeamOpener
        team={team}
        onOpen={() => {
          remove.reset();
          setConfirming(true);
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('live.host.removeTitle', { team: team.name })}
        confirmLabel={t('live.host.removeTeam')}
        cancelLabel={t('common.cancel')}
        pending={remove.awaiting}
        pendingLabel={t('live.host.removing')}
        onConfirm={() => remove.run(() => game.removeTeam(team.id))}
      >
        <p>{t('live.host.removeText')}</p>
        <ActionError error={remove.error} />
      </ConfirmDialog>
    </>
  );
}
