-- A member's saved penalty list: a JSON array of {id, name, count} with counts at 0, in the
-- player's order. It is always read and written whole (at most 20 entries), with the user.
ALTER TABLE users ADD COLUMN custom_penalties TEXT NOT NULL DEFAULT '[]';
