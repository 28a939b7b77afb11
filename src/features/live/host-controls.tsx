import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { BoardTeam } from '../../domain/games';
import { MAX_COURSE_NAME_LENGTH } from '../../domain/courses';
import type { LiveGame } from './use-live-game';

const NOT_SENT = 'You are offline. Try again when you are back online.';

/** What the game refused since `sentAt`, if anything. */
function refusedSince(game: LiveGame, sentAt: number | null): string | null {
  return sentAt !== null && game.refusal && game.refusal.at >= sentAt ? game.refusal.message : null;
}

/** Sent, and neither refused nor cut off since: the game's answer (a new board) is on its way. */
function awaiting(game: LiveGame, sentAt: number | null): boolean {
  return sentAt !== null && game.status === 'open' && !refusedSince(game, sentAt);
}

/** The host's own controls: rename the game, and end it for everyone after confirming. */
export function HostControls({ game }: { game: LiveGame }) {
  const [name, setName] = useState(game.board.name);
  const [renameSentAt, setRenameSentAt] = useState<number | null>(null);
  const [renameNote, setRenameNote] = useState<string | null>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [endSentAt, setEndSentAt] = useState<number | null>(null);
  const [endNote, setEndNote] = useState<string | null>(null);

  const renaming = awaiting(game, renameSentAt) && game.board.name !== name.trim();
  const renameError = refusedSince(game, renameSentAt) ?? renameNote;
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (next === '' || next === game.board.name) return;
    const at = Date.now();
    if (game.renameGame(next)) {
      setRenameSentAt(at);
      setRenameNote(null);
    } else setRenameNote(NOT_SENT);
  };

  const ending = awaiting(game, endSentAt);
  const endError = refusedSince(game, endSentAt) ?? endNote;
  const onEnd = () => {
    const at = Date.now();
    if (game.endGame()) {
      setEndSentAt(at);
      setEndNote(null);
    } else setEndNote(NOT_SENT);
  };

  return (
    <section aria-labelledby="host-heading" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="host-heading" className="text-sm font-extrabold tracking-[0.15em]">
        HOST CONTROLS
      </h2>
      <form onSubmit={onRename} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          Game name
          <input
            className="field"
            maxLength={MAX_COURSE_NAME_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="btn-secondary"
          disabled={renaming || name.trim() === '' || name.trim() === game.board.name}
        >
          {renaming ? 'Renaming…' : 'Rename game'}
        </button>
      </form>
      {renameError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {renameError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-danger"
        aria-haspopup="dialog"
        onClick={() => {
          setEndSentAt(null);
          setEndNote(null);
          setConfirmingEnd(true);
        }}
      >
        End game
      </button>
      <ConfirmDialog
        open={confirmingEnd}
        onOpenChange={setConfirmingEnd}
        title="End the game?"
        confirmLabel="End game"
        cancelLabel="Keep playing"
        pending={ending}
        pendingLabel="Ending…"
        onConfirm={onEnd}
      >
        <p>
          The board freezes for every team and shows the final standings. Each signed-in member's card is saved to their
          History.
        </p>
        {endError ? (
          <p role="alert" className="mt-3 font-semibold text-red-700">
            {endError}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

/** The host's Remove under a team's name on the board, after confirming. */
export function RemoveTeamButton({ game, team }: { game: LiveGame; team: BoardTeam }) {
  const [confirming, setConfirming] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const error = refusedSince(game, sentAt) ?? note;
  const removing = awaiting(game, sentAt);
  const onRemove = () => {
    const at = Date.now();
    if (game.removeTeam(team.id)) {
      setSentAt(at);
      setNote(null);
    } else setNote(NOT_SENT);
  };
  return (
    <>
      <button
        type="button"
        className="mt-1 min-h-6 text-xs font-semibold text-red-700 underline"
        aria-haspopup="dialog"
        aria-label={`Remove ${team.name}`}
        onClick={() => {
          setSentAt(null);
          setNote(null);
          setConfirming(true);
        }}
      >
        Remove
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${team.name}?`}
        confirmLabel="Remove team"
        cancelLabel="Cancel"
        pending={removing}
        pendingLabel="Removing…"
        onConfirm={onRemove}
      >
        <p>The team leaves the board and can no longer score in this game.</p>
        {error ? (
          <p role="alert" className="mt-3 font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
