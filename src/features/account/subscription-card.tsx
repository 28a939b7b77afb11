import { Link } from 'react-router';
import { formatSecondsDate } from '../../lib/format-date';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { CancelSubscriptionFlow } from './cancel-subscription-flow';

const STATUS_BADGES: Record<string, string> = {
  lifetime: 'Lifetime Access',
  trialing: 'Trial',
  active: 'Subscribed',
  subscribed: 'Subscribed',
};

export function SubscriptionCard() {
  const { status, hasActiveSubscription, isLoading, error } = useSubscriptionStatus();

  if (isLoading) {
    return (
      <section aria-label="Subscription" className="rounded-2xl bg-white p-5 shadow-sm">
        <p role="status" className="text-stone-500">
          Loading subscription…
        </p>
      </section>
    );
  }
  if (error || !status || !hasActiveSubscription) {
    return (
      <section aria-label="Subscription" className="rounded-2xl bg-white p-5 text-center shadow-sm">
        <p className="text-lg font-bold">No Active Subscription</p>
        <p className="mt-1 text-sm text-stone-600">Save rounds, share courses and join the leaderboard.</p>
        <Link to="/subscribe" className="btn-primary mt-4">
          Subscribe Now
        </Link>
      </section>
    );
  }

  const isLifetime = status.status === 'lifetime';
  const periodEnd = status.currentPeriodEnd;
  return (
    <section aria-label="Subscription" className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold">Subscription</h2>
        <p className="flex items-center gap-2">
          <span className="font-semibold text-green-700">Active</span>
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-900">
            {STATUS_BADGES[status.status ?? ''] ?? 'Subscribed'}
          </span>
        </p>
      </div>
      {isLifetime ? (
        <p className="mt-3 text-sm text-stone-700">
          You have lifetime access to every Pub Golf feature. No renewals, no bills, ever.
        </p>
      ) : periodEnd ? (
        <p className="mt-3 text-sm text-stone-700">
          {status.cancelAtPeriodEnd
            ? `Cancelled: you keep access until ${formatSecondsDate(periodEnd)}.`
            : `Renews on ${formatSecondsDate(periodEnd)}.`}
        </p>
      ) : null}
      {isLifetime || status.cancelAtPeriodEnd ? null : (
        <CancelSubscriptionFlow periodEnd={periodEnd} discountApplied={status.retentionDiscountApplied ?? false} />
      )}
    </section>
  );
}
