import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { CURRENCY, PLAN_PRICES_CENTS } from '../../../domain/billing';
import { pageLanguage } from '../../lib/i18n/page-language';
import { useT } from '../../lib/i18n/translate';
import { showsDarkTheme } from '../../lib/theme';
import type { PaymentFormProps } from './payment-method';
import { SubscribeButton } from './subscribe-button';

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

/**
 * Stripe's Payment Element (cards and wallets, chosen by Stripe). The intent is created at
 * submit time (Stripe's deferred-intent flow), so switching plans needs no server call.
 */
/** `returnTo`: the path on this site a payment that needs a redirect (3-D Secure, a wallet) comes back to. */
export default function StripePaymentForm(props: PaymentFormProps & { publishableKey: string; returnTo: string }) {
  const options = useMemo(
    () => ({
      mode: props.plan === 'lifetime' ? ('payment' as const) : ('subscription' as const),
      amount: PLAN_PRICES_CENTS[props.plan],
      currency: CURRENCY,
      // Stripe's own fields and messages speak the page's language.
      locale: pageLanguage(),
      // Stripe draws its own fields in an iframe: it is told which theme the page shows.
      appearance: {
        theme: showsDarkTheme() ? ('night' as const) : ('stripe' as const),
        variables: { colorPrimary: '#14532d' },
      },
    }),
    [props.plan],
  );
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={options}>
      <ElementsForm {...props} />
    </Elements>
  );
}

function ElementsForm({ onSubscribe, busy, returnTo }: PaymentFormProps & { returnTo: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const t = useT('account');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!stripe || !elements) return;
        void onSubscribe({
          prepare: async () => {
            const { error } = await elements.submit();
            return error
              ? { ok: false, message: error.message ?? t('purchase.checkDetails') }
              : { ok: true, paymentIntentId: null };
          },
          confirm: async (clientSecret) => {
            const { error, paymentIntent } = await stripe.confirmPayment({
              elements,
              clientSecret,
              confirmParams: { return_url: `${window.location.origin}${returnTo}` },
              redirect: 'if_required',
            });
            if (error) return { ok: false, message: error.message ?? t('purchase.notCompleted') };
            return { ok: true, paymentIntentId: paymentIntent?.id ?? null };
          },
        });
      }}
    >
      <PaymentElement options={{ layout: 'tabs' }} />
      <SubscribeButton busy={busy} disabled={!stripe || !elements} />
    </form>
  );
}
