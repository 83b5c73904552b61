-- +goose Up
-- The size of each uploaded raster image and the resized copies made of it.
CREATE TABLE uploaded_images (
    url        TEXT PRIMARY KEY,
    width      INTEGER NOT NULL,
    height     INTEGER NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE image_variants (
    image_url TEXT NOT NULL REFERENCES uploaded_images(url) ON DELETE CASCADE,
    width     INTEGER NOT NULL,
    url       TEXT NOT NULL,
    PRIMARY KEY (image_url, width)
);

-- +goose Down
DROP TABLE image_variants;
DROP TABLE uploaded_images;
