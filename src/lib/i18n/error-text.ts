import { use } from 'react';
import { apiErrorCode, errorMessage } from '../api-fetch';
import { pageLanguage, usePageLanguage } from './page-language';
import { messagesOf, pageTranslate } from './translate';
import type { MessageId, Translate } from './catalog-areas';

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

/**
 * What to tell a person about a failed call, in the page's language: in English the server's own
 * message (as `errorMessage`), in another language the words for its error code, that the server
 * could not be reached, or the fallback.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const language = usePageLanguage();
  // English says the server's own words: its catalog of error texts never loads.
  const t = language === 'en' ? undefined : use(messagesOf(language, ['errors']));
  return (error, fallback) => describeError(t, error, fallback);
}

/** The same words outside React, in the page's language as it is now. */
export async function pageErrorText(): Promise<(error: unknown) => string> {
  const t = pageLanguage() === 'en' ? undefined : await pageTranslate('errors');
  return (error) => describeError(t, error);
}

/** `t` is the page's error texts, absent in English. */
function describeError(t: Translate<'errors'> | undefined, error: unknown, fallback?: string): string {
  if (!t) return errorMessage(error, fallback);
  const code = apiErrorCode(error);
  if (code && ERROR_CODES.has(code)) return t(`errors.${code}` as MessageId<'errors'>);
  if (error instanceof TypeError) return t('errors.unreachable');
  return fallback ?? t('errors.generic');
}
