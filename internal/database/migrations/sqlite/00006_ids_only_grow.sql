-- +goose Up
-- Ids only grow. A table keyed by INTEGER PRIMARY KEY alone gives the next record the
-- largest id plus one, so deleting the newest record let the next create take its id, and
-- an admin tab still showing the deleted record would edit or delete the newcomer.
-- AUTOINCREMENT never hands out an id twice; SQLite cannot add it to a table, so each
-- table is made anew with it and its rows copied over, ids unchanged (sqlite_sequence then
-- starts from the largest id kept). Sessions point at admins and would be deleted with
-- them, so they wait in a table without that reference while admins is replaced.

CREATE TEMP TABLE sessions_kept AS SELECT * FROM sessions;
DROP TABLE sessions;

CREATE TABLE admins_next (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    username             TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash        TEXT NOT NULL,
    created_at           TEXT NOT NULL,
    must_change_password INTEGER NOT NULL DEFAULT 0
);
INSERT INTO admins_next SELECT * FROM admins;
DROP TABLE admins;
ALTER TABLE admins_next RENAME TO admins;

CREATE TABLE team_members_next (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT NOT NULL,
    title       TEXT NOT NULL,
    company     TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url   TEXT NOT NULL DEFAULT '',
    order_index INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
);
INSERT INTO team_members_next SELECT * FROM team_members;
DROP TABLE team_members;
ALTER TABLE team_members_next RENAME TO team_members;

CREATE TABLE categories_next (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
    description TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL
);
INSERT INTO categories_next SELECT * FROM categories;
DROP TABLE categories;
ALTER TABLE categories_next RENAME TO categories;

CREATE TABLE gallery_images_next (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url   TEXT NOT NULL,
    category    TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
INSERT INTO gallery_images_next SELECT * FROM gallery_images;
DROP TABLE gallery_images;
ALTER TABLE gallery_images_next RENAME TO gallery_images;

CREATE TABLE gallery_videos_next (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    youtube_id  TEXT NOT NULL,
    category    TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
INSERT INTO gallery_videos_next SELECT * FROM gallery_videos;
DROP TABLE gallery_videos;
ALTER TABLE gallery_videos_next RENAME TO gallery_videos;

CREATE TABLE research_papers_next (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    title            TEXT NOT NULL,
    description      TEXT NOT NULL,
    pdf_url          TEXT NOT NULL,
    authors          TEXT NOT NULL DEFAULT '',
    journal          TEXT NOT NULL DEFAULT '',
    publication_date TEXT NOT NULL DEFAULT '',
    category         TEXT NOT NULL,
    order_index      INTEGER NOT NULL DEFAULT 0,
    created_at       TEXT NOT NULL
);
INSERT INTO research_papers_next SELECT * FROM research_papers;
DROP TABLE research_papers;
ALTER TABLE research_papers_next RENAME TO research_papers;

CREATE TABLE global_partners_next (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    name           TEXT NOT NULL,
    country        TEXT NOT NULL,
    city           TEXT NOT NULL DEFAULT '',
    partner_type   TEXT NOT NULL,
    description    TEXT NOT NULL DEFAULT '',
    services       TEXT NOT NULL DEFAULT '',
    contact_person TEXT NOT NULL DEFAULT '',
    email          TEXT NOT NULL DEFAULT '',
    phone          TEXT NOT NULL DEFAULT '',
    website        TEXT NOT NULL DEFAULT '',
    created_at     TEXT NOT NULL
);
INSERT INTO global_partners_next SELECT * FROM global_partners;
DROP TABLE global_partners;
ALTER TABLE global_partners_next RENAME TO global_partners;

CREATE TABLE partner_categories_next (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    display_order INTEGER NOT NULL DEFAULT 0,
    is_active     INTEGER NOT NULL DEFAULT 1,
    created_at    TEXT NOT NULL
);
INSERT INTO partner_categories_next SELECT * FROM partner_categories;
DROP TABLE partner_categories;
ALTER TABLE partner_categories_next RENAME TO partner_categories;

CREATE TABLE contact_messages_next (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at TEXT NOT NULL
);
INSERT INTO contact_messages_next SELECT * FROM contact_messages;
DROP TABLE contact_messages;
ALTER TABLE contact_messages_next RENAME TO contact_messages;

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    admin_id   INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
INSERT INTO sessions SELECT * FROM sessions_kept;
DROP TABLE sessions_kept;

CREATE INDEX sessions_admin ON sessions(admin_id);
CREATE INDEX gallery_images_category ON gallery_images(category);
CREATE INDEX research_papers_category ON research_papers(category);

-- +goose Down
-- Ids that only grow harm nothing; the tables stay as they are.
SELECT 1;
