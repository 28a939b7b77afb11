/**
 * Save for a setting the host sends over the game's socket: its saving words while the game has
 * not answered, then the saved words, said politely once the game shows the setting.
 */
export function SocketSaveButton({
  words,
  saving,
  answered,
  unchanged = false,
}: {
  words: { save: string; saving: string; saved: string };
  saving: boolean;
  answered: boolean;
  /** Nothing to send: the setting is as the game has it. */
  unchanged?: boolean;
}) {
  return (
    <>
      <button type="submit" className="btn-secondary" disabled={saving || unchanged}>
        {saving ? words.saving : words.save}
      </button>
      <p aria-live="polite" className="text-sm font-semibold">
        {answered ? words.saved : null}
      </p>
    </>
  );
}

/** Why the last action sent over the socket did not take, until the game shows that it did. */
export function SocketActionError({
  error,
  answered,
  className = '',
}: {
  error: string | null;
  answered: boolean;
  className?: string;
}) {
  if (!error || answered) return null;
  return (
    <p role="alert" className={`text-sm font-semibold text-red-700 ${className}`}>
      {error}
    </p>
  );
}
