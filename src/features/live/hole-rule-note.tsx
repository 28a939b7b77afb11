import type { ShownHoleRule } from '../../../domain/hole-rules';
import { useJoinText } from '../../lib/i18n/join-text';

/** A hole's rule in words: 'Hole 3 rule: Left hand only', a hazard by its name ('Hole 5 hazard · Water hazard: +1 if you spill'). */
export function HoleRuleText({ rule }: { rule: ShownHoleRule }) {
  const t = useJoinText();
  const n = rule.holeNumber;
  return (
    <>
      <span className="font-bold">
        {rule.hazard === undefined
          ? t('live.holeRule.rule', { n })
          : t('live.holeRule.hazard', { n, hazard: rule.hazard })}
      </span>{' '}
      {rule.rule}
    </>
  );
}

/** The current hole's rule, on a team's card and large on the TV. */
export function HoleRuleNote({ rule, size = 'phone' }: { rule: ShownHoleRule; size?: 'phone' | 'tv' }) {
  return (
    <p
      className={
        size === 'tv'
          ? 'shrink-0 rounded-3xl bg-stone-900 px-5 py-3 text-xl break-words text-white 2xl:px-8 2xl:py-5 2xl:text-2xl'
          : 'rounded-lg bg-amber-50 px-3 py-2 text-sm break-words text-stone-900'
      }
    >
      <HoleRuleText rule={rule} />
    </p>
  );
}
