import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api-fetch';
import { useDeleteMyAccount, useDownloadMyData } from './account-data-api';

const DELETE_FAILED = 'Your account could not be deleted, and nothing was changed. Please try again.';

/** Download my data, and Delete my account behind a confirmation that names what is lost. */
export function YourDataCard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const deleteAccount = useDeleteMyAccount(userId);
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: ({ subscriptionCancelled, lifetimeEnded }) => {
        setConfirming(false);
        void navigate('/', { replace: true });
        const billing = subscriptionCancelled
          ? ' Your subscription is cancelled.'
          : lifetimeEnded
            ? ' Your lifetime access has ended.'
            : '';
        toast({ title: 'Account deleted', description: `Your account and everything in it are gone.${billing}` });
      },
      onError: (error) =>
        toast({ title: 'Delete failed', description: errorMessage(error, DELETE_FAILED), variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="your-data-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="your-data-heading" className="text-lg font-bold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Download everything Pub Golf keeps about you as a JSON file, or delete your account.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing download…' : 'Download my data'}
        </button>
        <button type="button" className="btn-secondary text-red-700" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      </div>
      <p aria-live="polite" className="mt-3 text-sm">
        {download.isSuccess ? <span className="text-green-800">Your data is downloading.</span> : null}
        {download.isError ? (
          <span role="alert" className="font-semibold text-red-700">
            Your data could not be downloaded. Check your connection, then try again.
          </span>
        ) : null}
      </p>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        cancelLabel="Keep my account"
        pending={deleteAccount.isPending}
        pendingLabel="Deleting…"
        onConfirm={confirmDelete}
      >
        <p>This cannot be undone. You will lose:</p>
        <ul className="mt-2 list-disc pl-5">
          <li>every saved round in your history, and its place on the leaderboard</li>
          <li>your courses, and their share links stop working</li>
          <li>your saved penalty list</li>
          <li>your subscription: a monthly subscription is cancelled at once, and lifetime access ends</li>
        </ul>
        <p className="mt-2">You will be signed out.</p>
      </ConfirmDialog>
    </section>
  );
}
