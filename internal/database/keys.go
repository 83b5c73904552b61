package database

import (
	"context"
	"crypto/rand"
	"database/sql"
)

// signingKeyLen is the length of a key SigningKey makes.
const signingKeyLen = 32

// SigningKey answers the server's secret key called name: made of random bytes the first time
// it is asked for, then kept in the database, so it stays the same across restarts (and
// goes with the database into a backup, which is as private).
func (s *Store) SigningKey(ctx context.Context, name string) ([]byte, error) {
	fresh := make([]byte, signingKeyLen)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	var key []byte
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO signing_keys (name, key, created_at) VALUES (?, ?, ?)
			ON CONFLICT (name) DO NOTHING`, name, fresh, s.timestamp()); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `SELECT key FROM signing_keys WHERE name = ?`, name).Scan(&key)
	})
	return key, err
}
