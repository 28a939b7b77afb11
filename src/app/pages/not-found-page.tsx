import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';

const JoinCodeBox = lazy(() => import('../../features/live/join-code-box'));

export default function NotFoundPage() {
  return (
    <>
      <PageHeader />
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="font-display text-6xl font-extrabold text-felt">404</p>
        <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-stone-600">
          This hole isn't on the course. Check the link, or head back to your scorecard.
        </p>
        <Link to="/" className="btn-primary mt-8">
          Back to the scorecard
        </Link>
        <div className="mt-10">
          <Suspense fallback={<div aria-hidden className="h-[9.5rem]" />}>
            <JoinCodeBox />
          </Suspense>
        </div>
      </main>
    </>
  );
}
