-- +goose Up
-- Secret keys of the server, each made once and kept, so that what it signed with one (a
-- browser's device cookie of the sign-in) still reads after a restart.
CREATE TABLE signing_keys (
    name       TEXT PRIMARY KEY,
    key        BLOB NOT NULL,
    created_at TEXT NOT NULL
);

-- +goose Down
DROP TABLE signing_keys;
