import type { Language } from '../../../domain/language';
import { apiErrorCode } from '../api-fetch';
import type { MessageId, Translate } from './catalog-areas';
import { messagesOf } from './translate';

/**
 * The Worker's error codes a page has words for. The Worker answers in English for every
 * client; a page in another language says what the code means in its own words.
 */
const ERROR_CODES = new Set([
  'rate_limited',
  'internal_error',
  'unauthenticated',
  'subscription_required',
  'payments_unavailable',
  'subscription_not_cancelled',
  'already_lifetime',
  'already_subscribed',
  'retention_discount_used',
  'no_subscription',
  'lifetime_plan',
  'card_declined',
  'checkout_in_progress',
  'not_your_payment',
  'unknown_payment',
  'payment_not_succeeded',
  'payment_revoked',
  'not_found',
  'payload_too_large',
  'upstream_busy',
  'upstream_error',
  'game_ended',
  'team_name_taken',
  'sign_in_unavailable',
  'provider_unavailable',
  'oauth_rejected',
  'invalid_oauth_state',
  'game_full',
  'game_live',
  'round_taken',
  'empty_card',
  'not_joined',
  'unknown_course',
]);

/** What to tell a person about a failed call in `language`'s words (error-text.ts), once its catalog is here. */
export async function errorWordsIn(language: Language): Promise<(error: unknown, fallback?: string) => string> {
  const t = await messagesOf(language, ['errors']);
  return (error, fallback) => describeError(t, error, fallback);
}

function describeError(t: Translate<'errors'>, error: unknown, fallback?: string): string {
  const code = apiErrorCode(error);
  if (code && ERROR_CODES.has(code)) return t(`errors.${code}` as MessageId<'errors'>);
  if (error instanceof TypeError) return t('errors.unreachable');
  return fallback ?? t('errors.generic');
}
