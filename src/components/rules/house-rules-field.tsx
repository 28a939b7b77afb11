import { useId } from 'react';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { useT } from '../../lib/i18n/translate';

/** The field the house rules are written in (a game's or a course's): a line a rule, with what is left of the limit. */
export function HouseRulesField({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (rules: string) => void;
  disabled?: boolean;
}) {
  const t = useT('app');
  const hintId = useId();
  const over = cleanHouseRules(value).length > MAX_HOUSE_RULES_LENGTH;
  return (
    <div className="grid gap-1">
      <label className="grid gap-1 text-sm font-medium">
        {t('houseRules.field')}
        <textarea
          className="field min-h-24"
          value={value}
          rows={3}
          disabled={disabled}
          aria-describedby={hintId}
          aria-invalid={over || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      <p id={hintId} className={`text-xs ${over ? 'font-semibold text-red-700' : 'text-stone-600'}`}>
        {over
          ? t('houseRules.tooLong', { max: MAX_HOUSE_RULES_LENGTH })
          : t('houseRules.hint', { max: MAX_HOUSE_RULES_LENGTH })}
      </p>
    </div>
  );
}
