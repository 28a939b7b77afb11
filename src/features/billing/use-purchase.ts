import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast-store';
import { hasActiveSubscription, type Plan } from '../../../domain/billing';
import { useErrorText } from '../../lib/i18n/error-text';
import { useT } from '../../lib/i18n/translate';
import { refreshUntilActive } from '../../lib/session/use-subscription-status';
import { confirmLifetimePayment, getOrCreateSubscription, updateSubscriptionPlan } from './billing-api';
import type { PaymentMethod } from './payment-method';

/** A purchase just paid: the plan bought, and whether the status already says active. */
export interface Welcomed {
  plan: Plan;
  active: boolean;
}

/**
 * Buying `plan` with a payment form's method: monthly first sets the plan on the server, then
 * confirms with Stripe; lifetime confirms with Stripe, then tells the server. The provider's
 * refusals show under 'Payment failed', anything else under 'Error'; a paid purchase is
 * `welcomed`, for the page to say what membership unlocked before the member goes on to `done`
 * (home, or the page the player came to subscribe from). Outside a purchase, a member whose
 * status is already active (`currentStatus`) is sent there as 'Already subscribed': every plan is
 * theirs, so nothing is left to buy.
 */
export function usePurchase(plan: Plan, currentStatus: string | null | undefined, done: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [welcomed, setWelcomed] = useState<Welcomed | null>(null);
  const t = useT('account');
  const errorText = useErrorText();
  const paymentFailed = (message: string): void => {
    toast({ title: t('purchase.failed'), description: message, variant: 'destructive' });
  };
  // While this page is buying (and once it has bought), an active status is its own doing,
  // not a sign the member was "already subscribed".
  const purchasing = useRef(false);

  useEffect(() => {
    if (!purchasing.current && hasActiveSubscription(currentStatus)) {
      const description = currentStatus === 'lifetime' ? t('purchase.alreadyLifetime') : t('purchase.alreadyActive');
      toast({ title: t('purchase.alreadySubscribed'), description });
      void navigate(done, { replace: true });
    }
  }, [currentStatus, navigate, t, done]);

  const subscribe = async (method: PaymentMethod) => {
    purchasing.current = true;
    setBusy(true);
    let paid = false;
    try {
      const prepared = await method.prepare();
      if (!prepared.ok) return paymentFailed(prepared.message);
      if (plan === 'monthly') await updateSubscriptionPlan('monthly');
      const created = await getOrCreateSubscription(plan);
      if (created.error || !created.clientSecret) throw new Error(created.error ?? t('purchase.notStarted'));
      const outcome = await method.confirm(created.clientSecret);
      if (!outcome.ok) return paymentFailed(outcome.message);
      if (plan === 'lifetime') {
        if (!outcome.paymentIntentId) throw new Error(t('purchase.lifetimeFailed'));
        await confirmLifetimePayment(outcome.paymentIntentId).catch(() => {
          throw new Error(t('purchase.lifetimeFailed'));
        });
      }
      paid = true;
      setWelcomed({ plan, active: await refreshUntilActive(queryClient) });
    } catch (error) {
      toast({ title: t('purchase.error'), description: errorText(error), variant: 'destructive' });
    } finally {
      if (!paid) purchasing.current = false;
      setBusy(false);
    }
  };

  return { subscribe, busy, welcomed };
}
