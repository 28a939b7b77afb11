import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../lib/toast-store';
import { useErrorText } from '../../lib/i18n/error-text';
import { useT } from '../../lib/i18n/translate';
import { useDeleteMyAccount, useDownloadMyData } from './account-data-api';

/** Download my data, and Delete my account behind a confirmation that names what is lost. */
export function YourDataCard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const deleteAccount = useDeleteMyAccount(userId);
  const [confirming, setConfirming] = useState(false);
  const t = useT('account', 'app');
  const errorText = useErrorText();

  const confirmDelete = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: ({ subscriptionCancelled, lifetimeEnded }) => {
        setConfirming(false);
        void navigate('/', { replace: true });
        const description = subscriptionCancelled
          ? t('data.deleted.subscriptionCancelled')
          : lifetimeEnded
            ? t('data.deleted.lifetimeEnded')
            : t('data.deleted.text');
        toast({ title: t('data.deleted.title'), description });
      },
      onError: (error) =>
        toast({
          title: t('data.deleteFailedTitle'),
          description: errorText(error, t('data.deleteFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="your-data-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="your-data-heading" className="text-lg font-bold">
        {t('data.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('data.text')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('data.preparing') : t('data.download')}
        </button>
        <button type="button" className="btn-secondary text-red-700" onClick={() => setConfirming(true)}>
          {t('data.delete')}
        </button>
      </div>
      <p aria-live="polite" className="mt-3 text-sm">
        {download.isSuccess ? <span className="text-green-800">{t('data.downloading')}</span> : null}
        {download.isError ? (
          <span role="alert" className="font-semibold text-red-700">
            {t('data.downloadFailed')}
          </span>
        ) : null}
      </p>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('data.confirm.title')}
        confirmLabel={t('data.delete')}
        cancelLabel={t('data.confirm.keep')}
        pending={deleteAccount.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={confirmDelete}
      >
        <p>{t('data.confirm.lose')}</p>
        <ul className="mt-2 list-disc pl-5">
          <li>{t('data.confirm.rounds')}</li>
          <li>{t('data.confirm.courses')}</li>
          <li>{t('data.confirm.penalties')}</li>
          <li>{t('data.confirm.subscription')}</li>
        </ul>
        <p className="mt-2">{t('data.confirm.signedOut')}</p>
      </ConfirmDialog>
    </section>
  );
}
