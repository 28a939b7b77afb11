-- Public boards (the leaderboard, and each course's) take only fair rounds: every hole scored,
-- each with at least one stroke or NA, and every par from 1 to 6 (src/domain/fair-round.ts,
-- which the server applies on every write). fair is that verdict, kept beside complete so each
-- board is read in order along an index instead of reading every round's holes.
ALTER TABLE scorecards ADD COLUMN fair INTEGER NOT NULL DEFAULT 0;
UPDATE scorecards SET fair = 1
WHERE complete = 1
  AND NOT EXISTS (
    SELECT 1 FROM json_each(scorecards.holes) AS hole
    WHERE json_extract(hole.value, '$.score') = 0
      OR json_extract(hole.value, '$.par') NOT BETWEEN 1 AND 6
  );
DROP INDEX scorecards_leaderboard;
-- The leaderboard: fair rounds by total, earlier first on a tie, read in index order.
CREATE INDEX scorecards_leaderboard ON scorecards(fair, total_score, created_at, id);
-- A course's board: the same, among the rounds played on that course.
CREATE INDEX scorecards_course_board ON scorecards(course_id, fair, total_score, created_at, id);
