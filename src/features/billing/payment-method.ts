import type { Plan } from '../../../domain/billing';

export type PaymentOutcome =
  | { ok: true; paymentIntentId: string | null }
  /** The provider refused (card declined, details incomplete): shown under 'Payment failed'. */
  | { ok: false; message: string };

/** What a payment form gives the purchase: check its details, then confirm an intent. */
export interface PaymentMethod {
  /**
   * Runs first, straight from the click, before any server call: Stripe needs it so wallet
   * sheets keep the user's gesture and bad details are caught before an intent exists.
   */
  prepare: () => Promise<PaymentOutcome>;
  confirm: (clientSecret: string) => Promise<PaymentOutcome>;
}

export interface PaymentFormProps {
  plan: Plan;
  /** Runs the whole purchase with the form's payment method. */
  onSubscribe: (method: PaymentMethod) => Promise<void>;
  busy: boolean;
}
