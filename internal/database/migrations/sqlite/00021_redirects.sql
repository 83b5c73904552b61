-- +goose Up
-- redirects holds the old addresses the site leads on from (internal/content/redirects.go
-- declares them).
CREATE TABLE redirects (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    from_path  TEXT NOT NULL UNIQUE,
    prefix     INTEGER NOT NULL DEFAULT 0,
    target     TEXT NOT NULL,
    temporary  INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);

-- +goose Down
DROP TABLE redirects;
