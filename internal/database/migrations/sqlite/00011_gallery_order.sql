-- +goose Up
-- Gallery images and videos are put in order by the editors, as team members and downloads
-- are. Every existing record starts at 0, so the gallery keeps today's order (oldest first)
-- until it is first reordered.
ALTER TABLE gallery_images ADD COLUMN order_index INTEGER NOT NULL DEFAULT 0;
ALTER TABLE gallery_videos ADD COLUMN order_index INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE gallery_videos DROP COLUMN order_index;
ALTER TABLE gallery_images DROP COLUMN order_index;
