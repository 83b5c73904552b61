package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// errBadLogin hides whether a username exists.
var errBadLogin = content.Errorf(content.Unauthorized, "Invalid username or password")

// AdminPasswordHash answers the id and password hash of the admin, or an unauthorized error.
func (s *Store) AdminPasswordHash(ctx context.Context, username string) (int64, string, error) {
	var id int64
	var hash string
	err := s.db.QueryRowContext(ctx, `SELECT id, password_hash FROM admins WHERE username = ?`, username).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", errBadLogin
	}
	return id, hash, err
}

// CountAdmins answers how many admins exist.
func (s *Store) CountAdmins(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM admins`).Scan(&n)
	return n, err
}

// SetAdminPassword creates the admin or replaces its password hash, ending all its sessions.
func (s *Store) SetAdminPassword(ctx context.Context, username, hash string) error {
	return s.inTx(ctx, false, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO admins (username, password_hash, created_at) VALUES (?, ?, ?)
			ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash`, username, hash, s.timestamp())
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE admin_id = (SELECT id FROM admins WHERE username = ?)`, username)
		return err
	})
}

// CreateSession stores a session by the hash of its token.
func (s *Store) CreateSession(ctx context.Context, tokenHash string, adminID int64, expires time.Time) error {
	return s.inTx(ctx, false, func(tx *sql.Tx) error {
		now := s.timestamp()
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at < ?`, now); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO sessions (token_hash, admin_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			tokenHash, adminID, now, expires.UTC().Format(time.RFC3339))
		return err
	})
}

// SessionUsername answers the admin of a live session, or an unauthorized error.
func (s *Store) SessionUsername(ctx context.Context, tokenHash string) (string, error) {
	var name string
	err := s.db.QueryRowContext(ctx, `SELECT a.username FROM sessions s JOIN admins a ON a.id = s.admin_id
		WHERE s.token_hash = ? AND s.expires_at > ?`, tokenHash, s.timestamp()).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", content.Errorf(content.Unauthorized, "Not signed in")
	}
	return name, err
}

// DeleteSession ends a session; an unknown one is no error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.inTx(ctx, false, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = ?`, tokenHash)
		return err
	})
}
