package database

import (
	"context"
	"database/sql"
	"math/rand/v2"
	"time"
)

// Background work (publishing scheduled content, the audit log's retention, purging the
// trash, sweeping unused uploads) runs on one instance of the site at a time: the one that
// holds the job's lease, a row of the table leases with its holder and the moment it
// expires. The holder renews it while the job runs; an instance that stops gives it up, and
// one that is killed loses it when it expires, after which another instance takes it over.
// The moments are the instances' clocks, which must agree to well within LeaseTTL.

// LeaseTTL is how long a lease lasts unless its holder renews it; the holder renews it
// every third of that, and an instance without it tries to take it as often.
const LeaseTTL = 15 * time.Second

// TakeLease takes the lease of the job name for ttl, or renews it when this store holds it
// already; it reports whether this store holds it now. Another store's lease that has not
// expired is left alone.
func (s *Store) TakeLease(ctx context.Context, name string, ttl time.Duration) (bool, error) {
	var held bool
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		now := s.now()
		res, err := tx.ExecContext(ctx, `INSERT INTO leases (name, holder, expires_us) VALUES (?1, ?2, ?3)
			ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_us = excluded.expires_us
			WHERE leases.holder = excluded.holder OR leases.expires_us <= ?4`,
			name, s.cluster.holder, now.Add(ttl).UnixMicro(), now.UnixMicro())
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		held = n == 1
		return err
	})
	return held, err
}

// ReleaseLease gives up the lease of the job name when this store holds it, so another
// instance can take it over at once.
func (s *Store) ReleaseLease(ctx context.Context, name string) error {
	return s.inTx(ctx, nil, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM leases WHERE name = ? AND holder = ?`, name, s.cluster.holder)
		return err
	})
}

// RunLeased runs the job name on one instance of the site at a time, until ctx ends: while
// this store holds the job's lease it runs run, with a context that ends when ctx ends or
// the lease is lost (run must then return); otherwise it tries to take the lease every
// third of LeaseTTL. When ctx ends it waits for run to return and gives the lease up. A run
// that returns by itself gives the lease up, and RunLeased returns.
func (s *Store) RunLeased(ctx context.Context, name string, run func(ctx context.Context)) {
	ttl := s.cluster.leaseTTL
	every := func() time.Duration { return ttl/3 - rand.N(ttl/12) } // the instances part ways
	for {
		taken := s.now()
		held, _ := s.TakeLease(ctx, name, ttl)
		if held && s.runWhileHeld(ctx, name, taken.Add(ttl), ttl, every, run) {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(every()):
		}
	}
}

// runWhileHeld runs run while this store holds the lease of name, which it holds until
// `until` unless renewed; it reports whether RunLeased is done (ctx ended, or run returned
// by itself), having given the lease up, or whether the lease was lost. A renewal that
// fails (the database out of reach a moment) is tried again sooner; the job stops when the
// lease says another instance holds it, or a little before it would expire unrenewed.
func (s *Store) runWhileHeld(ctx context.Context, name string, until time.Time, ttl time.Duration, every func() time.Duration, run func(context.Context)) bool {
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan struct{})
	go func() { defer close(done); run(runCtx) }()
	release := func() {
		<-done
		releaseCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = s.ReleaseLease(releaseCtx, name) // else it expires
	}
	stop := func() bool {
		cancel()
		<-done
		return false
	}
	wait := every()
	for {
		select {
		case <-ctx.Done():
			release()
			return true
		case <-done:
			release()
			return true
		case <-time.After(wait):
		}
		taken := s.now()
		renew, cancelRenew := context.WithTimeout(ctx, ttl/6)
		held, err := s.TakeLease(renew, name, ttl)
		cancelRenew()
		switch {
		case ctx.Err() != nil:
			wait = 0 // ends above
		case err == nil && held:
			until, wait = taken.Add(ttl), every()
		case err == nil:
			return stop() // another instance holds it
		case !s.now().Add(ttl / 6).Before(until):
			return stop() // not renewed in time: another instance may take it soon
		default:
			wait = ttl / 12
		}
	}
}

// Sleep waits d, or less when wakeup or changed (the store's news of a change) sends, and
// reports whether ctx still runs: the pause of a leased job between two looks at its work.
func Sleep(ctx context.Context, d time.Duration, wakeup, changed <-chan struct{}) bool {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-timer.C:
	case <-wakeup:
	case <-changed:
	}
	return true
}
