import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDeletedSchema, userExportSchema } from '../../../domain/account';
import { apiJson } from '../../lib/api-fetch';
import { forgetMemberRound, rememberMember } from '../../lib/round-sync/member-round';
import { dropAllQueuedRounds } from '../../lib/round-sync/outbox';

/** Fetches every stored fact about the player and hands it to the browser as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiJson('/api/user/export', userExportSchema);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `pub-golf-my-data-${data.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once started.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

/**
 * Deletes the account on the server (which cancels a live subscription first and signs out),
 * then forgets this device's copy of the player: queued edits, the round being played, every
 * cached answer.
 */
export function useDeleteMyAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('/api/user', accountDeletedSchema, { method: 'DELETE' }),
    onSuccess: () => {
      dropAllQueuedRounds(userId);
      forgetMemberRound(userId);
      rememberMember(null);
      queryClient.clear();
    },
  });
}
