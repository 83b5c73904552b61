package database

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/auth"
)

// Limiter is a limit (auth.Limit) counted in the database: a token bucket per key in the
// table rate_limits, shared by every instance of the site, so that guesses or messages
// spread over the instances are counted as if one instance got them all. It follows the
// rules of auth.Limiter: Take spends a token in the same step that checks for one, Return
// gives one back, a long key is kept as its SHA-256, and the buckets that filled up again
// are deleted from time to time.
//
// Each Take or Return is one short transaction that holds the key's row locked from its
// read to its write (on SQLite, the database's one write lock), so instances taking from
// one key at once are counted one after the other.
type Limiter struct {
	s    *Store
	name string
	rate auth.Rate

	mu    sync.Mutex
	swept time.Time
}

var _ auth.Limit = (*Limiter)(nil)

// Limiter answers the limit called name (one per kind of limit of the site: the same name
// on every instance), allowing burst events at once per key, then one every `every`.
func (s *Store) Limiter(name string, burst int, every time.Duration) *Limiter {
	return &Limiter{s: s, name: name, rate: auth.Rate{Burst: burst, Every: every}, swept: s.now()}
}

// limitTimeout bounds one Take or Return.
const limitTimeout = 5 * time.Second

// limitFailedWait is what Take answers when the database could not count: the event is
// refused, as a limit that cannot be counted must not let events through.
const limitFailedWait = time.Second

// Take spends one token of key's bucket and answers zero when there is one; otherwise it
// spends nothing and answers how long key must wait for the next.
func (l *Limiter) Take(key string) time.Duration {
	ctx, cancel := context.WithTimeout(context.Background(), limitTimeout)
	defer cancel()
	l.sweep(ctx)
	var wait time.Duration
	err := l.s.lockedTx(ctx, func(tx *sql.Tx) error {
		now := l.s.now()
		// The row is made full when missing and locked in one step, so two instances
		// taking a new key's first token at once count two.
		var tokens float64
		var atUS int64
		if err := tx.QueryRowContext(ctx, `INSERT INTO rate_limits (name, key, tokens, at_us) VALUES (?, ?, ?, ?)
			ON CONFLICT (name, key) DO UPDATE SET name = excluded.name RETURNING tokens, at_us`,
			l.name, auth.BoundKey(key), float64(l.rate.Burst), now.UnixMicro()).Scan(&tokens, &atUS); err != nil {
			return err
		}
		at := time.UnixMicro(atUS)
		tokens = l.rate.Refill(tokens, at, now)
		if tokens < 1 {
			wait = l.rate.Wait(tokens)
			return nil
		}
		wait = 0
		_, err := tx.ExecContext(ctx, `UPDATE rate_limits SET tokens = ?, at_us = ? WHERE name = ? AND key = ?`,
			tokens-1, later(now, at).UnixMicro(), l.name, auth.BoundKey(key))
		return err
	})
	if err != nil {
		return limitFailedWait
	}
	return wait
}

// Return gives back a token Take spent, for an event that does not count.
func (l *Limiter) Return(key string) {
	ctx, cancel := context.WithTimeout(context.Background(), limitTimeout)
	defer cancel()
	_ = l.s.lockedTx(ctx, func(tx *sql.Tx) error {
		now := l.s.now()
		var tokens float64
		var atUS int64
		err := tx.QueryRowContext(ctx, `SELECT tokens, at_us FROM rate_limits WHERE name = ? AND key = ?`+l.s.forUpdate(),
			l.name, auth.BoundKey(key)).Scan(&tokens, &atUS)
		if err == sql.ErrNoRows {
			return nil // full, and forgotten
		}
		if err != nil {
			return err
		}
		at := time.UnixMicro(atUS)
		tokens = min(float64(l.rate.Burst), l.rate.Refill(tokens, at, now)+1)
		_, err = tx.ExecContext(ctx, `UPDATE rate_limits SET tokens = ?, at_us = ? WHERE name = ? AND key = ?`,
			tokens, later(now, at).UnixMicro(), l.name, auth.BoundKey(key))
		return err
	}) // a token not given back leaves the limit stricter for a while, never looser
}

// sweep deletes, every auth.SweepEvery, the rows of l whose buckets have filled up again:
// their keys count nothing any more.
func (l *Limiter) sweep(ctx context.Context) {
	now := l.s.now()
	l.mu.Lock()
	due := now.Sub(l.swept) > auth.SweepEvery
	if due {
		l.swept = now
	}
	l.mu.Unlock()
	if !due {
		return
	}
	_ = l.s.lockedTx(ctx, func(tx *sql.Tx) error {
		// full once at_us + (burst - tokens) * every has passed
		_, err := tx.ExecContext(ctx, `DELETE FROM rate_limits WHERE name = ? AND at_us + (? - tokens) * ? <= ?`,
			l.name, float64(l.rate.Burst), float64(l.rate.Every.Microseconds()), float64(now.UnixMicro()))
		return err
	})
}

// forUpdate answers the clause that locks the rows a query reads until the transaction
// ends: PostgreSQL's FOR UPDATE; SQLite's transaction holds the database's write lock.
func (s *Store) forUpdate() string {
	if s.engine == Postgres {
		return " FOR UPDATE"
	}
	return ""
}

// lockedTx runs fn in one short write transaction whose rows stay locked from their read to
// the commit. On PostgreSQL it runs at READ COMMITTED: a transaction that meets a locked row
// waits for it and then reads it as committed, rather than failing as a serializable one
// would, so counting from one key at once never needs a retry.
func (s *Store) lockedTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if s.engine != Postgres {
		return s.inTx(ctx, nil, fn)
	}
	return s.runTx(ctx, &sql.TxOptions{Isolation: sql.LevelReadCommitted}, fn)
}

// later answers the later of a and b: a bucket's moment never goes back, should the
// instances' clocks differ a little.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
