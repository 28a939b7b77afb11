-- The live game a round was kept from, as JSON ({"name":"Friday crawl","place":2,"tied":true,"teams":12}):
-- the game's name as the team read it, the team's final place, whether it shared it, and how many
-- teams played. NULL for any other round; rounds kept before this column stay so.
ALTER TABLE scorecards ADD COLUMN live_game TEXT;
