import { Link } from 'react-router';
import { useFormatDate } from '../../lib/i18n/format-date';
import { useT } from '../../lib/i18n/translate';
import type { MessageId } from '../../lib/i18n/catalog-areas';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { CancelSubscriptionFlow } from './cancel-subscription-flow';

const STATUS_BADGES: Record<string, MessageId<'account'>> = {
  lifetime: 'subscription.badge.lifetime',
  trialing: 'subscription.badge.trial',
  active: 'subscription.badge.subscribed',
  subscribed: 'subscription.badge.subscribed',
};

export function SubscriptionCard() {
  const { status, hasActiveSubscription, isLoading, error } = useSubscriptionStatus();
  const t = useT('account');
  const formatDate = useFormatDate();

  if (isLoading) {
    return (
      <section aria-label={t('subscription.label')} className="rounded-2xl bg-white p-5 shadow-sm">
        <p role="status" className="text-stone-500">
          {t('subscription.loading')}
        </p>
      </section>
    );
  }
  if (error || !status || !hasActiveSubscription) {
    return (
      <section aria-label={t('subscription.label')} className="rounded-2xl bg-white p-5 text-center shadow-sm">
        <p className="text-lg font-bold">{t('subscription.none')}</p>
        <p className="mt-1 text-sm text-stone-600">{t('subscription.pitch')}</p>
        <Link to="/subscribe" className="btn-primary mt-4">
          {t('subscription.subscribeNow')}
        </Link>
      </section>
    );
  }

  const isLifetime = status.status === 'lifetime';
  const periodEnd = status.currentPeriodEnd;
  return (
    <section aria-label={t('subscription.label')} className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold">{t('subscription.label')}</h2>
        <p className="flex items-center gap-2">
          <span className="font-semibold text-green-700">{t('subscription.active')}</span>
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-900">
            {t(STATUS_BADGES[status.status ?? ''] ?? 'subscription.badge.subscribed')}
          </span>
        </p>
      </div>
      {isLifetime ? (
        <p className="mt-3 text-sm text-stone-700">{t('subscription.lifetimeText')}</p>
      ) : periodEnd ? (
        <p className="mt-3 text-sm text-stone-700">
          {status.cancelAtPeriodEnd
            ? t('subscription.cancelledUntil', { date: formatDate(periodEnd * 1000) })
            : t('subscription.renewsOn', { date: formatDate(periodEnd * 1000) })}
        </p>
      ) : null}
      {isLifetime || status.cancelAtPeriodEnd ? null : (
        <CancelSubscriptionFlow periodEnd={periodEnd} discountApplied={status.retentionDiscountApplied ?? false} />
      )}
    </section>
  );
}
