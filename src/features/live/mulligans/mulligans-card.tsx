import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { mulligansLeft, penaltiesWiped } from '../../../../domain/mulligans';
import { useT } from '../../../lib/i18n/translate';
import type { LiveGame } from '../socket/use-live-game';
import { useSocketAction } from '../socket/use-socket-action';

/**
 * The team's mulligans on its card, when the game gives any: the rule in words, how many are left,
 * the holes used with the penalties each wiped, and 'Use a mulligan on hole {n}' for the hole shown at the top of the card,
 * after confirming. 'Using…' until the team's card has the hole, then said done. The card has every
 * mulligan the team spent, one on a hole the board hides too.
 */
export function MulligansCard({ game, hole }: { game: LiveGame; hole: number }) {
  const t = useT('live', 'team', 'app');
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  const used = game.mulliganHoles;
  const answered = asked !== null && used.includes(asked);
  const spend = useSocketAction(game, { answered });
  // Closed for good once the card has the mulligan: a host's undo later must not open it again.
  if (answered && confirming) setConfirming(false);
  const allowed = game.board.mulligans ?? 0;
  if (allowed === 0 && used.length === 0) return null;
  const left = mulligansLeft(allowed, used);
  const pending = asked !== null && !answered && spend.awaiting;
  return (
    <section aria-labelledby="mulligans-heading" className="grid gap-2 rounded-2xl bg-white px-4 py-3 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id="mulligans-heading" className="font-bold">
          {t('live.mulligans.title')}
        </h3>
        <p className="text-sm font-semibold">{t('live.mulligans.leftOf', { left, allowed })}</p>
      </div>
      <p className="text-sm text-stone-600">{t('live.mulligans.rule')}</p>
      {used.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('live.mulligans.usedOn')}>
          {[...used]
            .sort((a, b) => a - b)
            .map((holeNumber) => (
              <li key={holeNumber} className="rounded-full bg-stone-200 px-2 text-xs font-bold text-stone-800">
                {t('live.mulligans.holeWiped', {
                  hole: holeNumber,
                  count: penaltiesWiped(game.penaltiesByHole, holeNumber),
                })}
              </li>
            ))}
        </ul>
      ) : null}
      {used.includes(hole) ? null : (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          aria-haspopup="dialog"
          disabled={left === 0}
          onClick={() => {
            spend.reset();
            setAsked(null);
            setConfirming(true);
          }}
        >
          {t('live.mulligans.use', { hole })}
        </button>
      )}
      <p aria-live="polite" className="text-sm font-semibold">
        {answered && asked !== null ? t('live.mulligans.done', { hole: asked }) : null}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('live.mulligans.confirmTitle', { hole })}
        confirmLabel={t('live.mulligans.confirm')}
        cancelLabel={t('common.cancel')}
        tone="primary"
        pending={pending}
        pendingLabel={t('live.mulligans.using')}
        onConfirm={() => {
          setAsked(hole);
          spend.run(() => game.spendMulligan(hole));
        }}
      >
        <p>{t('live.mulligans.confirmText', { hole })}</p>
        {spend.error ? (
          <p role="alert" className="mt-3 font-semibold text-red-700">
            {spend.error}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
