-- +goose Up
-- Two-factor sign-in (TOTP, RFC 6238). totp_secret is the base32 secret of an enrolled
-- account (null: not enrolled); totp_pending_secret the one an enrolment in progress shows
-- as a QR code, made by the server so the browser never chooses it, until a code of it
-- confirms it; totp_last_step the last 30-second step whose code signed in, so the same
-- code is never taken twice.
ALTER TABLE admins ADD COLUMN totp_secret TEXT;
ALTER TABLE admins ADD COLUMN totp_enabled_at TEXT;
ALTER TABLE admins ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE admins ADD COLUMN totp_last_step INTEGER;

-- One-time recovery codes, kept as the SHA-256 of the code (random and long enough that a
-- fast hash is safe, as session tokens are); used_at marks one spent.
CREATE TABLE recovery_codes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    admin_id   INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    code_hash  TEXT NOT NULL,
    created_at TEXT NOT NULL,
    used_at    TEXT
);
CREATE INDEX recovery_codes_admin ON recovery_codes(admin_id);

-- The second step of a sign-in: a right password of an account with two-factor sign-in
-- gets a challenge, good for a few minutes and once, which a code then completes.
CREATE TABLE sign_in_challenges (
    token_hash TEXT PRIMARY KEY,
    admin_id   INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);

-- Site settings an owner changes in the panel, such as require_two_factor ('true' or
-- 'false'); updated_by names who changed one last.
CREATE TABLE site_settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    updated_by TEXT NOT NULL DEFAULT ''
);

-- +goose Down
DROP TABLE site_settings;
DROP TABLE sign_in_challenges;
DROP TABLE recovery_codes;
ALTER TABLE admins DROP COLUMN totp_last_step;
ALTER TABLE admins DROP COLUMN totp_pending_secret;
ALTER TABLE admins DROP COLUMN totp_enabled_at;
ALTER TABLE admins DROP COLUMN totp_secret;
