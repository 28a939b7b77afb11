import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast-store';
import { retryWhenBack, type Retrier } from '../../../lib/retry-when-back';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../../lib/round-sync/query-keys';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../../lib/session/use-subscription-status';
import { KEPT_ROUND_KEY, useRoundsAsked } from './keep-round-progress';
import { roundsToKeep } from './rounds-to-keep';

/** The member whose waiting rounds are being sent, while they stay signed in. */
let sending: { memberId: string; retrier: Retrier; sendNow: () => void } | null = null;

/**
 * Once a member is signed in, the live-game rounds this phone asked to keep go to their History,
 * whichever page they land on (after subscribing from the game, its final standings). Rounds the server could not
 * be reached for stay on the phone and are tried again when the network or the player comes
 * back, and on a backoff timer, and at once when the player asks to keep another. The sending
 * code loads only when there is something to send.
 */
export function useKeepRounds(): void {
  const { user } = useCurrentUser();
  const { hasActiveSubscription } = useSubscriptionStatus();
  const queryClient = useQueryClient();
  const memberId = user && hasActiveSubscription ? user.id : null;
  const asked = useRoundsAsked();

  useEffect(() => {
    if (sending && sending.memberId !== memberId) {
      sending.retrier.stop();
      sending = null;
    }
    if (memberId === null || roundsToKeep().length === 0) return;
    if (sending) return sending.sendNow();
    let busy = false;
    let firstTry = true;
    const sendNow = () => {
      if (!busy && roundsToKeep().length > 0) send();
    };
    const retrier = retryWhenBack(sendNow);
    sending = { memberId, retrier, sendNow };
    const send = () => {
      busy = true;
      void Promise.all([
        import('./send-rounds-to-keep'),
        import('../../../lib/i18n/error-text'),
        import('../../../lib/i18n/translate'),
      ])
        .then(async ([{ sendRoundsToKeep }, { pageErrorText }, { pageTranslate }]) => {
          const [errorText, t] = await Promise.all([pageErrorText(), pageTranslate('live', 'team')]);
          const outcome = await sendRoundsToKeep(errorText);
          busy = false;
          if (sending?.retrier !== retrier) return;
          if (outcome.kept.length > 0) {
            void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
            void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
          }
          for (const round of [...outcome.kept, ...outcome.refused.map((refused) => refused.round)]) {
            void queryClient.invalidateQueries({ queryKey: [KEPT_ROUND_KEY, round.code] });
          }
          for (const round of outcome.kept) {
            toast({
              title: t('live.kept.title'),
              description: t('live.kept.text', { team: round.teamName, game: round.gameName }),
              variant: 'success',
            });
          }
          for (const { round, reason } of outcome.refused) {
            toast({
              title: t('live.notKept.title', { game: round.gameName }),
              description: reason,
              variant: 'destructive',
            });
          }
          if (outcome.failed > 0) {
            if (firstTry) {
              toast({
                title: t('live.notKeptYet.title'),
                description: t('live.notKeptYet.text'),
                variant: 'destructive',
              });
            }
            firstTry = false;
            retrier.failed();
            return;
          }
          // A round asked for while these were on their way goes now.
          const answered = new Set(
            [...outcome.kept, ...outcome.refused.map((refused) => refused.round)].map((r) => r.code),
          );
          if (roundsToKeep().some((round) => !answered.has(round.code))) return send();
          retrier.stop();
          sending = null;
        })
        .catch(() => {
          // The code or the catalog could not be fetched (offline, or a deploy replaced it): tried again like a failed send.
          busy = false;
          retrier.failed();
        });
    };
    send();
  }, [memberId, queryClient, asked]);
}
