import { useState, type FormEvent } from 'react';
import { MAX_TEAM_NAME_LENGTH } from '../../../../domain/scorecard';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useT } from '../../../lib/i18n/translate';
import { AlcoholFreeCheckbox } from '../alcohol-free';
import { useJoinGame } from '../games-api';

/** A team joins with a name: no account needed. The game then shows the team's own card. */
export function JoinForm({ code, gameName }: { code: string; gameName: string }) {
  const join = useJoinGame(code);
  const t = useT('live');
  const errorText = useErrorText();
  const [teamName, setTeamName] = useState('');
  const [alcoholFree, setAlcoholFree] = useState(false);
  const blank = teamName.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !join.isPending) join.mutate({ teamName: teamName.trim(), ...(alcoholFree ? { alcoholFree } : {}) });
  };
  return (
    <section aria-labelledby="join-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="join-heading" className="text-lg font-bold">
        {t('live.join.title', { name: gameName })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('live.join.intro')}</p>
      <form onSubmit={onSubmit} className="mt-3 grid gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {t('live.join.teamName')}
          <input
            className="field"
            maxLength={MAX_TEAM_NAME_LENGTH}
            autoComplete="nickname"
            required
            value={teamName}
            onChange={(event) => setTeamName(event.target.value)}
            aria-describedby={join.isError ? 'join-error' : undefined}
            aria-invalid={join.isError || undefined}
          />
        </label>
        <AlcoholFreeCheckbox checked={alcoholFree} onChange={setAlcoholFree} />
        <button type="submit" className="btn-primary sm:justify-self-start" disabled={blank || join.isPending}>
          {join.isPending ? t('live.join.joining') : t('live.join.submit')}
        </button>
      </form>
      {join.isError ? (
        <p id="join-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {errorText(join.error, t('live.join.failed'))}
        </p>
      ) : null}
    </section>
  );
}
