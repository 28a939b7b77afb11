-- The live games a member is in (as host or as a team), so any of their phones can find its way
-- back to one. The game itself lives in its Durable Object; a row only names its join code.
-- A code is reused only after its game is forgotten, so a row is refreshed when the member
-- starts or joins a game under that code again. joined_at is Unix seconds.
CREATE TABLE member_games (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, code)
);
-- A member's most recent games first: read backwards along this index.
CREATE INDEX member_games_user_joined ON member_games(user_id, joined_at);
