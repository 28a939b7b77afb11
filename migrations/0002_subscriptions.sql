-- Subscriptions and Stripe webhook bookkeeping. Timestamps are Unix seconds.

-- One row per user who has ever started paying. Feature gates read only `status`.
CREATE TABLE subscriptions (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  stripe_customer_id TEXT UNIQUE,
  -- The Stripe subscription this row follows (monthly plan).
  stripe_subscription_id TEXT,
  -- A Stripe subscription status, 'lifetime', or 'none' before any payment.
  status TEXT NOT NULL DEFAULT 'none',
  -- 'monthly' or 'lifetime': the plan being paid, or chosen before paying.
  plan TEXT,
  current_period_end INTEGER,
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  -- The 50%-off retention offer is given once per customer.
  retention_discount_applied INTEGER NOT NULL DEFAULT 0,
  -- The lifetime PaymentIntent awaiting payment, reused rather than creating another.
  pending_payment_intent_id TEXT,
  lifetime_payment_intent_id TEXT,
  -- Webhook ordering: `created` and lifecycle rank of the newest Stripe event applied, so
  -- an event that arrives late never moves the state backwards.
  last_event_created INTEGER NOT NULL DEFAULT 0,
  last_event_rank INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Stripe delivers an event at least once; an id seen here is answered 200 and skipped.
CREATE TABLE processed_webhook_events (
  id TEXT PRIMARY KEY NOT NULL,
  type TEXT NOT NULL,
  processed_at INTEGER NOT NULL
);
CREATE INDEX processed_webhook_events_processed_at ON processed_webhook_events(processed_at);
