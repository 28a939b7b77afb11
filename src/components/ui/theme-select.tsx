import { useId, useState } from 'react';
import type { ThemeChoice } from '../../domain/theme';
import { chooseTheme, parseThemeChoice, storedThemeChoice } from '../../lib/theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** The colour theme on this device: the phone's setting, or Light or Dark whatever it says. */
export function ThemeSelect({ className = '' }: { className?: string }) {
  const [choice, setChoice] = useState(storedThemeChoice);
  const id = useId();
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        Theme
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
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
