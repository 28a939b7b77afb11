import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RETENTION_MONTHS, RETENTION_PERCENT_OFF } from '../../../domain/billing';
import { toast } from '../../lib/toast-store';
import { apiFetch } from '../../lib/api-fetch';
import { useErrorText } from '../../lib/i18n/error-text';
import { useFormatDate } from '../../lib/i18n/format-date';
import { useT } from '../../lib/i18n/translate';
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
  const t = useT('account');
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const offer = { percent: RETENTION_PERCENT_OFF, months: RETENTION_MONTHS };
  const queryClient = useQueryClient();
  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQuery.queryKey });

  const discount = useMutation({
    mutationFn: () => apiFetch('/api/apply-retention-discount', { method: 'POST' }),
    onSuccess: () => {
      setStep('closed');
      toast({
        title: t('cancel.discountApplied.title'),
        description: t('cancel.discountApplied.text', offer),
        variant: 'success',
      });
      // Not awaited: the mutation counts as done (and the offer as taken) at once.
      void refreshStatus();
    },
    onError: (error) =>
      toast({
        title: t('cancel.discountFailed'),
        description: errorText(error, t('cancel.pleaseTryAgain')),
        variant: 'destructive',
      }),
  });
  const cancel = useMutation({
    mutationFn: () => apiFetch('/api/cancel-subscription', { method: 'POST' }),
    onSuccess: async () => {
      setStep('closed');
      toast({ title: t('cancel.cancelled.title'), description: t('cancel.cancelled.text') });
      await refreshStatus();
    },
    onError: (error) =>
      toast({
        title: t('cancel.failed'),
        description: errorText(error, t('cancel.pleaseTryAgain')),
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
        {t('cancel.button')}
      </button>

      <ConfirmDialog
        open={step === 'retention'}
        onOpenChange={(open) => !open && setStep('closed')}
        title={t('cancel.retention.title')}
        confirmLabel={t('cancel.retention.confirm', offer)}
        cancelLabel={t('cancel.retention.decline')}
        tone="primary"
        pending={discount.isPending}
        pendingLabel={t('cancel.retention.pending')}
        onConfirm={() => discount.mutate()}
        onCancel={() => setStep('confirm')}
      >
        <p>{t('cancel.retention.text', offer)}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={(open) => !open && setStep('closed')}
        title={t('cancel.confirm.title')}
        confirmLabel={t('cancel.confirm.confirm')}
        cancelLabel={t('cancel.confirm.keep')}
        pending={cancel.isPending}
        pendingLabel={t('cancel.confirm.pending')}
        onConfirm={() => cancel.mutate()}
      >
        <p>
          {periodEnd ? t('cancel.confirm.textOn', { date: formatDate(periodEnd * 1000) }) : t('cancel.confirm.text')}
        </p>
      </ConfirmDialog>
    </>
  );
}
