-- Webhook events that share a second are ordered by asking Stripe for the current state, so
-- the lifecycle rank once kept beside last_event_created is never read.
ALTER TABLE subscriptions DROP COLUMN last_event_rank;
