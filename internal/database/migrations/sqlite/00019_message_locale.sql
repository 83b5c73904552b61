-- +goose Up
-- locale is the language a contact message was written in: the language of the page its form
-- was on. The messages before it were all sent from English pages.
ALTER TABLE contact_messages ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';

-- +goose Down
ALTER TABLE contact_messages DROP COLUMN locale;
