import { useState } from 'react';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from '../../../domain/billing';
import { useT } from '../../lib/i18n/translate';
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
  const t = useT('account');

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
          {t('testCard.mode')}
        </legend>
        <p className="mb-3 text-xs text-amber-900">
          {t('testCard.hint', { succeeds: formatCard(TEST_CARD_SUCCEEDS), declined: formatCard(TEST_CARD_DECLINED) })}
        </p>
        <CardField label={t('testCard.number')} numeric value={cardNumber} onChange={setCardNumber} />
        <div className="mt-3 grid grid-cols-2 gap-3">
          <CardField label={t('testCard.expiry')} value={expiry} onChange={setExpiry} />
          <CardField label={t('testCard.cvc')} numeric value={cvc} onChange={setCvc} />
        </div>
      </fieldset>
      <SubscribeButton busy={busy} disabled={!cardNumber.trim() || !expiry.trim() || !cvc.trim()} />
    </form>
  );
}

/** One of the test card's fields: monospace like a card, and no autofill, which would offer a real card. */
function CardField({
  label,
  value,
  onChange,
  numeric = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <input
        className="field font-mono"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function formatCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
