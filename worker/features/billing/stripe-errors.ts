import { ApiError } from '../../errors';

/** Runs a Stripe call, turning its failures into our error shape. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error);
  }
}

export function stripeFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const stripeError = error as { type?: unknown; message?: unknown; code?: unknown };
  if (stripeError.type === 'StripeCardError' && typeof stripeError.message === 'string') {
    return new ApiError(
      402,
      typeof stripeError.code === 'string' ? stripeError.code : 'card_declined',
      stripeError.message,
    );
  }
  console.error('Stripe call failed', error);
  return new ApiError(502, 'payments_unavailable', 'The payment service did not answer. Please try again.');
}
