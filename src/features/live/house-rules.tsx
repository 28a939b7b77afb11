import { useId, useState, type FormEvent } from 'react';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { useT } from '../../lib/i18n/translate';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';
import { SocketActionError, SocketSaveButton } from './socket/socket-save';

/** The game's house rules one tap away on a phone, shown on the spectator board: a line a rule. Nothing when the game has none. */
export function HouseRules({ rules, size = 'phone' }: { rules: string; size?: 'phone' | 'tv' }) {
  const t = useT('live');
  const headingId = useId();
  if (rules === '') return null;
  const lines = rules.split('\n');
  if (size === 'tv') {
    // A TV is read, not tapped: the rules show open.
    return (
      <section
        aria-labelledby={headingId}
        className="min-h-0 overflow-hidden rounded-3xl bg-stone-900 p-5 text-xl text-white 2xl:p-8 2xl:text-2xl"
      >
        <h2 id={headingId} className="font-bold">
          {t('live.rules.title')}
        </h2>
        {/* A clamped line shows no list marker: each rule is its own line instead. */}
        <ul className="mt-1 grid gap-1 break-words">
          {lines.map((line, index) => (
            <li key={index} className="line-clamp-2">
              {line}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <details className="rounded-2xl bg-white px-4 py-3 shadow-sm">
      <summary className="min-h-11 cursor-pointer content-center font-bold">{t('live.rules.title')}</summary>
      <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm break-words">
        {lines.map((line, index) => (
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
