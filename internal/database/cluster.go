package database

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// Several instances of the site share one PostgreSQL database. Each keeps its content
// version (Version) in memory, where the caches of lists, pages and PDFs read it at no cost,
// and learns of the other instances' writes through the database:
//
//   - a content transaction that wrote something takes the next value of the sequence
//     site_version and sends it, with what it changed (changes.go), on the channel
//     qrs_version (versionChannel); PostgreSQL
//     delivers the notification at the commit, and not at all when the transaction rolls
//     back;
//   - each instance listens on that channel from a connection of its own, which it opens
//     again after an error, and raises its version for every notification;
//   - in case a notification was lost it reads the sequence about once a second
//     (versionPoll), one row, never the record tables; a value no notification brought by
//     the next read is taken for a change of everything (what it changed is not known).
//
// On SQLite one instance serves the site and its version is its own counter.

// versionChannel is the channel the content changes are announced on.
const versionChannel = "qrs_version"

// versionPoll is how often an instance reads site_version in case a notification was lost.
const versionPoll = time.Second

// cluster is what a store keeps to act as one site with the other instances.
type cluster struct {
	holder string // this store's name in the leases: host, process and a random part

	mu      sync.Mutex
	changed chan struct{} // closed at the next change of the version

	seen int64 // the highest site_version learnt, under mu
	// mine are the versions this store's own transactions took, under mu: it raised its
	// version at their commit, so their notifications raise it no more (a second raise
	// would make a page or a package built in between look stale)
	mine     map[int64]struct{}
	stop     context.CancelFunc
	stopOnce sync.Once
	done     sync.WaitGroup
	leaseTTL time.Duration // how long a lease lasts unless renewed (leases.go)
}

// startCluster names the store for the leases and, on PostgreSQL, starts learning of the
// other instances' changes.
func (s *Store) startCluster(ctx context.Context) error {
	var b [6]byte
	_, _ = rand.Read(b[:])
	host, _ := os.Hostname()
	s.cluster.holder = fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(b[:]))
	s.cluster.changed = make(chan struct{})
	s.cluster.mine = map[int64]struct{}{}
	s.cluster.leaseTTL = LeaseTTL
	if s.engine != Postgres {
		return nil
	}
	cfg, err := s.connConfig(ctx)
	if err != nil {
		return err
	}
	// The store listens before it reads the site's version and before Open answers: no
	// change is missed in between, and none is taken for new after the store opened.
	first, err := listenOn(ctx, cfg)
	if err != nil {
		return fmt.Errorf("listen for the other instances' changes: %w", err)
	}
	if s.cluster.seen, err = s.siteVersion(ctx); err != nil {
		closeListener(first)
		return fmt.Errorf("read the site's version: %w", err)
	}
	watch, stop := context.WithCancel(context.Background())
	s.cluster.stop = stop
	s.cluster.done.Add(2)
	go func() { defer s.cluster.done.Done(); s.listen(watch, cfg, first) }()
	go func() { defer s.cluster.done.Done(); s.pollVersion(watch) }()
	return nil
}

// stopCluster stops learning of the other instances' changes, once.
func (s *Store) stopCluster() {
	s.cluster.stopOnce.Do(func() {
		if s.cluster.stop != nil {
			s.cluster.stop()
			s.cluster.done.Wait()
		}
	})
}

// bump raises the version for a change of cs and wakes whoever waits for a change.
func (s *Store) bump(cs changes) {
	s.changes.mark(cs, s.version.Add(1))
	s.cluster.mu.Lock()
	close(s.cluster.changed)
	s.cluster.changed = make(chan struct{})
	s.cluster.mu.Unlock()
}

// Changed answers a channel that is closed at the next change of Version: a content write of
// this instance or, on PostgreSQL, of another.
func (s *Store) Changed() <-chan struct{} {
	s.cluster.mu.Lock()
	defer s.cluster.mu.Unlock()
	return s.cluster.changed
}

// learn raises the version for the value v of site_version, a change of cs, learnt from a
// notification (always: the write it announces has committed) or from a read (only when it
// is new), unless v is one of this store's own, whose commit raised it already.
func (s *Store) learn(v int64, notified bool, cs changes) {
	s.cluster.mu.Lock()
	fresh := v > s.cluster.seen
	if fresh {
		s.cluster.seen = v
	}
	_, mine := s.cluster.mine[v]
	if mine && notified {
		delete(s.cluster.mine, v)
	}
	s.cluster.mu.Unlock()
	if !mine && (fresh || notified) {
		s.bump(cs)
	}
}

// taking notes v as a version this store's transaction takes; forget undoes that when the
// transaction did not commit.
func (s *Store) taking(v int64) {
	s.cluster.mu.Lock()
	defer s.cluster.mu.Unlock()
	s.cluster.mine[v] = struct{}{}
}

func (s *Store) forget(v int64) {
	s.cluster.mu.Lock()
	defer s.cluster.mu.Unlock()
	delete(s.cluster.mine, v)
}

// committed raises the version for v, this store's own change of cs, once its transaction
// committed. The versions whose notification never came are let go once far behind.
func (s *Store) committed(v int64, cs changes) {
	s.cluster.mu.Lock()
	s.cluster.seen = max(s.cluster.seen, v)
	if len(s.cluster.mine) > 1000 {
		for old := range s.cluster.mine {
			if old < s.cluster.seen-1000 {
				delete(s.cluster.mine, old)
			}
		}
	}
	s.cluster.mu.Unlock()
	s.bump(cs)
}

// announceChange, the last step of a content transaction on PostgreSQL, takes the next
// site version and sends it to every instance at the commit with what it changes (cs), when
// the transaction wrote something; it answers that version, 0 when it wrote nothing.
func (s *Store) announceChange(ctx context.Context, tx *sql.Tx, cs changes) (int64, error) {
	var v int64
	err := tx.QueryRowContext(ctx, `SELECT nextval('site_version') WHERE pg_current_xact_id_if_assigned() IS NOT NULL`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	s.taking(v) // before the notification can arrive
	if _, err := tx.ExecContext(ctx, `SELECT pg_notify('`+versionChannel+`', ?)`, strconv.FormatInt(v, 10)+" "+cs.payload()); err != nil {
		s.forget(v)
		return 0, err
	}
	return v, nil
}

// announceTouch tells the other instances of a change made outside the database (a new
// upload), on PostgreSQL; its commit raises this store's version.
func (s *Store) announceTouch() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return s.inTx(ctx, everything, func(tx *sql.Tx) error {
		// a write of the transaction's own, so that it announces a version
		_, err := tx.ExecContext(ctx, `SELECT txid_current()`)
		return err
	})
}

// siteVersion reads the last value taken of site_version, 0 before the first.
func (s *Store) siteVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.db.QueryRowContext(ctx, `SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM site_version`).Scan(&v)
	return v, err
}

// connConfig answers the settings of the store's PostgreSQL connections, for the listener's.
func (s *Store) connConfig(ctx context.Context) (*pgx.ConnConfig, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	var cfg *pgx.ConnConfig
	err = conn.Raw(func(dc any) error {
		c, ok := dc.(pgConn)
		if !ok {
			return fmt.Errorf("a PostgreSQL connection of type %T", dc)
		}
		cfg = c.Conn.Conn().Config().Copy()
		// that connection's own: the listener's notifications must reach the listener
		cfg.OnNotification = nil
		return nil
	})
	return cfg, err
}

// listen raises the version for every change announced on versionChannel, from conn, a
// connection that listens already, until ctx ends. After an error it opens a connection
// again (listenAgain). Each connection is closed once done with, the last one too (receive
// returns at once when ctx ended before it waited).
func (s *Store) listen(ctx context.Context, cfg *pgx.ConnConfig, conn *pgx.Conn) {
	for conn != nil {
		_ = s.receive(ctx, conn)
		closeListener(conn)
		conn = s.listenAgain(ctx, cfg)
	}
}

// listenAgain opens a listening connection, trying again after a growing pause (the poll
// covers the time in between), and raises the version once it listens: a change may have
// been announced meanwhile. It answers nil once ctx ends.
func (s *Store) listenAgain(ctx context.Context, cfg *pgx.ConnConfig) *pgx.Conn {
	for pause := 100 * time.Millisecond; ctx.Err() == nil; pause = min(2*pause, 5*time.Second) {
		if conn, err := listenOn(ctx, cfg); err == nil {
			s.bump(everything)
			return conn
		}
		select {
		case <-ctx.Done():
		case <-time.After(pause):
		}
	}
	return nil
}

// listenOn opens a connection that listens on versionChannel.
func listenOn(ctx context.Context, cfg *pgx.ConnConfig) (*pgx.Conn, error) {
	conn, err := pgx.ConnectConfig(ctx, cfg.Copy())
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, "LISTEN "+versionChannel); err != nil {
		closeListener(conn)
		return nil, err
	}
	return conn, nil
}

// closeListener closes a listening connection, waiting at most a few seconds until its
// socket is closed: a connection left behind would keep, for one, its database from being
// dropped or copied. (A connection whose wait for a notification was cancelled is closed in
// the background, after a cancel request to the server.)
func closeListener(conn *pgx.Conn) {
	closing, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn.Close(closing)
	select {
	case <-conn.PgConn().CleanupDone():
	case <-closing.Done():
	}
}

// receive raises the version for each notification on conn until the connection fails or
// ctx ends.
func (s *Store) receive(ctx context.Context, conn *pgx.Conn) error {
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n != nil {
			number, named, _ := strings.Cut(n.Payload, " ")
			v, _ := strconv.ParseInt(number, 10, 64)
			s.learn(v, true, parseChanges(named))
		}
	}
}

// pollVersion reads site_version every versionPoll until ctx ends, raising the version when
// it grew without a notification: when the value read one poll before is still newer than
// every one learnt since. (The value just read may be a transaction's that has not
// committed, or whose notification is on its way: taken at once, it would change
// everything about once a second under a stream of writes.)
func (s *Store) pollVersion(ctx context.Context) {
	t := time.NewTicker(versionPoll)
	defer t.Stop()
	var pending int64 // the value of the last read
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		read, cancel := context.WithTimeout(ctx, versionPoll)
		v, err := s.siteVersion(read)
		cancel()
		if err == nil {
			if pending != 0 {
				s.learn(pending, false, everything) // a change whose notification was lost, when still new
			}
			pending = v
		}
	}
}
