-- +goose Up
-- attempts counts the codes tried on the second step of a sign-in. Once it reaches the
-- server's limit the challenge takes no more, and the password must be typed again: a
-- stolen password buys only a few guesses at the code per sign-in.
ALTER TABLE sign_in_challenges ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE sign_in_challenges DROP COLUMN attempts;
