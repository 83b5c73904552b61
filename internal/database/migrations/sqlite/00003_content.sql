-- +goose Up
-- The site's content documents (one JSON document per page, plus site-wide settings and the
-- legal documents), each as published; a draft beside it, or another locale, is another row
-- of the same key.
CREATE TABLE content_documents (
    key        TEXT NOT NULL,
    locale     TEXT NOT NULL DEFAULT 'en',
    state      TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('published', 'draft')),
    body       TEXT NOT NULL CHECK (json_valid(body)),
    version    INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    updated_by TEXT NOT NULL,
    PRIMARY KEY (key, locale, state)
);

-- Every version of a document ever published, for its history (who, when) and a later undo.
CREATE TABLE content_versions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    key        TEXT NOT NULL,
    locale     TEXT NOT NULL DEFAULT 'en',
    version    INTEGER NOT NULL,
    body       TEXT NOT NULL CHECK (json_valid(body)),
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL,
    summary    TEXT NOT NULL DEFAULT '',
    UNIQUE (key, locale, version)
);

-- +goose Down
DROP TABLE content_versions;
DROP TABLE content_documents;
