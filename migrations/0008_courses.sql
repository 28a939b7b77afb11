-- Members' course templates: the bars, drinks and pars of a crawl under a name, shared by link.
-- holes and penalties are JSON, validated before they are written; holes carry no scores and
-- penalties count 0. share_code is the public code in /courses/share/{code}: random, unique.
-- Rounds keep course_id and course_name as plain text, so they stay when their course goes.
-- created_at is Unix seconds.
CREATE TABLE courses (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  holes TEXT NOT NULL,
  penalties TEXT NOT NULL,
  share_code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
-- A member's courses newest first: read backwards along this index (rowid breaks a tie in one second).
CREATE INDEX courses_user_created ON courses(user_id, created_at);
