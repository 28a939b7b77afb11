import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LogOutLink } from '../../components/layout/log-out-link';
import { headerLinkClass, PageHeader } from '../../components/layout/page-header';
import { PageSpinner } from '../../components/layout/page-spinner';
import type { Plan } from '../../../domain/billing';
import { HttpError } from '../../lib/api-fetch';
import { useErrorText } from '../../lib/i18n/error-text';
import { useT } from '../../lib/i18n/translate';
import type { MessageId } from '../../lib/i18n/catalog-areas';
import { goToLogin } from '../../lib/session/return-url';
import { returnPathFrom, subscribePath } from '../../lib/session/subscribe-return';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { billingConfigQuery } from '../../features/billing/billing-api';
import { CheckList } from '../../components/ui/check-list';
import { MembershipWelcome } from '../../features/billing/membership-welcome';
import { PlanTiles } from '../../features/billing/plan-tiles';
import { usePurchase } from '../../features/billing/use-purchase';

const TestModeCardForm = lazy(() => import('../../features/billing/test-mode-card-form'));
const StripePaymentForm = lazy(() => import('../../features/billing/stripe-payment-form'));

const FEATURES: MessageId<'account'>[] = [
  'subscribe.feature.scorecards',
  'subscribe.feature.courses',
  'subscribe.feature.exports',
];

export default function SubscribePage() {
  const { isAuthenticated, isLoading: authLoading } = useCurrentUser();
  const subscription = useSubscriptionStatus();
  const [plan, setPlan] = useState<Plan>('lifetime');
  const config = useQuery({ ...billingConfigQuery, enabled: isAuthenticated });
  const t = useT('account', 'app');
  const errorText = useErrorText();
  const loadFailedText = t('subscribe.loadFailed');
  // Where the player came from (a live game's final standings): back there once subscribed.
  const [search] = useSearchParams();
  const returnTo = returnPathFrom(search);
  const done = returnTo ?? '/';

  useEffect(() => {
    if (!authLoading && !isAuthenticated) goToLogin(subscribePath(returnTo));
  }, [authLoading, isAuthenticated, returnTo]);

  const { subscribe, busy, welcomed } = usePurchase(plan, subscription.status?.status, done);

  const loadError = subscription.error ?? config.error;
  return (
    <>
      <PageHeader>
        {isAuthenticated ? <LogOutLink className={headerLinkClass}>{t('subscribe.logOut')}</LogOutLink> : null}
      </PageHeader>
      <main className="mx-auto grid max-w-2xl gap-5 px-3 py-6">
        <div>
          <h1 className="font-display text-3xl font-extrabold text-felt">{t('subscribe.title')}</h1>
          {welcomed ? null : <CheckList className="mt-3" items={FEATURES.map((feature) => t(feature))} />}
        </div>

        {welcomed ? (
          <MembershipWelcome welcomed={welcomed} done={done} returning={returnTo !== null} />
        ) : loadError ? (
          <section role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
            <p className="font-semibold text-red-700">
              {loadError instanceof HttpError ? errorText(loadError, loadFailedText) : loadFailedText}
            </p>
            <Link to="/" className="btn-primary mt-4">
              {t('subscribe.backHome')}
            </Link>
          </section>
        ) : subscription.isLoading || !config.data ? (
          <PageSpinner />
        ) : (
          <>
            <PlanTiles plan={plan} onChange={setPlan} disabled={busy} />
            <section aria-label={t('subscribe.payment')} className="rounded-2xl bg-white p-4 shadow-sm">
              <Suspense fallback={<PageSpinner />}>
                {config.data.testMode ? (
                  <TestModeCardForm plan={plan} onSubscribe={subscribe} busy={busy} />
                ) : (
                  <StripePaymentForm
                    plan={plan}
                    onSubscribe={subscribe}
                    busy={busy}
                    publishableKey={config.data.publishableKey}
                    returnTo={done}
                  />
                )}
              </Suspense>
              <Link to={done} className="btn-secondary mt-2 w-full">
                {t('common.cancel')}
              </Link>
            </section>
          </>
        )}
      </main>
    </>
  );
}
