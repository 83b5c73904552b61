-- +goose Up
-- Drafts and their schedules. A draft is the row of state 'draft' beside the published one;
-- its version is the published version it was started from. publish_at (RFC 3339, UTC) is
-- when a scheduled draft goes live, scheduled_by who scheduled it. revision counts every
-- write to a document, in either state, so an editor's write names the state it was made
-- on and a stale one is refused; it is kept on the published row.
ALTER TABLE content_documents ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE content_documents ADD COLUMN publish_at TEXT;
ALTER TABLE content_documents ADD COLUMN scheduled_by TEXT;
CREATE INDEX content_documents_publish_at ON content_documents (publish_at) WHERE publish_at IS NOT NULL;

-- +goose Down
DROP INDEX content_documents_publish_at;
ALTER TABLE content_documents DROP COLUMN scheduled_by;
ALTER TABLE content_documents DROP COLUMN publish_at;
ALTER TABLE content_documents DROP COLUMN revision;
