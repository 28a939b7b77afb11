import { useState, useSyncExternalStore } from 'react';
import { pageLanguage, subscribePageLanguage } from '../../../lib/i18n/page-language';
import { useT } from '../../../lib/i18n/translate';
import type { LiveGame } from './use-live-game';

/**
 * One action sent over the game's socket (a host's, or a team renaming itself): whether its
 * answer is awaited, and what went wrong (the game's refusal, that it could not be sent at all,
 * or that the connection dropped before the answer came). `answered`: the caller has seen the
 * answer it waits for (the new name on the board), so a later drop says nothing of this action.
 * The game refuses in English with a stable code beside its words; a page in another language
 * says what the code means in its own.
 */
export function useSocketAction(game: Pick<LiveGame, 'refusal' | 'status'>, { answered = false } = {}) {
  const t = useT('live', 'team');
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage, () => 'en' as const);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [notSent, setNotSent] = useState(false);
  // The connection dropped after sending: the game may or may not have the action, and a socket
  // dialled again does not carry it, so it is no longer awaited.
  const [cutOff, setCutOff] = useState(false);
  if (sentAt !== null && !cutOff && game.status !== 'open') setCutOff(true);
  const refusal = sentAt !== null && game.refusal && game.refusal.at >= sentAt ? game.refusal : null;
  const refused = refusal ? (language === 'en' ? refusal.message : t(`live.refusal.${refusal.code}`)) : null;
  const cutOffText = cutOff && !answered && !refused ? t('live.cutOff') : null;
  return {
    /** Sent, and neither refused nor cut off since: the game's answer (a new board) is on its way. */
    awaiting: sentAt !== null && !cutOff && game.status === 'open' && !refused,
    error: refused ?? (notSent ? t('live.notSent') : cutOffText),
    /** `send` says whether the message went out. */
    run: (send: () => boolean) => {
      const at = Date.now();
      setCutOff(false);
      if (send()) {
        setSentAt(at);
        setNotSent(false);
      } else setNotSent(true);
    },
    /** Forgets the last attempt, as a confirm dialog opens again. */
    reset: () => {
      setSentAt(null);
      setNotSent(false);
      setCutOff(false);
    },
  };
}

/**
 * A host's setting saved over the socket, where the game's answer is the setting as the game now
 * has it (`current`): answered once what was sent is what the game shows, saving until then.
 */
export function useSocketSetting<Value>(game: Pick<LiveGame, 'refusal' | 'status'>, current: Value) {
  const [sent, setSent] = useState<{ value: Value } | null>(null);
  const answered = sent !== null && sent.value === current;
  const action = useSocketAction(game, { answered });
  return {
    answered,
    saving: sent !== null && !answered && action.awaiting,
    error: action.error,
    /** Sends `value` with `send`, waiting for the game to show it. */
    save: (value: Value, send: () => boolean) => {
      setSent({ value });
      action.run(send);
    },
  };
}
