import { describe, expect, it } from 'vitest';
import {
  confirmLifetimeRequestSchema,
  hasActiveSubscription,
  planRequestSchema,
  testConfirmRequestSchema,
} from './billing';

describe('hasActiveSubscription', () => {
  it.each(['active', 'trialing', 'subscribed', 'lifetime'])('is true for %s', (status) => {
    expect(hasActiveSubscription(status)).toBe(true);
  });

  it.each([null, undefined, '', 'incomplete', 'past_due', 'unpaid', 'canceled', 'none'])(
    'is false for %s',
    (status) => {
      expect(hasActiveSubscription(status)).toBe(false);
    },
  );
});

describe('billing wire schemas', () => {
  it('accepts only the two plans', () => {
    expect(planRequestSchema.safeParse({ plan: 'monthly' }).success).toBe(true);
    expect(planRequestSchema.safeParse({ plan: 'yearly' }).success).toBe(false);
  });

  it('accepts only PaymentIntent ids and client secrets', () => {
    expect(confirmLifetimeRequestSchema.safeParse({ paymentIntentId: 'pi_3Abc' }).success).toBe(true);
    expect(confirmLifetimeRequestSchema.safeParse({ paymentIntentId: 'pi_3Abc/../x' }).success).toBe(false);
    expect(
      testConfirmRequestSchema.safeParse({ clientSecret: 'pi_1_secret_2', cardNumber: '4242 4242 4242 4242' }).success,
    ).toBe(true);
    expect(
      testConfirmRequestSchema.safeParse({ clientSecret: 'seti_1_secret_2', cardNumber: '4242424242424242' }).success,
    ).toBe(false);
  });
});
