-- +goose Up
-- Staff accounts: every admin has a role (owner, editor or viewer, as rules.json's staff
-- block names them) and may be deactivated; the admins there were before are owners, as
-- the spec's one Administrator was allowed everything.
ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'viewer'));
ALTER TABLE admins ADD COLUMN deactivated_at TEXT;
ALTER TABLE admins ADD COLUMN created_by TEXT NOT NULL DEFAULT '';

-- Sessions get an id of their own, so a person can end one from the list of their sessions
-- without knowing its token, and remember the browser and address that opened them.
CREATE TABLE sessions_next (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash   TEXT NOT NULL UNIQUE,
    admin_id     INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    expires_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL DEFAULT '',
    user_agent   TEXT NOT NULL DEFAULT '',
    ip           TEXT NOT NULL DEFAULT ''
);
INSERT INTO sessions_next (token_hash, admin_id, created_at, expires_at, last_seen_at)
    SELECT token_hash, admin_id, created_at, expires_at, last_seen_at FROM sessions;
DROP TABLE sessions;
ALTER TABLE sessions_next RENAME TO sessions;
CREATE INDEX sessions_admin ON sessions(admin_id);

-- One-time sign-in links an owner hands to a new or locked-out colleague: good once,
-- until expires_at; the account chooses its password through it.
CREATE TABLE sign_in_links (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    admin_id   INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at    TEXT
);
CREATE INDEX sign_in_links_admin ON sign_in_links(admin_id);

-- +goose Down
DROP TABLE sign_in_links;
ALTER TABLE sessions DROP COLUMN user_agent;
ALTER TABLE sessions DROP COLUMN ip;
ALTER TABLE admins DROP COLUMN created_by;
ALTER TABLE admins DROP COLUMN deactivated_at;
ALTER TABLE admins DROP COLUMN role;
