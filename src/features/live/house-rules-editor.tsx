import { useId, useState, type FormEvent } from 'react';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { useT } from '../../lib/i18n/translate';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';
import { SocketActionError, SocketSaveButton } from './socket/socket-save';

/** The field the host writes the house rules in: a line a rule, with what is left of the limit. */
export function HouseRulesField({ value, onChange }: { value: string; onChange: (rules: string) => void }) {
  const t = useT('live');
  const hintId = useId();
  const over = cleanHouseRules(value).length > MAX_HOUSE_RULES_LENGTH;
  return (
    <div className="grid gap-1">
      <label className="grid gap-1 text-sm font-medium">
        {t('live.rules.field')}
        <textarea
          className="field min-h-24"
          value={value}
          rows={3}
          aria-describedby={hintId}
          aria-invalid={over || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <p id={hintId} className={`text-xs ${over ? 'font-semibold text-red-700' : 'text-stone-600'}`}>
        {over
          ? t('live.rules.tooLong', { max: MAX_HOUSE_RULES_LENGTH })
          : t('live.rules.hint', { max: MAX_HOUSE_RULES_LENGTH })}
      </p>
    </div>
  );
}

/** The host writes the house rules anew during the game: 'Saving…' until the game sends them back, then 'Saved.'. */
export function HouseRulesEditor({ game }: { game: LiveGame }) {
  const t = useT('live', 'app');
  const [rules, setRules] = useState(game.rules);
  const [sent, setSent] = useState<string | null>(null);
  const answered = sent !== null && sent === game.rules;
  const action = useSocketAction(game, { answered });
  const saving = sent !== null && !answered && action.awaiting;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanHouseRules(rules);
    if (cleaned.length > MAX_HOUSE_RULES_LENGTH) return;
    setSent(cleaned);
    action.run(() => game.setRules(cleaned));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <HouseRulesField value={rules} onChange={setRules} />
      <div className="flex flex-wrap items-center gap-3">
        <SocketSaveButton
          words={{ save: t('live.rules.save'), saving: t('common.saving'), saved: t('live.rules.saved') }}
          saving={saving}
          answered={answered}
        />
      </div>
      <SocketActionError error={action.error} answered={answered} />
    </form>
  );
}
