-- A round an operator took off the public boards (npm run admin -- hide-round): Unix seconds
-- when it was hidden, NULL while it may show. Its owner still sees it in History. Paging a
-- member's rounds and courses reads the indexes already there, so none is added.
ALTER TABLE scorecards ADD COLUMN hidden_at INTEGER;
