import { useId, useState, type FormEvent } from 'react';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { useT } from '../../lib/i18n/translate';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';

/** The game's house rules one tap away (open on the TV): a line a rule. Nothing when the game has none. */
export function HouseRules({ rules, size = 'phone' }: { rules: string; size?: 'phone' | 'tv' }) {
  const t = useT('live');
  if (rules === '') return null;
  const tv = size === 'tv';
  return (
    // A TV is read, not tapped: it shows them open.
    <details
      open={tv || undefined}
      className={tv ? 'rounded-3xl bg-stone-900 px-4 py-2 text-white' : 'rounded-2xl bg-white px-4 py-3 shadow-sm'}
    >
      <summary className={`min-h-11 cursor-pointer content-center font-bold ${tv ? 'text-xl' : ''}`}>
        {t('live.rules.title')}
      </summary>
      <ul className={`mt-1 grid list-disc gap-1 pl-5 break-words ${tv ? 'text-xl' : 'text-sm'}`}>
        {rules.split('\n').map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

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
        <button type="submit" className="btn-secondary" disabled={saving}>
          {saving ? t('common.saving') : t('live.rules.save')}
        </button>
        <p aria-live="polite" className="text-sm font-semibold">
          {answered ? t('live.rules.saved') : null}
        </p>
      </div>
      {action.error && !answered ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {action.error}
        </p>
      ) : null}
    </form>
  );
}
