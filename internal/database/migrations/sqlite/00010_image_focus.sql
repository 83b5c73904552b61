-- +goose Up
-- The focal point of each uploaded image: the spot, in percent of its width and height from
-- the top left corner, that a cropped thumbnail keeps in view. The centre until an editor
-- sets it.
ALTER TABLE uploaded_images ADD COLUMN focus_x INTEGER NOT NULL DEFAULT 50 CHECK (focus_x BETWEEN 0 AND 100);
ALTER TABLE uploaded_images ADD COLUMN focus_y INTEGER NOT NULL DEFAULT 50 CHECK (focus_y BETWEEN 0 AND 100);

-- +goose Down
ALTER TABLE uploaded_images DROP COLUMN focus_y;
ALTER TABLE uploaded_images DROP COLUMN focus_x;
