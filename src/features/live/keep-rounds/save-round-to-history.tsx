import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/translate';
import { usePlayingText } from '../../../lib/i18n/playing-text';
import { keptRoundQuery } from '../games-api';
import { roundAsked, useKeepProgress } from './keep-round-progress';
import { keepRoundLater, roundsToKeep } from './rounds-to-keep';

interface Props {
  code: string;
  gameName: string;
  teamName: string;
}

/**
 * Under the final standings on a team's phone with a member signed in: the team's round in their
 * History, or the offer to save it there when nobody's History has it yet (the phone played as a
 * guest team, and its player signed in afterwards). Asked, it waits on the phone until the server
 * has it, like a round kept through signing up, and the same sender takes it.
 */
export function SaveRoundToHistory({ code, gameName, teamName }: Props) {
  const t = useT('live', 'team', 'app');
  const words = usePlayingText();
  const progress = useKeepProgress(code);
  const waiting = roundsToKeep().some((round) => round.code === code);
  const asked = waiting || progress !== undefined;
  const status = useQuery({ ...keptRoundQuery(code), enabled: !asked });

  let shown: 'offer' | 'saving' | 'kept' | 'not-yet' | 'refused' | null = null;
  if (progress?.state === 'kept') shown = 'kept';
  else if (progress?.state === 'refused') shown = 'refused';
  else if (waiting) shown = progress?.state === 'not-yet' ? 'not-yet' : 'saving';
  else if (status.data?.round === 'yours') shown = 'kept';
  else if (status.data?.round === 'to-keep') shown = 'offer';

  const save = () => {
    keepRoundLater({ code, gameName, teamName });
    roundAsked();
  };

  return (
    // One live region for every state, so each change is read out where it shows.
    <div aria-live="polite" className="empty:hidden">
      {shown === 'kept' ? (
        <section
          aria-labelledby="round-kept-heading"
          className="rounded-2xl border-2 border-green-300 bg-green-50 p-5 text-green-950"
        >
          <h2 id="round-kept-heading" className="font-display text-lg font-bold">
            {t('live.kept.title')}
          </h2>
          <p className="mt-1 text-sm">{t('live.kept.text', { team: teamName, game: gameName })}</p>
          <Link to="/history" className="btn-secondary mt-4 w-full">
            {words('live.play.openHistory')}
          </Link>
        </section>
      ) : shown === 'refused' && progress?.state === 'refused' ? (
        <section aria-labelledby="round-not-kept-heading" className="rounded-2xl bg-red-50 p-5 text-red-900">
          <h2 id="round-not-kept-heading" className="font-display text-lg font-bold">
            {t('live.notKept.title', { game: gameName })}
          </h2>
          <p className="mt-1 text-sm">{progress.reason}</p>
        </section>
      ) : shown !== null ? (
        <section
          aria-labelledby="keep-round-heading"
          className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="keep-round-heading" className="font-display text-lg font-bold">
            {shown === 'not-yet' ? t('live.notKeptYet.title') : t('live.keep.title')}
          </h2>
          <p className="mt-1 text-sm">
            {shown === 'not-yet' ? t('live.notKeptYet.text') : t('live.keep.memberText', { team: teamName })}
          </p>
          {shown === 'offer' || shown === 'saving' ? (
            <button type="button" className="btn-primary mt-4 w-full" disabled={shown === 'saving'} onClick={save}>
              {shown === 'saving' ? t('common.saving') : t('live.keep.save')}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
