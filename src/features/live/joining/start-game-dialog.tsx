import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { holeRulesDraft, readHoleRulesDraft } from '../../../components/rules/hole-rules-draft';
import { HoleRulesFields } from '../../../components/rules/hole-rules-fields';
import { HouseRulesField } from '../../../components/rules/house-rules-field';
import { Dialog } from '../../../components/ui/dialog';
import { DEFAULT_MINUTES_PER_HOLE, minutesPerHoleSchema } from '../../../../domain/crawl-timing';
import { DEFAULT_GAME_NAME, type CreateGameRequest } from '../../../../domain/game-protocol';
import { hazardsFit, type ShownHoleRule } from '../../../../domain/hole-rules';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../../domain/house-rules';
import { MAX_TEAM_NAME_LENGTH } from '../../../../domain/scorecard';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useT } from '../../../lib/i18n/translate';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { GameNameField } from './game-name-field';
import { useCreateGame } from './create-game';
import { MulligansField } from '../mulligans/mulligans-host';
import { InvitePanel } from './invite-panel';

/**
 * What a game is started from: the main card or a course, its layout and penalty list (scores are
 * dropped by the server), and a course's rules as its reader reads them, to start the fields from.
 */
export type StartGameSource = Omit<CreateGameRequest, 'name' | 'hostTeamName' | 'rules' | 'holeRules' | 'mulligans'> & {
  name?: string;
  rules?: string;
  holeRules?: ShownHoleRule[];
};

/**
 * Starts a live game from the card or course: an optional name and the host's team name (their
 * first name unless they change it), then the join code, its QR code,
 * Share and the spectator link, and the way into the game's own page.
 */
export default function StartGameDialog({ source, onClose }: { source: StartGameSource; onClose: () => void }) {
  const create = useCreateGame();
  const t = useT('live', 'team');
  const errorText = useErrorText();
  const [name, setName] = useState(source.name ?? '');
  const firstName = useCurrentUser().user?.firstName?.trim().slice(0, MAX_TEAM_NAME_LENGTH) ?? '';
  // Until the host types, the field follows their first name (which may arrive after the dialog opens).
  const [teamName, setTeamName] = useState<string | null>(null);
  const shownTeamName = teamName ?? firstName;
  const minutesId = useId();
  const [minutes, setMinutes] = useState(String(source.timing?.minutesPerHole ?? DEFAULT_MINUTES_PER_HOLE));
  const minutesPerHole = minutesPerHoleSchema.safeParse(minutes.trim() === '' ? NaN : Number(minutes));
  const { rules: sourceRules = '', holeRules: sourceHoleRules, ...layout } = source;
  const [rules, setRules] = useState(sourceRules);
  const [mulligans, setMulligans] = useState(0);
  const rulesTooLong = cleanHouseRules(rules).length > MAX_HOUSE_RULES_LENGTH;
  const [firstDraft] = useState(() => holeRulesDraft(sourceHoleRules));
  const [holeDraft, setHoleDraft] = useState(firstDraft);
  const { holeRules, problems } = readHoleRulesDraft(holeDraft);
  const tooManyHazards = !hazardsFit(source.penalties, holeRules);
  const holeRulesWrong = tooManyHazards || problems.some((problem) => problem !== null);
  const game = create.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !minutesPerHole.success || rulesTooLong || holeRulesWrong) return;
    const houseRules = cleanHouseRules(rules);
    const trimmed = name.trim();
    const team = shownTeamName.trim();
    // Rules left as a course has them are not sent: the game copies the course's own.
    create.mutate({
      ...layout,
      name: trimmed === '' ? undefined : trimmed,
      hostTeamName: team === '' ? undefined : team,
      minutesPerHole: minutesPerHole.data,
      ...(houseRules === cleanHouseRules(sourceRules) ? {} : { rules: houseRules }),
      ...(holeDraft === firstDraft ? {} : { holeRules }),
      ...(mulligans === 0 ? {} : { mulligans }),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={t('live.start.title')}
      description={game ? undefined : t('live.start.description')}
    >
      {game?.code ? (
        <div className="grid gap-4">
          <p className="text-center font-semibold text-felt" role="status">
            {t('live.start.live')}
          </p>
          <InvitePanel code={game.code} watchId={game.watchId} gameName={game.board.name} />
          <Link to={`/play/${game.code}`} className="btn-primary" onClick={onClose}>
            {t('live.start.open')}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          <GameNameField value={name} onChange={setName} placeholder={DEFAULT_GAME_NAME} />
          <label className="grid gap-1 text-sm font-medium">
            {t('live.start.teamName')}
            <input
              className="field"
              maxLength={MAX_TEAM_NAME_LENGTH}
              autoComplete="nickname"
              placeholder={t('live.start.hostPlaceholder')}
              value={shownTeamName}
              onChange={(event) => setTeamName(event.target.value)}
            />
          </label>
          <label htmlFor={minutesId} className="grid gap-1 text-sm font-medium">
            {t('live.clock.minutes')}
            <input
              id={minutesId}
              className="field"
              type="number"
              inputMode="numeric"
              min={5}
              max={180}
              value={minutes}
              aria-invalid={!minutesPerHole.success}
              aria-describedby={`${minutesId}-note`}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </label>
          <p
            id={`${minutesId}-note`}
            className={`-mt-2 text-sm ${minutesPerHole.success ? 'text-stone-600' : 'font-semibold text-red-700'}`}
          >
            {minutesPerHole.success ? t('live.start.minutesNote') : t('live.clock.minutesRange')}
          </p>
          <HouseRulesField value={rules} onChange={setRules} />
          <HoleRulesFields draft={holeDraft} onChange={setHoleDraft} tooManyHazards={tooManyHazards} />
          <MulligansField value={mulligans} onChange={setMulligans} />
          {create.isError ? (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {t('live.start.failed', { reason: errorText(create.error, t('live.start.tryAgain')) })}
            </p>
          ) : null}
          <button type="submit" className="btn-primary" disabled={create.isPending || rulesTooLong || holeRulesWrong}>
            {create.isPending ? t('live.start.starting') : t('live.start.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
