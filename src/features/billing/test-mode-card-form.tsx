import { useState } from 'react';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from '../../domain/billing';
import { testConfirmPayment } from './billing-api';
import type { PaymentFormProps } from './payment-method';
import { SubscribeButton } from './subscribe-button';

/**
 * Local mode has no Stripe account: this form stands where Stripe's Payment Element would,
 * and confirms through the local Stripe double. 4000 0000 0000 0002 is declined.
 */
export default function TestModeCardForm({ onSubscribe, busy }: PaymentFormProps) {
  const [cardNumber, setCardNumber] = useState(formatCard(TEST_CARD_SUCCEEDS));
  const [expiry, setExpiry] = useState('12 / 34');
  const [cvc, setCvc] = useState('123');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubscribe({
          prepare: async () => ({ ok: true, paymentIntentId: null }),
          confirm: (clientSecret) => testConfirmPayment(clientSecret, cardNumber),
        });
      }}
    >
      <fieldset className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4" disabled={busy}>
        <legend className="rounded bg-amber-400 px-2 text-xs font-extrabold tracking-widest text-amber-950">
          TEST MODE
        </legend>
        <p className="mb-3 text-xs text-amber-900">
          No real card is charged. Use {formatCard(TEST_CARD_SUCCEEDS)}, or {formatCard(TEST_CARD_DECLINED)} to see a
          decline.
        </p>
        <label className="grid gap-1 text-sm font-medium">
          Card number
          <input
            className="field font-mono"
            inputMode="numeric"
            autoComplete="off"
            value={cardNumber}
            onChange={(event) => setCardNumber(event.target.value)}
          />
        </label>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Expiry
            <input
              className="field font-mono"
              autoComplete="off"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            CVC
            <input
              className="field font-mono"
              inputMode="numeric"
              autoComplete="off"
              value={cvc}
              onChange={(event) => setCvc(event.target.value)}
            />
          </label>
        </div>
      </fieldset>
      <SubscribeButton busy={busy} disabled={!cardNumber.trim() || !expiry.trim() || !cvc.trim()} />
    </form>
  );
}

function formatCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
