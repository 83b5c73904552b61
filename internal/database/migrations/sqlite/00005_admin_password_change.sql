-- +goose Up
-- An admin whose password the server generated (the first one, when none was configured)
-- must choose a new password before anything else; choosing one, or setting one by the
-- environment or `qrs admin set-password`, clears the mark.
ALTER TABLE admins ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE admins DROP COLUMN must_change_password;
