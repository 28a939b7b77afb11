-- The live games an erased player still has a team in, for the Worker to take them out of
-- (npm run admin -- delete-user reaches D1 but no game). The Worker's five-minute Cron Trigger
-- tells each game and deletes the row; user_id is the erased account's id, kept no longer.
-- queued_at is Unix seconds.
CREATE TABLE game_exits (
  code TEXT NOT NULL,
  user_id TEXT NOT NULL,
  queued_at INTEGER NOT NULL,
  PRIMARY KEY (code, user_id)
);
