import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { useT } from '../../lib/i18n/translate';

const JoinCodeBox = lazy(() => import('../../features/live/joining/join-code-box'));

export default function NotFoundPage() {
  const t = useT('app');
  return (
    <>
      <PageHeader />
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="font-display text-6xl font-extrabold text-felt">404</p>
        <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 text-stone-600">{t('notFound.text')}</p>
        <Link to="/" className="btn-primary mt-8">
          {t('common.backToScorecard')}
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
