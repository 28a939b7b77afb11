import type { Stripe } from '../../adapters/stripe';
import { ApiError } from '../../errors';
import { stripeFailure } from './stripe-errors';
import { paymentIntentStateOf, type PaymentIntentState } from './stripe-objects';

/** A PaymentIntent as Stripe holds it; an id Stripe does not know is the caller's mistake (400). */
export async function retrievePaymentIntent(stripe: Stripe, id: string): Promise<PaymentIntentState> {
  try {
    return paymentIntentStateOf(await stripe.paymentIntents.retrieve(id));
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) {
      throw new ApiError(400, 'unknown_payment', 'No such payment.');
    }
    throw stripeFailure(error);
  }
}
