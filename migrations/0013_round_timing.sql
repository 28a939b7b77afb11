-- A round's evening: its start time ('HH:MM') and minutes per hole, as JSON
-- ({"startTime":"21:00","minutesPerHole":30}), validated before it is written.
-- NULL for a round played without a start time; rounds kept before this column stay so.
ALTER TABLE scorecards ADD COLUMN timing TEXT;
