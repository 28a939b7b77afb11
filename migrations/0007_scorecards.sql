-- Members' saved rounds. id is a UUID, usually made by the app when the round starts, so a
-- retried save finds the row it already made. number counts a member's rounds from 1 for
-- display, and follows creation order. holes and penalties are the card as JSON, validated
-- before they are written; total_score and complete (every hole scored) are worked out by the
-- server from them. client_edited_at is the client's time of the edit the row holds, in
-- milliseconds: an older edit never replaces a newer one. Other timestamps are Unix seconds.
CREATE TABLE scorecards (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  team_name TEXT NOT NULL,
  date TEXT NOT NULL,
  total_score INTEGER NOT NULL,
  holes TEXT NOT NULL,
  penalties TEXT NOT NULL,
  course_id TEXT,
  course_name TEXT,
  complete INTEGER NOT NULL,
  client_edited_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- A member's rounds newest first, and the next display number, both read along this index.
CREATE UNIQUE INDEX scorecards_user_number ON scorecards(user_id, number);
-- The leaderboard: complete rounds by total, earlier first on a tie, read in index order.
CREATE INDEX scorecards_leaderboard ON scorecards(complete, total_score, created_at, id);
