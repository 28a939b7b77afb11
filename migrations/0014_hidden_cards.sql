-- Hiding sticks (npm run admin -- hide-round | hide-player). A round is off the public boards
-- (scorecards.hidden_at set) when its card is one its owner's hidden cards, or when its owner
-- is hidden; the Worker works this out on every insert and edit, and the commands on every hide.
--
-- card_key names a card as its owner sees it, whatever its team name or course: its date, each
-- hole's bar, par and score, and the penalties it counts (id, name, count). The Worker writes it
-- with every insert and edit (cardKeySql, worker/lib/rounds/hiding.ts, the same expression).
ALTER TABLE scorecards ADD COLUMN card_key TEXT;
UPDATE scorecards SET card_key = json_array(
  scorecards.date,
  json((SELECT json_group_array(json_array(
      json_extract(hole.value, '$.barName'), json_extract(hole.value, '$.par'), json_extract(hole.value, '$.score')))
    FROM json_each(scorecards.holes) AS hole)),
  json((SELECT json_group_array(json_array(
      json_extract(penalty.value, '$.id'), json_extract(penalty.value, '$.name'), json_extract(penalty.value, '$.count')))
    FROM json_each(scorecards.penalties) AS penalty WHERE json_extract(penalty.value, '$.count') > 0))
);
-- The cards an operator hid, per owner: a round saved or edited to one of them is hidden too.
-- hidden_at is Unix seconds.
CREATE TABLE hidden_cards (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_key TEXT NOT NULL,
  hidden_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, card_key)
);
-- The rounds hidden so far hide their cards, and the copies of them already saved.
INSERT OR IGNORE INTO hidden_cards (user_id, card_key, hidden_at)
  SELECT user_id, card_key, min(hidden_at) FROM scorecards WHERE hidden_at IS NOT NULL GROUP BY user_id, card_key;
UPDATE scorecards SET hidden_at = (
    SELECT hidden.hidden_at FROM hidden_cards AS hidden
    WHERE hidden.user_id = scorecards.user_id AND hidden.card_key = scorecards.card_key)
  WHERE hidden_at IS NULL AND EXISTS (
    SELECT 1 FROM hidden_cards AS hidden
    WHERE hidden.user_id = scorecards.user_id AND hidden.card_key = scorecards.card_key);
-- A player an operator hid: every round of theirs, kept or to come, is off the public boards.
-- Unix seconds, NULL while their rounds may show.
ALTER TABLE users ADD COLUMN hidden_at INTEGER;
