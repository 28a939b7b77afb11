import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RETENTION_MONTHS, RETENTION_PERCENT_OFF } from '../../domain/billing';
import { toast } from '../../components/ui/toast-store';
import { apiFetch, errorMessage } from '../../lib/api-fetch';
import { formatSecondsDate } from '../../lib/format-date';
import { subscriptionStatusQuery } from '../../lib/session/session-queries';

type Step = 'closed' | 'retention' | 'confirm';

/** Cancelling: a retention offer first, then the confirmation, then cancel at period end. */
export function CancelSubscriptionFlow({
  periodEnd,
  discountApplied,
}: {
  periodEnd: number | null;
  discountApplied: boolean;
}) {
  const [step, setStep] = useState<Step>('closed');
  const queryClient = useQueryClient();
  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQuery.queryKey });

  const discount = useMutation({
    mutationFn: () => apiFetch('/api/apply-retention-discount', { method: 'POST' }),
    onSuccess: () => {
      setStep('closed');
      toast({
        title: 'Discount applied',
        description: `Enjoy ${RETENTION_PERCENT_OFF}% off for the next ${RETENTION_MONTHS} months. Cheers!`,
        variant: 'success',
      });
      // Not awaited: the mutation counts as done (and the offer as taken) at once.
      void refreshStatus();
    },
    onError: (error) =>
      toast({
        title: 'Discount application failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const cancel = useMutation({
    mutationFn: () => apiFetch('/api/cancel-subscription', { method: 'POST' }),
    onSuccess: async () => {
      setStep('closed');
      toast({ title: 'Subscription cancelled', description: 'You keep access until the end of your billing period.' });
      await refreshStatus();
    },
    onError: (error) =>
      toast({
        title: 'Cancellation failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <button
        type="button"
        className="btn-secondary mt-4 w-full text-red-700"
        // The offer is made once: just taken counts too, before the refreshed status says so.
        onClick={() => setStep(discountApplied || discount.isSuccess ? 'confirm' : 'retention')}
      >
        Cancel Subscription
      </button>

      <ConfirmDialog
        open={step === 'retention'}
        onOpenChange={(open) => !open && setStep('closed')}
        title="Wait! Don't Go Yet!"
        confirmLabel="Yes! Give Me 50% Off"
        cancelLabel="No Thanks, Cancel Anyway"
        tone="primary"
        pending={discount.isPending}
        pendingLabel="Applying discount…"
        onConfirm={() => discount.mutate()}
        onCancel={() => setStep('confirm')}
      >
        <p>
          Stay for the next round: we'll take {RETENTION_PERCENT_OFF}% off your subscription for the next{' '}
          {RETENTION_MONTHS} months.
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={(open) => !open && setStep('closed')}
        title="Cancel Subscription?"
        confirmLabel="Yes, Cancel Subscription"
        cancelLabel="Keep Subscription"
        pending={cancel.isPending}
        pendingLabel="Cancelling…"
        onConfirm={() => cancel.mutate()}
      >
        <p>
          You'll keep access until the end of your billing period
          {periodEnd ? ` on ${formatSecondsDate(periodEnd)}` : ''}. After that, saved rounds and courses stay in your
          account, but subscriber features are locked.
        </p>
      </ConfirmDialog>
    </>
  );
}
