import { useSyncExternalStore } from 'react';
import { apiErrorBodySchema } from '../../domain/api-error';
import { errorMessage, HttpError } from '../api-fetch';
import { pageLanguage, subscribePageLanguage } from './page-language';
import type { Language } from '../../domain/language';
import { pageTranslate, useT, type MessageId, type Translate } from './translate';

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
]);

/** The stable code of our JSON error shape ('rate_limited', 'game_ended'), if the server sent one. */
function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What to tell a person about a failed call, in the page's language: in English the server's own
 * message (as `errorMessage`), in another language the words for its error code, that the server
 * could not be reached, or the fallback.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const t = useT();
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage, () => 'en' as const);
  return (error, fallback) => describeError(t, language, error, fallback);
}

/** The same words outside React, in the page's language as it is now. */
export async function pageErrorText(): Promise<{ t: Translate; errorText: (error: unknown) => string }> {
  const language = pageLanguage();
  const t = await pageTranslate();
  return { t, errorText: (error) => describeError(t, language, error) };
}

function describeError(t: Translate, language: Language, error: unknown, fallback?: string): string {
  if (language === 'en') return errorMessage(error, fallback);
  const code = errorCode(error);
  if (code && ERROR_CODES.has(code)) return t(`errors.${code}` as MessageId);
  if (error instanceof TypeError) return t('errors.unreachable');
  return fallback ?? t('errors.generic');
}
