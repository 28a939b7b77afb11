import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { PageSpinner } from '../../components/layout/page-spinner';
import { toast } from '../../components/ui/toast-store';
import { ALREADY_SUBSCRIBED_TEXT, hasActiveSubscription, type Plan } from '../../domain/billing';
import { goToLogin } from '../../lib/session/return-url';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { errorMessage, HttpError } from '../../lib/api-fetch';
import {
  BILLING_CONFIG_KEY,
  confirmLifetimePayment,
  getBillingConfig,
  getOrCreateSubscription,
  updateSubscriptionPlan,
} from './billing-api';
import type { PaymentMethod } from './payment-method';
import { PlanTiles } from './plan-tiles';
import { refreshUntilActive, useSubscriptionStatus } from '../../lib/session/use-subscription-status';

const TestModeCardForm = lazy(() => import('./test-mode-card-form'));
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

const FEATURES = ['Unlimited scorecards', 'Save and share course templates', 'Instagram-ready PNG exports'];
const LOAD_FAILED_TEXT = 'Failed to load subscription';
const LIFETIME_FAILED_TEXT = 'Failed to confirm lifetime access';

function paymentFailed(message: string): void {
  toast({ title: 'Payment failed', description: message, variant: 'destructive' });
}

export default function SubscribePage() {
  const { isAuthenticated, isLoading: authLoading } = useCurrentUser();
  const subscription = useSubscriptionStatus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<Plan>('lifetime');
  const [busy, setBusy] = useState(false);
  // While this page is buying (and once it has bought), an active status is its own doing,
  // not a sign the member was "already subscribed".
  const purchasing = useRef(false);
  const config = useQuery({ queryKey: BILLING_CONFIG_KEY, queryFn: ({ signal }) => getBillingConfig(signal), enabled: isAuthenticated });

  useEffect(() => {
    if (!authLoading && !isAuthenticated) goToLogin('/subscribe');
  }, [authLoading, isAuthenticated]);

  // Every member (monthly, trial or lifetime) has nothing left to buy here.
  const currentStatus = subscription.status?.status;
  useEffect(() => {
    if (!purchasing.current && hasActiveSubscription(currentStatus)) {
      const description = currentStatus === 'lifetime' ? 'You have lifetime access' : 'Your subscription is active';
      toast({ title: ALREADY_SUBSCRIBED_TEXT, description: `${description}: every feature is yours.` });
      void navigate('/', { replace: true });
    }
  }, [currentStatus, navigate]);

  const subscribe = async (method: PaymentMethod) => {
    purchasing.current = true;
    setBusy(true);
    let paid = false;
    try {
      const prepared = await method.prepare();
      if (!prepared.ok) return paymentFailed(prepared.message);
      if (plan === 'monthly') await updateSubscriptionPlan('monthly');
      const created = await getOrCreateSubscription(plan);
      if (created.error || !created.clientSecret) throw new Error(created.error ?? 'The payment could not be started.');
      const outcome = await method.confirm(created.clientSecret);
      if (!outcome.ok) return paymentFailed(outcome.message);
      if (plan === 'lifetime') {
        if (!outcome.paymentIntentId) throw new Error(LIFETIME_FAILED_TEXT);
        await confirmLifetimePayment(outcome.paymentIntentId).catch(() => {
          throw new Error(LIFETIME_FAILED_TEXT);
        });
      }
      paid = true;
      const active = await refreshUntilActive(queryClient);
      toast({
        title: plan === 'lifetime' ? 'Welcome, lifetime member!' : 'Subscribed!',
        description: active
          ? 'Saved rounds, shared courses, penalties and exports are unlocked.'
          : 'Payment received. Your features unlock as soon as it clears.',
        variant: 'success',
      });
      void navigate('/');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      if (!paid) purchasing.current = false;
      setBusy(false);
    }
  };

  const loadError = subscription.error ?? config.error;
  return (
    <>
      <PageHeader>
        {isAuthenticated ? (
          <a href="/api/logout" className="rounded-md px-2.5 py-1.5 hover:bg-white/15">
            Log out
          </a>
        ) : null}
      </PageHeader>
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
            <p className="font-semibold text-red-700">{loadError instanceof HttpError ? errorMessage(loadError, LOAD_FAILED_TEXT) : LOAD_FAILED_TEXT}</p>
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
                  <StripePaymentForm plan={plan} onSubscribe={subscribe} busy={busy} publishableKey={config.data.publishableKey} />
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
