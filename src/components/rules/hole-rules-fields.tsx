import { useId, useState } from 'react';
import { MAX_HAZARD_NAME_LENGTH, MAX_HOLE_RULE_LENGTH } from '../../../domain/hole-rules';
import { MAX_PENALTIES } from '../../../domain/penalties';
import { useT } from '../../lib/i18n/translate';
import { readHoleRulesDraft, type HoleRuleDraft, type HoleRuleProblem } from './hole-rules-draft';

/**
 * A rule for any hole, and which holes are hazards: folded away until opened (open when some
 * hole has a rule). `hazardsLocked` shows a started game's hazards as they are: each is a
 * penalty on every card already.
 */
export function HoleRulesFields({
  draft,
  onChange,
  hazardsLocked = false,
  tooManyHazards = false,
  disabled = false,
}: {
  draft: readonly HoleRuleDraft[];
  onChange: (draft: HoleRuleDraft[]) => void;
  hazardsLocked?: boolean;
  /** The penalties and the hazards' penalties together are more than a card holds. */
  tooManyHazards?: boolean;
  disabled?: boolean;
}) {
  const t = useT('app');
  const [open] = useState(() => draft.some((hole) => hole.rule !== '' || hole.hazard !== ''));
  const { problems } = readHoleRulesDraft(draft);
  const hintId = useId();
  const set = (index: number, patch: Partial<HoleRuleDraft>) =>
    onChange(draft.map((hole, at) => (at === index ? { ...hole, ...patch } : hole)));
  const problemText: Record<HoleRuleProblem, string> = {
    'rule-too-long': t('holeRules.ruleTooLong', { max: MAX_HOLE_RULE_LENGTH }),
    'hazard-too-long': t('holeRules.hazardTooLong', { max: MAX_HAZARD_NAME_LENGTH }),
    'hazard-needs-rule': t('holeRules.hazardNeedsRule'),
    'same-hazard': t('holeRules.sameHazard'),
  };
  return (
    <details open={open} className="rounded-lg border border-stone-200 px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium">{t('holeRules.title')}</summary>
      <p id={hintId} className="text-xs text-stone-600">
        {hazardsLocked
          ? t('holeRules.hintLocked', { max: MAX_HOLE_RULE_LENGTH })
          : t('holeRules.hint', { max: MAX_HOLE_RULE_LENGTH })}
      </p>
      {tooManyHazards ? (
        <p role="alert" className="mt-1 text-xs font-semibold text-red-700">
          {t('holeRules.tooMany', { max: MAX_PENALTIES })}
        </p>
      ) : null}
      <ol className="mt-2 grid gap-3">
        {draft.map((hole, index) => {
          const n = index + 1;
          const problem = problems[index] ?? null;
          const problemId = `${hintId}-${n}`;
          return (
            <li key={n} className="grid gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:gap-2">
              <label className="grid min-w-0 gap-1 text-sm font-medium">
                {t('holeRules.rule', { n })}
                <input
                  className="field"
                  value={hole.rule}
                  autoComplete="off"
                  disabled={disabled}
                  aria-invalid={problem === 'rule-too-long' || problem === 'hazard-needs-rule' || undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => set(index, { rule: event.target.value })}
                />
              </label>
              <label className="grid min-w-0 gap-1 text-sm font-medium">
                {t('holeRules.hazard', { n })}
                <input
                  className="field read-only:bg-stone-100"
                  value={hole.hazard}
                  autoComplete="off"
                  placeholder={hazardsLocked ? undefined : t('holeRules.hazardPlaceholder')}
                  readOnly={hazardsLocked}
                  disabled={disabled}
                  aria-invalid={problem === 'hazard-too-long' || problem === 'same-hazard' || undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => set(index, { hazard: event.target.value })}
                />
              </label>
              {problem ? (
                <p id={problemId} className="text-xs font-semibold text-red-700 sm:col-span-2">
                  {problemText[problem]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
