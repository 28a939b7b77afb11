import { useState, type FormEvent } from 'react';
import { MAX_TEAM_NAME_LENGTH } from '../../domain/scorecard';
import { errorMessage } from '../../lib/api-fetch';
import { useJoinGame } from './games-api';

/** A team joins with a name: no account needed. The game then shows the team's own card. */
export function JoinForm({ code, gameName }: { code: string; gameName: string }) {
  const join = useJoinGame(code);
  const [teamName, setTeamName] = useState('');
  const blank = teamName.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !join.isPending) join.mutate(teamName.trim());
  };
  return (
    <section aria-labelledby="join-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="join-heading" className="text-lg font-bold">
        Join {gameName}
      </h2>
      <p className="mt-1 text-sm text-stone-600">Pick a team name. No account needed: joining is free.</p>
      <form onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-medium">
          Team name
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
        <button type="submit" className="btn-primary" disabled={blank || join.isPending}>
          {join.isPending ? 'Joining…' : 'Join game'}
        </button>
      </form>
      {join.isError ? (
        <p id="join-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {errorMessage(join.error, 'Could not join the game. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
