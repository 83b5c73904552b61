-- +goose Up
-- What the instances of a site share besides its records.
--
-- site_version: grows with every committed content write (and every new upload), which
-- announces its value on the channel qrs_version at its commit; each instance listens there
-- and reads the sequence about once a second in case a notification was lost, so that its
-- caches of lists, pages and PDFs learn of another instance's writes.
CREATE SEQUENCE site_version;

-- rate_limits: a token bucket per limit (name) and key (a client address, a username; a
-- long key as its SHA-256), with its tokens as of at_us (microseconds since 1970), shared by
-- every instance. A bucket that filled up again is deleted from time to time.
CREATE TABLE rate_limits (
    name   TEXT NOT NULL,
    key    TEXT NOT NULL,
    tokens DOUBLE PRECISION NOT NULL,
    at_us  BIGINT NOT NULL,
    PRIMARY KEY (name, key)
);

-- leases: which instance (holder) runs a background job (name) until expires_us
-- (microseconds since 1970); the holder renews it while it runs, and another instance takes
-- it over once it has expired (its holder stopped, or was killed).
CREATE TABLE leases (
    name       TEXT PRIMARY KEY,
    holder     TEXT NOT NULL,
    expires_us BIGINT NOT NULL
);

-- +goose Down
DROP TABLE leases;
DROP TABLE rate_limits;
DROP SEQUENCE site_version;
