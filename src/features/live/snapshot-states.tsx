import { Link } from 'react-router';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useErrorText } from '../../lib/i18n/error-text';
import { useJoinText } from '../../lib/i18n/join-text';
import type { SnapshotLoad } from './games-api';

/** What a game page shows before it has the game: loading, a clear not-found, or an error with Try again. */
export function SnapshotStates({
  load,
  notFoundText,
}: {
  load: Exclude<SnapshotLoad, { state: 'ready' }>;
  notFoundText: string;
}) {
  const t = useJoinText();
  const errorText = useErrorText();
  switch (load.state) {
    case 'loading':
      return <PageSpinner />;
    case 'not-found':
      return (
        <section className="rounded-2xl bg-white p-6 text-center text-stone-900 shadow-sm">
          <h2 className="text-lg font-bold">{t('live.snapshot.notFound')}</h2>
          <p className="mt-1 text-stone-700">{notFoundText}</p>
          <Link to="/" className="btn-primary mt-6">
            {t('live.snapshot.backToScorecard')}
          </Link>
        </section>
      );
    case 'error':
      return (
        <section role="alert" className="rounded-2xl bg-white p-6 text-center text-stone-900 shadow-sm">
          <h2 className="text-lg font-bold">{t('live.snapshot.failed')}</h2>
          <p className="mt-1 text-stone-600">{errorText(load.error, t('live.snapshot.checkConnection'))}</p>
          <button type="button" className="btn-primary mt-4" onClick={load.retry}>
            {t('live.tryAgain')}
          </button>
        </section>
      );
  }
}
