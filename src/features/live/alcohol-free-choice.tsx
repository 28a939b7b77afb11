import { useState } from 'react';
import { useT } from '../../lib/i18n/translate';
import { AlcoholFreeCheckbox } from './alcohol-free';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';
import { SocketActionError } from './socket/socket-save';

/**
 * A team in the game marks itself alcohol-free, or not, from its own page: sent to the game,
 * 'Saving…' until the board shows the team so, and the game's refusal or a lost connection said.
 */
export function AlcoholFreeChoice({ game, alcoholFree }: { game: LiveGame; alcoholFree: boolean }) {
  const t = useT('live', 'team', 'app');
  const [asked, setAsked] = useState<boolean | null>(null);
  const answered = asked !== null && asked === alcoholFree;
  const action = useSocketAction(game, { answered });
  const saving = asked !== null && !answered && action.awaiting;
  const shown = saving && asked !== null ? asked : alcoholFree;
  return (
    <div className="grid gap-1 rounded-2xl bg-white px-4 py-2 shadow-sm">
      <AlcoholFreeCheckbox
        checked={shown}
        disabled={saving}
        onChange={(checked) => {
          setAsked(checked);
          action.run(() => game.setAlcoholFree(checked));
        }}
      />
      <p aria-live="polite" className="pl-8 text-xs font-semibold">
        {saving ? t('common.saving') : answered ? t('live.alcoholFree.saved') : null}
      </p>
      <SocketActionError error={action.error} answered={answered} className="pl-8" />
    </div>
  );
}
