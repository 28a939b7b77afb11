-- One checkout start at a time per user and plan. The request that holds the row makes or
-- reuses the Stripe subscription or PaymentIntent and writes its answer here; requests that
-- arrive meanwhile wait for that answer instead of making another. Timestamps are Unix seconds.
CREATE TABLE checkout_claims (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 'monthly' or 'lifetime'
  plan TEXT NOT NULL,
  -- Random per request: the holder writes its answer only while the row is still its own.
  token TEXT NOT NULL,
  -- A holder that never answers (its request died) loses the row after a lease.
  claimed_at INTEGER NOT NULL,
  -- The holder's answer as JSON; NULL while it is still working.
  answer TEXT,
  PRIMARY KEY (user_id, plan)
);
