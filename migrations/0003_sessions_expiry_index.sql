-- The daily sweep deletes sessions by expiry.
CREATE INDEX sessions_expires_at ON sessions(expires_at);
