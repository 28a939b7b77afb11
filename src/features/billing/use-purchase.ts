import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { ALREADY_SUBSCRIBED_TEXT, hasActiveSubscription, type Plan } from '../../domain/billing';
import { errorMessage } from '../../lib/api-fetch';
import { refreshUntilActive } from '../../lib/session/use-subscription-status';
import { confirmLifetimePayment, getOrCreateSubscription, updateSubscriptionPlan } from './billing-api';
import type { PaymentMethod } from './payment-method';

const LIFETIME_FAILED_TEXT = 'Failed to confirm lifetime access';

function paymentFailed(message: string): void {
  toast({ title: 'Payment failed', description: message, variant: 'destructive' });
}

/**
 * Buying `plan` with a payment form's method: monthly first sets the plan on the server, then
 * confirms with Stripe; lifetime confirms with Stripe, then tells the server. The provider's
 * refusals show under 'Payment failed', anything else under 'Error'; a paid purchase goes home.
 * Outside a purchase, a member whose status is already active (`currentStatus`) is sent home
 * as 'Already subscribed': every plan is theirs, so nothing is left to buy.
 */
export function usePurchase(plan: Plan, currentStatus: string | null | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // While this page is buying (and once it has bought), an active status is its own doing,
  // not a sign the member was "already subscribed".
  const purchasing = useRef(false);

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

  return { subscribe, busy };
}
