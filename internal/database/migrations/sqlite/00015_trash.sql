-- +goose Up
-- The trash: what a delete took away, kept for 30 days so it can be restored. Each entry
-- holds the deleted rows as they were (rows: a JSON array of {"table", "row"}, a folder
-- with every gallery image, video and download filed in it), so a restore puts them back
-- with their own ids (ids only grow: no other record can have taken them).
CREATE TABLE trash (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    kind          TEXT NOT NULL,
    label         TEXT NOT NULL,
    rows          TEXT NOT NULL,
    deleted_by_id INTEGER,
    deleted_by    TEXT NOT NULL DEFAULT '',
    deleted_at    TEXT NOT NULL
);
CREATE INDEX trash_deleted_at ON trash(deleted_at);

-- The uploads the trashed records use: they stay on disk while their entry is in the
-- trash, and become unused (and are removed) when it is purged.
CREATE TABLE trash_files (
    trash_id INTEGER NOT NULL REFERENCES trash(id) ON DELETE CASCADE,
    url      TEXT NOT NULL
);
CREATE INDEX trash_files_trash ON trash_files(trash_id);

-- +goose Down
DROP TABLE trash_files;
DROP TABLE trash;
