-- +goose Up
-- The audit log: every change to the site and every sign-in, with who made it, when, from
-- which address and what changed, field by field (changes: a JSON array of
-- {"field", "from", "to"}). Nothing in the server updates or deletes a row but the
-- retention sweep, which keeps at least a year.
CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    at        TEXT NOT NULL,
    actor_id  INTEGER,
    actor     TEXT NOT NULL DEFAULT '',
    ip        TEXT NOT NULL DEFAULT '',
    action    TEXT NOT NULL,
    kind      TEXT NOT NULL,
    target_id INTEGER,
    target    TEXT NOT NULL DEFAULT '',
    changes   TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX audit_log_at ON audit_log(at);
CREATE INDEX audit_log_actor ON audit_log(actor, at);
CREATE INDEX audit_log_kind ON audit_log(kind, at);

-- +goose Down
DROP TABLE audit_log;
