-- +goose Up
-- record_translations holds the words of a record in a language other than the default one:
-- one row per record, language and translatable field (internal/content declares which fields
-- are). A field without a row shows its default-language text. saved_at is when the text was
-- last saved (or confirmed as it is); source_changed_at is set when the default language's
-- text of the field changed after that, and cleared by the next save: the translation waits
-- for a review. A record in the trash keeps its rows (ids are never given twice); the purge
-- removes them with it.
CREATE TABLE record_translations (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    record_table      TEXT NOT NULL,
    record_id         INTEGER NOT NULL,
    locale            TEXT NOT NULL,
    field             TEXT NOT NULL,
    value             TEXT NOT NULL,
    saved_at          TEXT NOT NULL,
    saved_by          TEXT NOT NULL DEFAULT '',
    source_changed_at TEXT,
    UNIQUE (record_table, record_id, locale, field)
);
CREATE INDEX record_translations_list ON record_translations (record_table, locale);

-- content_source_changes marks the texts of a content document in a language other than the
-- default one whose default-language text (at the same JSON pointer) changed since they were
-- last saved: changed_at is when it changed. Saving that text in the language, or confirming
-- it, removes the mark.
CREATE TABLE content_source_changes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    key        TEXT NOT NULL,
    locale     TEXT NOT NULL,
    path       TEXT NOT NULL,
    changed_at TEXT NOT NULL,
    UNIQUE (key, locale, path)
);

-- +goose Down
DROP TABLE content_source_changes;
DROP TABLE record_translations;
