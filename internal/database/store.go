// Package database is the store of the QRS site: an embedded SQLite database by default, or a
// PostgreSQL server that several instances share. All SQL lives here, one text per query for
// both engines wherever the two speak alike.
package database

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/uploads"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// The migrations of each engine, in a folder of their own: migrations/sqlite from the first
// schema on, migrations/postgres from 00015 (the whole schema at once). A later migration
// exists in both folders under one number.
//
//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrations embed.FS

// Store is the store of every record of the site, on SQLite or PostgreSQL.
type Store struct {
	db      *sql.DB
	engine  Engine
	dir     string // the data folder: the one of the SQLite file, or QRS_DATA_DIR
	version atomic.Int64
	changes changeClock // the version of each source's last change (changes.go)
	now     func() time.Time
	// writing lets a few write transactions at a time take a connection: one on SQLite, which
	// writes one at a time anyway, pgWriters on PostgreSQL. Without it, writers (waiting for
	// SQLite's lock, or meeting each other at PostgreSQL's serializable commits and running
	// again) held most of the pool's connections, and reads (the public lists' rebuilds)
	// queued behind them.
	writing chan struct{}
	// cluster is what the store keeps to act as one site with the other instances on the
	// same database: who learns of changes made elsewhere, and this instance's name in the
	// leases (cluster.go).
	cluster cluster
	// former is where the addresses of files replaced lead, as last read (media_replace.go).
	former atomic.Pointer[formerLeads]
}

// Open opens (creating when missing) the database file at path and applies the migrations.
func Open(ctx context.Context, path string) (*Store, error) {
	db, dir, err := connectSQLite(ctx, path)
	if err != nil {
		return nil, err
	}
	return open(ctx, db, SQLite, dir)
}

// connectSQLite opens (creating when missing) the database file at path, and answers it
// with the folder it is in.
func connectSQLite(ctx context.Context, path string) (*sql.DB, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, "", err
	}
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+abs+"?"+q.Encode())
	if err != nil {
		return nil, "", err
	}
	db.SetMaxOpenConns(8)
	db.SetMaxIdleConns(8)
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, "", fmt.Errorf("open database %s: %w", abs, err)
	}
	if err := keepPrivate(abs, abs+"-wal", abs+"-shm"); err != nil {
		db.Close()
		return nil, "", err
	}
	return db, filepath.Dir(abs), nil
}

// OpenPostgres opens the PostgreSQL database at url (postgres://user:pass@host:port/db?…)
// and applies the migrations; dir is the site's data folder (QRS_DATA_DIR). Several
// instances may open one database at once: the migrations run under an advisory lock, one
// instance after the other.
func OpenPostgres(ctx context.Context, url, dir string) (*Store, error) {
	db, abs, err := connectPostgres(ctx, url, dir)
	if err != nil {
		return nil, err
	}
	return open(ctx, db, Postgres, abs)
}

// connectPostgres opens the PostgreSQL database at url, and answers it with the absolute
// path of the data folder dir.
func connectPostgres(ctx context.Context, url, dir string) (*sql.DB, string, error) {
	db, err := openPostgres(url)
	if err != nil {
		return nil, "", fmt.Errorf("open database: %w", err)
	}
	// The pool keeps its connections open between bursts: a new PostgreSQL connection costs
	// a password exchange, and with database/sql's default of two idle ones a burst of
	// writes opened and closed connections without end.
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, "", fmt.Errorf("open database: %w", err)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		db.Close()
		return nil, "", err
	}
	return db, abs, nil
}

// OpenURL opens the site's store: SQLite in the file qrs.db of dataDir when databaseURL is
// empty (QRS_DATABASE_URL unset), else the PostgreSQL database it names.
func OpenURL(ctx context.Context, databaseURL, dataDir string) (*Store, error) {
	db, engine, dir, err := connectURL(ctx, databaseURL, dataDir)
	if err != nil {
		return nil, err
	}
	return open(ctx, db, engine, dir)
}

// OpenForImport opens the site's store as OpenURL does, but applies no migration and does
// not listen for the other instances: qrs import makes the tables at the schema version of
// the archive it loads (ImportTables), so that an archive of an earlier release goes in as
// it was written and its rows then pass through every later migration, as a site's do when
// it upgrades. The store serves Empty and ImportTables, then is closed.
func OpenForImport(ctx context.Context, databaseURL, dataDir string) (*Store, error) {
	db, engine, dir, err := connectURL(ctx, databaseURL, dataDir)
	if err != nil {
		return nil, err
	}
	return newStore(db, engine, dir), nil
}

// connectURL opens the database of databaseURL (see OpenURL) and answers it with its engine
// and the absolute path of the data folder.
func connectURL(ctx context.Context, databaseURL, dataDir string) (*sql.DB, Engine, string, error) {
	if databaseURL == "" {
		db, dir, err := connectSQLite(ctx, filepath.Join(dataDir, "qrs.db"))
		return db, SQLite, dir, err
	}
	if !strings.HasPrefix(databaseURL, "postgres://") && !strings.HasPrefix(databaseURL, "postgresql://") {
		return nil, "", "", errors.New("database URL: want postgres://user:password@host:port/database, or none for SQLite")
	}
	db, dir, err := connectPostgres(ctx, databaseURL, dataDir)
	return db, Postgres, dir, err
}

// open migrates db, a database of engine, and answers the store over it.
func open(ctx context.Context, db *sql.DB, engine Engine, dir string) (*Store, error) {
	if err := migrate(ctx, db, engine); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate database: %w", err)
	}
	s := newStore(db, engine, dir)
	if err := s.startCluster(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// newStore answers the store over db, a database of engine, as it is.
func newStore(db *sql.DB, engine Engine, dir string) *Store {
	writers := 1
	if engine == Postgres {
		writers = pgWriters
	}
	s := &Store{db: db, engine: engine, dir: dir, now: time.Now, writing: make(chan struct{}, writers)}
	s.version.Store(1)
	return s
}

// migrate applies the migrations of engine that db lacks.
func migrate(ctx context.Context, db *sql.DB, engine Engine) error {
	provider, err := migrationsOf(db, engine)
	if err != nil {
		return err
	}
	_, err = provider.Up(ctx)
	return err
}

// migrationsOf answers the migrations of engine over db. On PostgreSQL they run under an
// advisory lock, so that instances starting together apply each once.
func migrationsOf(db *sql.DB, engine Engine) (*goose.Provider, error) {
	sub, err := fs.Sub(migrations, "migrations/"+string(engine))
	if err != nil {
		return nil, err
	}
	dialect, opts := goose.DialectSQLite3, []goose.ProviderOption(nil)
	if engine == Postgres {
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return nil, err
		}
		dialect, opts = goose.DialectPostgres, append(opts, goose.WithSessionLocker(locker))
	}
	return goose.NewProvider(dialect, db, sub, opts...)
}

// Engine answers the database the store runs on.
func (s *Store) Engine() Engine { return s.engine }

// Close stops listening for the other instances' changes and closes the database.
func (s *Store) Close() error {
	s.stopCluster()
	return s.db.Close()
}

// Version is a counter that grows with every content write, this instance's or (on
// PostgreSQL) another's, learnt at once from its notification, else within about two
// seconds (cluster.go); caches compare it to stay fresh.
// Those made from a few sources compare it with their sources' last change (Watch).
func (s *Store) Version() int64 { return s.version.Load() }

// Touch bumps the content version for a change made outside the database (a new upload),
// here and, on PostgreSQL, on every other instance.
func (s *Store) Touch() {
	if s.engine == Postgres && s.announceTouch() == nil {
		return // its commit raised the version
	}
	s.bump(everything)
}

// ErrBackupPostgres is the answer of Backup on PostgreSQL, whose copies are the server's.
var ErrBackupPostgres = errors.New("the database is PostgreSQL: back it up with pg_dump, or write an archive of the whole site with qrs export")

// Backup writes a consistent copy of the live SQLite database to path, which must not exist
// yet; like the database, the copy is readable by its owner alone.
func (s *Store) Backup(ctx context.Context, path string) error {
	if s.engine != SQLite {
		return ErrBackupPostgres
	}
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		return err
	}
	return keepPrivate(path)
}

// keepPrivate makes each of the files that exists readable and writable by its owner alone
// (0600): a database, its WAL and shared-memory files (SQLite gives new WAL and
// shared-memory files the database's mode), or a copy.
func keepPrivate(paths ...string) error {
	for _, p := range paths {
		info, err := os.Stat(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if info.Mode().Perm()&0o077 != 0 {
			if err := os.Chmod(p, 0o600); err != nil {
				return fmt.Errorf("keep %s private: %w", p, err)
			}
		}
	}
	return nil
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

func (s *Store) timestamp() string { return s.now().UTC().Format(time.RFC3339) }

// pgWriters is how many write transactions of one instance run at once on PostgreSQL, of
// the pool's 16 connections.
const pgWriters = 4

// inTx runs fn in one write transaction, committing when it returns nil; a committed content
// write (cs not nil: what it changes that visitors see) bumps the version.
//
// On SQLite one write transaction runs at a time (the writing gate, then the database's own
// lock taken at BEGIN), so fn's reads stay true until its commit. On PostgreSQL, which
// several instances write at once, the transaction runs at SERIALIZABLE: whatever fn reads
// and then writes (a sign-in link or challenge taken once, the next position of a list, a
// record put back from the trash, the next version of a document) commits only if no other
// transaction changed it meanwhile; the one that loses fails with a serialization failure
// (or a deadlock) and fn runs again from the start, up to a few times. fn must therefore set
// what it answers afresh on each run, never add to what an earlier run left.
func (s *Store) inTx(ctx context.Context, cs changes, fn func(tx *sql.Tx) error) error {
	if s.engine == Postgres {
		// A content transaction that wrote a row announces it to every instance at its
		// commit (announceChange); one that wrote nothing (no schedule was due) does not.
		var taken int64 // the version the last attempt took, 0 for none
		run := fn
		if cs != nil {
			run = func(tx *sql.Tx) error {
				if err := fn(tx); err != nil {
					return err
				}
				var err error
				taken, err = s.announceChange(ctx, tx, cs)
				return err
			}
		}
		var err error
		for attempt := 1; ; attempt++ {
			taken = 0
			if err := s.takeWriting(ctx); err != nil {
				return err
			}
			err = s.runTx(ctx, &sql.TxOptions{Isolation: sql.LevelSerializable}, run)
			<-s.writing
			if err != nil && taken != 0 {
				s.forget(taken) // not committed: nothing was announced
			}
			if !mustRetry(err) || attempt == txAttempts {
				break
			}
			select {
			case <-time.After(retryPause(attempt)):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		if err == nil && taken != 0 {
			s.committed(taken, cs)
		}
		return err
	}
	if err := s.takeWriting(ctx); err != nil {
		return err
	}
	defer func() { <-s.writing }()
	err := s.runTx(ctx, nil, fn)
	if err == nil && cs != nil {
		s.bump(cs)
	}
	return err
}

// txAttempts is how many times a PostgreSQL write transaction runs before its serialization
// failure is the caller's.
const txAttempts = 20

// takeWriting waits for a place among the write transactions that may run at once (see
// writing); the caller gives it back with <-s.writing.
func (s *Store) takeWriting(ctx context.Context) error {
	select {
	case s.writing <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// runTx runs fn in one transaction, committing when it returns nil.
func (s *Store) runTx(ctx context.Context, opts *sql.TxOptions, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, opts)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after commit
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

// isUnique reports whether err is a violated UNIQUE constraint (on PostgreSQL a
// unique_violation, SQLSTATE 23505).
func isUnique(err error) bool {
	return err != nil && (pgCode(err) == "23505" || strings.Contains(err.Error(), "UNIQUE constraint failed"))
}

// orphans returns those of urls that are uploads no record uses and the media library does
// not keep, and forgets the recorded size, variants and asset of each: the caller deletes
// their files after the commit. An upload found in use is kept from then on: once a saved
// record or document has used it, it stays in the library until an editor deletes it there.
func orphans(ctx context.Context, tx *sql.Tx, urls ...string) ([]string, error) {
	var out []string
	for _, u := range urls {
		stem := uploads.Stem(u)
		if stem == "" {
			continue
		}
		var kept int64
		err := tx.QueryRowContext(ctx, `SELECT kept FROM media WHERE url = ?`, u).Scan(&kept)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		if kept != 0 {
			continue
		}
		used, err := stemInUse(ctx, tx, stem)
		if err != nil {
			return nil, err
		}
		if used {
			if _, err := tx.ExecContext(ctx, `UPDATE media SET kept = 1 WHERE url = ?`, u); err != nil {
				return nil, err
			}
			continue
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM uploaded_images WHERE url = ?`, u); err != nil {
			return nil, err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM media WHERE url = ?`, u); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

// keepUploads keeps in the media library the uploads whose addresses the texts hold (a
// record's file or picture, the links of its rich text, a document's body): a saved record
// or document uses them.
func keepUploads(ctx context.Context, tx *sql.Tx, texts ...string) error {
	for _, text := range texts {
		for _, u := range uploadAddress.FindAllString(text, -1) {
			if _, err := tx.ExecContext(ctx, `UPDATE media SET kept = 1 WHERE url = ? AND kept = 0`, u); err != nil {
				return err
			}
		}
	}
	return nil
}

// uploadAddress finds the address of an original upload in a text.
var uploadAddress = regexp.MustCompile(`/uploads/[0-9a-f]{32}\.(?:pdf|jpg|png|gif|webp|svg)`)

// stemInUse reports whether some record refers to the upload of stem (see uploads.Stem) or
// to one of its resized variants, by a site-relative or an absolute URL; a record in the
// trash counts, so its files stay until the purge.
func stemInUse(ctx context.Context, q queryer, stem string) (bool, error) {
	var used bool
	err := q.QueryRowContext(ctx, stemInUseSQL, stem).Scan(&used)
	return used, err
}

// stemInUseSQL asks whether a record of any collection's upload fields, a content document
// or version, or the trash refers to the stem ?1.
var stemInUseSQL = stemUseSQL((*content.Collection).Uploads,
	"content_documents.body", "content_versions.body", "trash_files.url")

// stemUseSQL writes the query whether a field of fields(c) of any collection's records, or
// one of the columns ("table.column"), holds the stem ?1 of an upload.
func stemUseSQL(fields func(*content.Collection) []content.Field, columns ...string) string {
	var checks []string
	for _, tc := range holderColumns(fields, columns...) {
		table, column, _ := strings.Cut(tc, ".")
		checks = append(checks, "EXISTS (SELECT 1 FROM "+table+" WHERE instr("+column+", ?1) > 0)")
	}
	return "SELECT " + strings.Join(checks, " OR\n\t\t")
}

// holderColumns answers the columns ("table.column") of fields(c) of every collection c
// (none for nil fields), after the columns given.
func holderColumns(fields func(*content.Collection) []content.Field, columns ...string) []string {
	out := slices.Clone(columns)
	for _, c := range content.Collections() {
		if fields == nil {
			break
		}
		for _, f := range fields(c) {
			out = append(out, c.Table+"."+f.Column)
		}
	}
	return out
}

// ForgetUnusedUploads answers those of urls that no record uses and forgets the recorded
// size and variants of each, in one transaction: the caller deletes their files after it.
func (s *Store) ForgetUnusedUploads(ctx context.Context, urls ...string) ([]string, error) {
	var unused []string
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		var err error
		unused, err = orphans(ctx, tx, urls...)
		return err
	})
	return unused, err
}

// UploadsInUse answers those of urls that are uploads some record uses.
func (s *Store) UploadsInUse(ctx context.Context, urls ...string) ([]string, error) {
	var out []string
	for _, u := range urls {
		stem := uploads.Stem(u)
		if stem == "" {
			continue
		}
		used, err := stemInUse(ctx, s.db, stem)
		if err != nil {
			return nil, err
		}
		if used {
			out = append(out, u)
		}
	}
	return out, nil
}

// notFound is the error for an unknown id of a record kind.
func notFound(what string) error {
	return content.Errorf(content.NotFound, "%s not found", what)
}

// errNoRows maps sql.ErrNoRows to the not-found error of the record kind.
func errNoRows(err error, what string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return notFound(what)
	}
	return err
}
