import { gettingHomeUrl } from '../../../../domain/getting-home';
import type { Hole } from '../../../../domain/holes';
import { useT } from '../../../lib/i18n/translate';

/**
 * 'Getting home': directions in the phone's maps app from the crawl's last bar, to wherever the
 * player picks there, and a reminder to plan the ride before the last hole. `ended`: said as the
 * night's end; otherwise as the reminder it is while the last holes are played.
 */
export function GettingHome({ holes, ended }: { holes: readonly Hole[]; ended: boolean }) {
  const t = useT('live', 'team');
  return (
    <section aria-labelledby="getting-home-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="getting-home-heading" className="text-lg font-bold">
        {t('live.home.title')}
      </h2>
      <p className="mt-1 text-sm">{ended ? t('live.home.ended') : t('live.home.reminder')}</p>
      <a
        className="btn-secondary mt-3 inline-flex"
        href={gettingHomeUrl(holes)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('live.home.directions')}
      </a>
    </section>
  );
}
