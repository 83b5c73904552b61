-- +goose Up
-- Review before publishing: a draft sent for review (state 'pending') by its author, with a
-- short note and the time the author wishes it to go live (publish_at, RFC 3339 UTC, or
-- none: once approved); then approved (published or scheduled by decided_by), sent back
-- ('changes-requested', with the reviewer's comment) or withdrawn by its author or an owner.
-- self_approved marks a change the only owner approved themselves. Which documents need
-- review, and who reviews besides the owners, is the site setting 'review' (site_settings).
CREATE TABLE content_reviews (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    key           TEXT NOT NULL,
    locale        TEXT NOT NULL,
    state         TEXT NOT NULL,
    author        TEXT NOT NULL,
    note          TEXT NOT NULL DEFAULT '',
    publish_at    TEXT,
    submitted_at  TEXT NOT NULL,
    decided_by    TEXT NOT NULL DEFAULT '',
    decided_at    TEXT NOT NULL DEFAULT '',
    comment       TEXT NOT NULL DEFAULT '',
    self_approved INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX content_reviews_document ON content_reviews(key, locale, id);
CREATE INDEX content_reviews_state ON content_reviews(state, id);

-- +goose Down
DROP TABLE content_reviews;
