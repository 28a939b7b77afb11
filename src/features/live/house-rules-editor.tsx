import { useState, type FormEvent } from 'react';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { holeRulesDraft, readHoleRulesDraft } from '../../components/rules/hole-rules-draft';
import { HoleRulesFields } from '../../components/rules/hole-rules-fields';
import { HouseRulesField } from '../../components/rules/house-rules-field';
import { useT } from '../../lib/i18n/translate';
import type { LiveGame } from './socket/use-live-game';
import { useSocketSetting } from './socket/use-socket-action';
import { SocketActionError, SocketSaveButton } from './socket/socket-save';

/** The host writes the house rules anew during the game: 'Saving…' until the game sends them back, then 'Saved.'. */
export function HouseRulesEditor({ game }: { game: LiveGame }) {
  const t = useT('live', 'team', 'app');
  const [rules, setRules] = useState(game.rules);
  const setting = useSocketSetting(game, game.rules);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanHouseRules(rules);
    if (cleaned.length > MAX_HOUSE_RULES_LENGTH) return;
    setting.save(cleaned, () => game.setRules(cleaned));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <HouseRulesField value={rules} onChange={setRules} />
      <div className="flex flex-wrap items-center gap-3">
        <SocketSaveButton
          words={{ save: t('live.rules.save'), saving: t('common.saving'), saved: t('live.rules.saved') }}
          saving={setting.saving}
          answered={setting.answered}
        />
      </div>
      <SocketActionError error={setting.error} answered={setting.answered} />
    </form>
  );
}

/**
 * The host (or the co-host) writes each hole's rule anew during the game; the hazards stay as the
 * game started, each a penalty on every card. 'Saving…' until the game sends them back, then 'Saved.'.
 */
export function HoleRulesEditor({ game }: { game: LiveGame }) {
  const t = useT('live', 'team', 'app');
  const [draft, setDraft] = useState(() => holeRulesDraft(game.holeRules));
  // Compared as JSON: the rules the game sends back are a new object with the same rules.
  const setting = useSocketSetting(game, JSON.stringify(game.holeRules));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { holeRules, problems } = readHoleRulesDraft(draft);
    if (problems.some((problem) => problem !== null)) return;
    setting.save(JSON.stringify(holeRules), () => game.setHoleRules(holeRules));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <HoleRulesFields draft={draft} onChange={setDraft} hazardsLocked />
      <div className="flex flex-wrap items-center gap-3">
        <SocketSaveButton
          words={{ save: t('live.holeRule.save'), saving: t('common.saving'), saved: t('live.rules.saved') }}
          saving={setting.saving}
          answered={setting.answered}
        />
      </div>
      <SocketActionError error={setting.error} answered={setting.answered} />
    </form>
  );
}
