-- A course's house rules: the text for the whole game (a line a rule) and the hole rules with
-- their hazards as JSON ([{"holeNumber":3,"rule":"+1 if you spill","hazard":"Water hazard"}]),
-- validated before they are written. NULL for a course saved without them; courses kept before
-- these columns stay so, and play as before.
ALTER TABLE courses ADD COLUMN house_rules TEXT;
ALTER TABLE courses ADD COLUMN hole_rules TEXT;
