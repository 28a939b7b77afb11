import { useId, useSyncExternalStore } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, parseLanguage } from '../../../domain/language';
// Registers the frame's words with a change of language, as the page's own catalogs are.
import '../../lib/i18n/frame-words';
import { chooseLanguage, pageLanguage, subscribePageLanguage } from '../../lib/i18n/page-language';
import { useT } from '../../lib/i18n/translate';

/** The page's language on this device; each language is listed by its own name. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage, () => 'en' as const);
  const id = useId();
  const t = useT('app');
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = parseLanguage(event.target.value);
          if (next) void chooseLanguage(next);
        }}
        className="field-compact w-auto px-2"
      >
        {LANGUAGES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LANGUAGE_NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
