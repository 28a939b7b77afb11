-- The round was played alcohol-free (soft drinks, water, a designated driver): a neutral badge on
-- History and the boards, scored by the same rules. Rounds kept before this column read 0.
ALTER TABLE scorecards ADD COLUMN alcohol_free INTEGER NOT NULL DEFAULT 0;
UPDATE scorecards SET alcohol_free = 1 WHERE json_extract(live_game, '$.alcoholFree') = 1;
