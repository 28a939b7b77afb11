import { useState, type FormEvent } from 'react';
import type { ShownHoleRule } from '../../../domain/hole-rules';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { holeRulesDraft, readHoleRulesDraft } from '../../components/rules/hole-rules-draft';
import { HoleRulesFields } from '../../components/rules/hole-rules-fields';
import { HouseRulesField } from '../../components/rules/house-rules-field';
import { useT } from '../../lib/i18n/translate';
import { HoleRuleText } from './hole-rule-note';
import type { LiveGame } from './socket/use-live-game';
import { useSocketAction } from './socket/use-socket-action';

const NO_HOLE_RULES: readonly ShownHoleRule[] = [];

/**
 * The game's house rules one tap away (open on the TV): a line a rule, then each hole's rule and
 * hazard. Nothing when the game has none.
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
  const t = useT('live');
  if (rules === '' && holeRules.length === 0) return null;
  const tv = size === 'tv';
  const list = `mt-1 grid list-disc gap-1 pl-5 break-words ${tv ? 'text-xl' : 'text-sm'}`;
  return (
    // A TV is read, not tapped: it shows them open.
    <details
      open={tv || undefined}
      className={tv ? 'rounded-3xl bg-stone-900 px-4 py-2 text-white' : 'rounded-2xl bg-white px-4 py-3 shadow-sm'}
    >
      <summary className={`min-h-11 cursor-pointer content-center font-bold ${tv ? 'text-xl' : ''}`}>
        {t('live.rules.title')}
      </summary>
      {rules === '' ? null : (
        <ul className={list}>
          {rules.split('\n').map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {holeRules.length === 0 ? null : (
        <>
          <h4 className={`mt-2 font-semibold ${tv ? 'text-xl' : 'text-sm'}`}>{t('live.holeRule.each')}</h4>
          <ul className={list}>
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
        <button type="submit" className="btn-secondary" disabled={saving}>
          {saving ? t('common.saving') : t('live.rules.save')}
        </button>
        <p aria-live="polite" className="text-sm font-semibold">
          {answered ? t('live.rules.saved') : null}
        </p>
      </div>
      {action.error && !answered ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {action.error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The host (or the co-host) writes each hole's rule anew during the game; the hazards stay as the
 * game started, each a penalty on every card. 'Saving…' until the game sends them back, then 'Saved.'.
 */
export function HoleRulesEditor({ game }: { game: LiveGame }) {
  const t = useT('live', 'app');
  const [draft, setDraft] = useState(() => holeRulesDraft(game.holeRules));
  const [sent, setSent] = useState<string | null>(null);
  const answered = sent !== null && sent === JSON.stringify(game.holeRules);
  const action = useSocketAction(game, { answered });
  const saving = sent !== null && !answered && action.awaiting;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { holeRules, problems } = readHoleRulesDraft(draft);
    if (problems.some((problem) => problem !== null)) return;
    setSent(JSON.stringify(holeRules));
    action.run(() => game.setHoleRules(holeRules));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <HoleRulesFields draft={draft} onChange={setDraft} hazardsLocked />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary" disabled={saving}>
          {saving ? t('common.saving') : t('live.holeRule.save')}
        </button>
        <p aria-live="polite" className="text-sm font-semibold">
          {answered ? t('live.rules.saved') : null}
        </p>
      </div>
      {action.error && !answered ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {action.error}
        </p>
      ) : null}
    </form>
  );
}
