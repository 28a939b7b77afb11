import { useId } from 'react';
import { useJoinText } from '../../lib/i18n/join-text';

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
  const t = useJoinText();
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
