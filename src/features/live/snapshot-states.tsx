import { Link } from 'react-router';
import { PageSpinner } from '../../components/layout/page-spinner';
import { errorMessage } from '../../lib/api-fetch';
import type { SnapshotLoad } from './games-api';

/** What a game page shows before it has the game: loading, a clear not-found, or an error with Try again. */
export function SnapshotStates({
  load,
  notFoundText,
}: {
  load: Exclude<SnapshotLoad, { state: 'ready' }>;
  notFoundText: string;
}) {
  switch (load.state) {
    case 'loading':
      return <PageSpinner />;
    case 'not-found':
      return (
        <section className="rounded-2xl bg-white p-6 text-center text-stone-900 shadow-sm">
          <h2 className="text-lg font-bold">Game not found</h2>
          <p className="mt-1 text-stone-700">{notFoundText}</p>
          <Link to="/" className="btn-primary mt-6">
            Back to the scorecard
          </Link>
        </section>
      );
    case 'error':
      return (
        <section role="alert" className="rounded-2xl bg-white p-6 text-center text-stone-900 shadow-sm">
          <h2 className="text-lg font-bold">The game could not be loaded</h2>
          <p className="mt-1 text-stone-600">{errorMessage(load.error, 'Check your connection and try again.')}</p>
          <button type="button" className="btn-primary mt-4" onClick={load.retry}>
            Try again
          </button>
        </section>
      );
  }
}
