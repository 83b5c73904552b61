-- +goose Up
-- The media library: every uploaded file once, described once. url is the address every use
-- holds (a document's field, a record's field, a link in a rich text), so a use refers to
-- the asset and never copies it; name is the file's name on the computer it came from, kind
-- its type as the upload sniffed it (jpg, png, webp, gif, svg, pdf), sha256 the hex digest of
-- its bytes (the same bytes uploaded again are offered as this asset, not stored twice). kept
-- marks an asset the library holds until an editor deletes it: uploaded into the library,
-- described, or used by a saved record or document (the hourly sweep of unused uploads takes
-- only a file never kept, a day after its upload).
CREATE TABLE media (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    url         TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL DEFAULT '',
    kind        TEXT NOT NULL,
    size        INTEGER NOT NULL DEFAULT 0,
    sha256      TEXT NOT NULL DEFAULT '',
    uploaded_by TEXT NOT NULL DEFAULT '',
    uploaded_at TEXT NOT NULL,
    kept        INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX media_sha256 ON media(sha256) WHERE sha256 <> '';

-- An asset's words per language: the alternative text a picture is described by, and an
-- optional caption.
CREATE TABLE media_texts (
    media_id INTEGER NOT NULL REFERENCES media(id) ON DELETE CASCADE,
    locale   TEXT NOT NULL,
    alt      TEXT NOT NULL DEFAULT '',
    caption  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (media_id, locale)
);

-- +goose Down
DROP TABLE media_texts;
DROP TABLE media;
