-- +goose Up
-- The inbox keeps where each contact message stands: read_at is when an editor first opened
-- it (null while unread), answered_at when it was marked answered (null while not). Messages
-- received before the upgrade were shown in the panel already, so they count as read then;
-- whether they were answered is not known, so they are not.
ALTER TABLE contact_messages ADD COLUMN read_at TEXT;
ALTER TABLE contact_messages ADD COLUMN answered_at TEXT;
UPDATE contact_messages SET read_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');

-- +goose Down
ALTER TABLE contact_messages DROP COLUMN answered_at;
ALTER TABLE contact_messages DROP COLUMN read_at;
