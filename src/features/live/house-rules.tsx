import { useId } from 'react';
import { useT } from '../../lib/i18n/translate';

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
