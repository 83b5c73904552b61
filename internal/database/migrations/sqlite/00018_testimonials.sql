-- +goose Up
-- testimonials holds the words of patients, physicians and partners that the home page can
-- show (internal/content/testimonials.go declares them).
CREATE TABLE testimonials (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    quote       TEXT NOT NULL,
    name        TEXT NOT NULL,
    role        TEXT NOT NULL DEFAULT '',
    photo_url   TEXT NOT NULL DEFAULT '',
    order_index INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
);

-- +goose Down
DROP TABLE testimonials;
