-- +goose Up
CREATE TABLE admins (
    id            INTEGER PRIMARY KEY,
    username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    created_at    TEXT NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    admin_id   INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX sessions_admin ON sessions(admin_id);

CREATE TABLE team_members (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    title       TEXT NOT NULL,
    company     TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url   TEXT NOT NULL DEFAULT '',
    order_index INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
);

CREATE TABLE categories (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
    description TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL
);

CREATE TABLE gallery_images (
    id          INTEGER PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url   TEXT NOT NULL,
    category    TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX gallery_images_category ON gallery_images(category);

CREATE TABLE gallery_videos (
    id          INTEGER PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    youtube_id  TEXT NOT NULL,
    category    TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

CREATE TABLE research_papers (
    id               INTEGER PRIMARY KEY,
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
CREATE INDEX research_papers_category ON research_papers(category);

CREATE TABLE global_partners (
    id             INTEGER PRIMARY KEY,
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

CREATE TABLE partner_categories (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    display_order INTEGER NOT NULL DEFAULT 0,
    is_active     INTEGER NOT NULL DEFAULT 1,
    created_at    TEXT NOT NULL
);

CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    subject    TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at TEXT NOT NULL
);

-- +goose Down
DROP TABLE contact_messages;
DROP TABLE partner_categories;
DROP TABLE global_partners;
DROP TABLE research_papers;
DROP TABLE gallery_videos;
DROP TABLE gallery_images;
DROP TABLE categories;
DROP TABLE team_members;
DROP TABLE sessions;
DROP TABLE admins;
