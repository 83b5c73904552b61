-- +goose Up
-- Everyone who saved a document's draft since it was last published is its author, and no
-- author decides its review (but the only owner, which the log records). editors lists them
-- on the draft row, one name per line; a review keeps the list it was sent with in authors
-- (empty for a review sent before: its author alone). mailed marks a review whose sending
-- e-mailed the reviewers, which at most one review of a document, language and sender does
-- in a while (an editor sending and withdrawing in a loop e-mails once).
ALTER TABLE content_documents ADD COLUMN editors TEXT NOT NULL DEFAULT '';
ALTER TABLE content_reviews ADD COLUMN authors TEXT NOT NULL DEFAULT '';
ALTER TABLE content_reviews ADD COLUMN mailed INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE content_reviews DROP COLUMN mailed;
ALTER TABLE content_reviews DROP COLUMN authors;
ALTER TABLE content_documents DROP COLUMN editors;
