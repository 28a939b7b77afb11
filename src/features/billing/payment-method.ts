/** What a payment form does once the server has an intent: confirm it with the provider. */
export type ConfirmPayment = (clientSecret: string) => Promise<ConfirmOutcome>;

export type ConfirmOutcome =
  | { ok: true; paymentIntentId: string | null }
  /** The provider refused (card declined, authentication failed): shown under 'Payment failed'. */
  | { ok: false; message: string };

export interface PaymentFormProps {
  plan: 'monthly' | 'lifetime';
  /** Runs the whole purchase, using the form's confirm step. */
  onSubscribe: (confirm: ConfirmPayment) => Promise<void>;
  busy: boolean;
}
