import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LogOutLink } from '../../components/layout/log-out-link';
import { headerLinkClass, PageHeader } from '../../components/layout/page-header';
import { PageSpinner } from '../../components/layout/page-spinner';
import type { Plan } from '../../domain/billing';
import { errorMessage, HttpError } from '../../lib/api-fetch';
import { goToLogin } from '../../lib/session/return-url';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { billingConfigQuery } from '../../features/billing/billing-api';
import { PlanTiles } from '../../features/billing/plan-tiles';
import { usePurchase } from '../../features/billing/use-purchase';

const TestModeCardForm = lazy(() => import('../../features/billing/test-mode-card-form'));
const StripePaymentForm = lazy(() => import('../../features/billing/stripe-payment-form'));

const FEATURES = ['Unlimited scorecards', 'Save and share course templates', 'Instagram-ready PNG exports'];
const LOAD_FAILED_TEXT = 'Failed to load subscription';

export default function SubscribePage() {
  const { isAuthenticated, isLoading: authLoading } = useCurrentUser();
  const subscription = useSubscriptionStatus();
  const [plan, setPlan] = useState<Plan>('lifetime');
  const config = useQuery({ ...billingConfigQuery, enabled: isAuthenticated });

  useEffect(() => {
    if (!authLoading && !isAuthenticated) goToLogin('/subscribe');
  }, [authLoading, isAuthenticated]);

  const { subscribe, busy } = usePurchase(plan, subscription.status?.status);

  const loadError = subscription.error ?? config.error;
  return (
    <>
      <PageHeader>{isAuthenticated ? <LogOutLink className={headerLinkClass}>Log out</LogOutLink> : null}</PageHeader>
      <main className="mx-auto grid max-w-2xl gap-5 px-3 py-6">
        <div>
          <h1 className="font-display text-3xl font-extrabold text-felt">Join the clubhouse</h1>
          <ul className="mt-3 grid gap-1 text-stone-700">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-felt">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>

        {loadError ? (
          <section role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
            <p className="font-semibold text-red-700">
              {loadError instanceof HttpError ? errorMessage(loadError, LOAD_FAILED_TEXT) : LOAD_FAILED_TEXT}
            </p>
            <Link to="/" className="btn-primary mt-4">
              Back to Home
            </Link>
          </section>
        ) : subscription.isLoading || !config.data ? (
          <PageSpinner />
        ) : (
          <>
            <PlanTiles plan={plan} onChange={setPlan} disabled={busy} />
            <section aria-label="Payment" className="rounded-2xl bg-white p-4 shadow-sm">
              <Suspense fallback={<PageSpinner />}>
                {config.data.testMode ? (
                  <TestModeCardForm plan={plan} onSubscribe={subscribe} busy={busy} />
                ) : (
                  <StripePaymentForm
                    plan={plan}
                    onSubscribe={subscribe}
                    busy={busy}
                    publishableKey={config.data.publishableKey}
                  />
                )}
              </Suspense>
              <Link to="/" className="btn-secondary mt-2 w-full">
                Cancel
              </Link>
            </section>
          </>
        )}
      </main>
    </>
  );
}
