import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/translate';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';
import { SocketActionError } from './socket/socket-save';

/** 'We play alcohol-free': a team's choice when it joins, and on its page later. */
export function AlcoholFreeCheckbox({
  checked,
  onChange,
  name,
  disabled = false,
  className = '',
}: {
  checked: boolean;
  /** The field's name in a form the Worker answers. */
  name?: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT('live');
  const hintId = useId();
  return (
    <div className={`grid gap-0.5 ${className}`}>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name={name}
          className="size-5 shrink-0 accent-felt"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('live.alcoholFree.label')}
      </label>
      <p id={hintId} className="pl-8 text-xs text-stone-600">
        {t('live.alcoholFree.hint')}
      </p>
    </div>
  );
}

/**
 * A team in the game marks itself alcohol-free, or not, from its own page: sent to the game,
 * 'Saving…' until the board shows the team so, and the game's refusal or a lost connection said.
 */
export function AlcoholFreeChoice({ game, alcoholFree }: { game: LiveGame; alcoholFree: boolean }) {
  const t = useT('live', 'app');
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
