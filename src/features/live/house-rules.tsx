import { useId } from 'react';
import type { ShownHoleRule } from '../../../domain/hole-rules';
import { useJoinText } from '../../lib/i18n/join-text';
import { HoleRuleText } from './hole-rule-note';

const NO_HOLE_RULES: readonly ShownHoleRule[] = [];

/**
 * The game's house rules one tap away on a phone, a line a rule, then each hole's rule and hazard;
 * shown open on the spectator board. Nothing when the game has none.
 */
export function HouseRules({
  rules,
  holeRules = NO_HOLE_RULES,
  size = 'phone',
}: {
  rules: string;
  holeRules?: readonly ShownHoleRule[];
  size?: 'phone' | 'tv';
}) {
  const t = useJoinText();
  const headingId = useId();
  if (rules === '' && holeRules.length === 0) return null;
  const lines = rules === '' ? [] : rules.split('\n');
  if (size === 'tv') {
    // A TV is read, not tapped: the rules show open.
    return (
      <section
        aria-labelledby={headingId}
        className="min-h-0 shrink-[100] overflow-hidden rounded-3xl bg-stone-900 p-5 text-xl text-white 2xl:p-8 2xl:text-2xl"
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
          {holeRules.map((rule) => (
            <li key={`hole-${rule.holeNumber}`} className="line-clamp-2">
              <HoleRuleText rule={rule} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <details className="rounded-2xl bg-white px-4 py-3 shadow-sm">
      <summary className="min-h-11 cursor-pointer content-center font-bold">{t('live.rules.title')}</summary>
      {lines.length === 0 ? null : (
        <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm break-words">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {holeRules.length === 0 ? null : (
        <>
          <h4 className="mt-2 text-sm font-semibold">{t('live.holeRule.each')}</h4>
          <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm break-words">
            {holeRules.map((rule) => (
              <li key={rule.holeNumber}>
                <HoleRuleText rule={rule} />
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
