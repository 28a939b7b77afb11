import { useJoinText } from '../../lib/i18n/join-text';
import { usePlayingText } from '../../lib/i18n/playing-text';
import type { TeamPartsLoad } from './team-parts';

/**
 * In the card's place under its heading, while a team's parts of the page are still on their way
 * (a phone that has just joined): that the card is loading, or that it could not load, with a
 * button to try again. Nothing of the card shows before, so no tap on it can be lost.
 */
export function CardOnItsWay({ load }: { load: Exclude<TeamPartsLoad, { state: 'ready' }> }) {
  const t = usePlayingText();
  const words = useJoinText();
  if (load.state === 'failed') {
    return (
      <div role="alert" className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <p className="font-semibold text-red-700">{t('live.play.cardFailed')}</p>
        <button type="button" className="btn-secondary justify-self-start" onClick={load.retry}>
          {words('live.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-2xl bg-white p-4 text-stone-600 shadow-sm">
      {t('live.play.cardLoading')}
    </p>
  );
}
