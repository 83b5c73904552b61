-- +goose Up
-- A session also ends when it goes unused for a while (sqlite.SessionIdleLimit), not only
-- at its absolute end: last_seen_at is when it last authorised a request, refreshed at
-- most once a minute. Sessions open at the upgrade count as seen then, so nobody is signed
-- out by it.
ALTER TABLE sessions ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
UPDATE sessions SET last_seen_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');

-- +goose Down
ALTER TABLE sessions DROP COLUMN last_seen_at;
