import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customPenaltiesResponseSchema, type CustomPenaltiesRequest, type Penalty } from '../../../domain/penalties';
import { apiJson, HttpError } from '../../lib/api-fetch';
import { currentUserQuery } from '../../lib/session/session-queries';
import type { Translate } from '../../lib/i18n/catalog-areas';

const CUSTOM_PENALTIES_URL = '/api/user/custom-penalties';

/** Saves a member's penalty list; the cached user then carries it, so it loads with the next card. */
export function useSaveCustomPenalties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (penalties: Penalty[]) =>
      apiJson(CUSTOM_PENALTIES_URL, customPenaltiesResponseSchema, {
        method: 'POST',
        body: { penalties } satisfies CustomPenaltiesRequest,
      }),
    onSuccess: ({ customPenalties }) =>
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, customPenalties } : user)),
  });
}

/** What a failed save means for the player, and what to do next. */
export function saveFailedText(t: Translate<'penalties'>, error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 401) return t('penalties.saveFailed.signedOut');
    if (error.status === 403) return t('penalties.saveFailed.members');
    if (error.status === 400) return t('penalties.saveFailed.refused');
  }
  return t('penalties.saveFailed.connection');
}
