import { useId, useState } from 'react';
import type { ThemeChoice } from '../../../domain/theme';
import { useT } from '../../lib/i18n/translate';
import type { MessageId } from '../../lib/i18n/catalog-areas';
import { chooseTheme, parseThemeChoice, storedThemeChoice } from '../../lib/theme';

const LABELS: Record<ThemeChoice, MessageId<'app'>> = {
  system: 'theme.system',
  light: 'theme.light',
  dark: 'theme.dark',
};

/** The colour theme on this device: the phone's setting, or Light or Dark whatever it says. */
export function ThemeSelect({ className = '' }: { className?: string }) {
  const [choice, setChoice] = useState(storedThemeChoice);
  const id = useId();
  const t = useT('app');
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {t('theme.label')}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => {
          const next = parseThemeChoice(event.target.value);
          chooseTheme(next);
          setChoice(next);
        }}
        className="field-compact w-auto px-2"
      >
        {Object.entries(LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </div>
  );
}
