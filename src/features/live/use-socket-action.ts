import { useState } from 'react';
import type { LiveGame } from './use-live-game';

const NOT_SENT = 'You are offline. Try again when you are back online.';

/**
 * One action sent over the game's socket (a host's, or a team renaming itself): whether its
 * answer is awaited, and what went wrong (the game's refusal, or that it could not be sent at all).
 */
export function useSocketAction(game: Pick<LiveGame, 'refusal' | 'status'>) {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const refused = sentAt !== null && game.refusal && game.refusal.at >= sentAt ? game.refusal.message : null;
  return {
    /** Sent, and neither refused nor cut off since: the game's answer (a new board) is on its way. */
    awaiting: sentAt !== null && game.status === 'open' && !refused,
    error: refused ?? note,
    /** `send` says whether the message went out. */
    run: (send: () => boolean) => {
      const at = Date.now();
      if (send()) {
        setSentAt(at);
        setNote(null);
      } else setNote(NOT_SENT);
    },
    /** Forgets the last attempt, as a confirm dialog opens again. */
    reset: () => {
      setSentAt(null);
      setNote(null);
    },
  };
}
