-- +goose Up
-- A partner's logo: an uploaded picture of the media library, optional.
ALTER TABLE global_partners ADD COLUMN logo_url TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE global_partners DROP COLUMN logo_url;
