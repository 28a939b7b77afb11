import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/translate';
import { subscribePath } from '../../../lib/session/subscribe-return';
import { keepRoundLater } from './rounds-to-keep';

/**
 * Under the final standings on the phone of a team with no member signed in: the team's card
 * stays with the game, and goes to the player's History once they sign in and subscribe, after
 * which they come back here to see it kept.
 */
export function KeepRoundPrompt({ code, gameName, teamName }: { code: string; gameName: string; teamName: string }) {
  const t = useT('live', 'team');
  return (
    <section aria-labelledby="keep-round-heading" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5">
      <h2 id="keep-round-heading" className="font-display text-lg font-bold text-amber-950">
        {t('live.keep.title')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('live.keep.text', { team: teamName })}</p>
      <Link
        to={subscribePath(`/play/${code}`)}
        className="btn-primary mt-4 w-full"
        onClick={() => keepRoundLater({ code, gameName, teamName })}
      >
        {t('live.keep.signUp')}
      </Link>
    </section>
  );
}
