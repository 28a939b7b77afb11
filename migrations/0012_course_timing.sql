-- A course's evening: its start time ('HH:MM') and minutes per hole, as JSON
-- ({"startTime":"21:00","minutesPerHole":30}), validated before it is written.
-- NULL for a course saved without a start time; courses kept before this column stay so.
ALTER TABLE courses ADD COLUMN timing TEXT;
