-- +goose Up
-- What the instances of a site share besides its records. On SQLite one instance serves the
-- site: its sign-in and contact limits stay in memory and its content version is a counter
-- of its own, but background work still runs under a lease, as on PostgreSQL.
--
-- rate_limits: a token bucket per limit (name) and key (a client address, a username; a
-- long key as its SHA-256), with its tokens as of at_us (microseconds since 1970). A bucket
-- that filled up again is deleted from time to time.
CREATE TABLE rate_limits (
    name   TEXT NOT NULL,
    key    TEXT NOT NULL,
    tokens REAL NOT NULL,
    at_us  INTEGER NOT NULL,
    PRIMARY KEY (name, key)
) WITHOUT ROWID;

-- leases: which instance (holder) runs a background job (name) until expires_us
-- (microseconds since 1970); the holder renews it while it runs, and another instance takes
-- it over once it has expired (its holder stopped, or was killed).
CREATE TABLE leases (
    name       TEXT PRIMARY KEY,
    holder     TEXT NOT NULL,
    expires_us INTEGER NOT NULL
) WITHOUT ROWID;

-- +goose Down
DROP TABLE leases;
DROP TABLE rate_limits;
