-- +goose Up
-- The addresses an asset of the media library had before its file was replaced: each leads
-- to the asset's file of now, so a link another site or a search engine holds keeps working.
-- A replace writes every use anew with the new address; these are for the uses outside.
CREATE TABLE media_former (
    url      TEXT PRIMARY KEY,
    media_id BIGINT NOT NULL REFERENCES media(id) ON DELETE CASCADE
);
CREATE INDEX media_former_media ON media_former(media_id);

-- +goose Down
DROP TABLE media_former;
