// Package sqlite is the store of the QRS site on an embedded SQLite database. All SQL lives here.
package sqlite

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
	"strings"
	"sync/atomic"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/uploads"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is the SQLite-backed store of every record of the site.
type Store struct {
	db      *sql.DB
	dir     string // the folder of the database file
	version atomic.Int64
	now     func() time.Time
	// writing lets one write transaction at a time take a connection. SQLite writes one at a
	// time anyway; without this, writers waiting for its lock held most of the pool's
	// connections, and reads (the public lists' rebuilds) queued behind them.
	writing chan struct{}
}

// Open opens (creating when missing) the database file at path and applies the migrations.
func Open(ctx context.Context, path string) (*Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+abs+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(8)
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open database %s: %w", abs, err)
	}
	if err := keepPrivate(abs, abs+"-wal", abs+"-shm"); err != nil {
		db.Close()
		return nil, err
	}
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		db.Close()
		return nil, err
	}
	provider, err := goose.NewProvider(goose.DialectSQLite3, db, sub)
	if err != nil {
		db.Close()
		return nil, err
	}
	if _, err := provider.Up(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate database: %w", err)
	}
	s := &Store{db: db, dir: filepath.Dir(abs), now: time.Now, writing: make(chan struct{}, 1)}
	s.version.Store(1)
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Version is a counter that grows with every content write; caches compare it to stay fresh.
func (s *Store) Version() int64 { return s.version.Load() }

// Touch bumps the content version for a change made outside the database (a new upload).
func (s *Store) Touch() { s.version.Add(1) }

// Backup writes a consistent copy of the live database to path, which must not exist yet;
// like the database, the copy is readable by its owner alone.
func (s *Store) Backup(ctx context.Context, path string) error {
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

// inTx runs fn in one write transaction, committing when it returns nil; a committed content
// write bumps the version.
func (s *Store) inTx(ctx context.Context, content bool, fn func(tx *sql.Tx) error) error {
	select {
	case s.writing <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-s.writing }()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after commit
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if content {
		s.version.Add(1)
	}
	return nil
}

// isUnique reports whether err is a violated UNIQUE constraint.
func isUnique(err error) bool {
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed")
}

// orphans returns those of urls that are uploads no longer referenced by any record, and
// forgets the recorded size and variants of each: the caller deletes their files after
// the commit.
func orphans(ctx context.Context, tx *sql.Tx, urls ...string) ([]string, error) {
	var out []string
	for _, u := range urls {
		stem := uploads.Stem(u)
		if stem == "" {
			continue
		}
		used, err := stemInUse(ctx, tx, stem)
		if err != nil {
			return nil, err
		}
		if used {
			continue
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM uploaded_images WHERE url = ?`, u); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

// stemInUse reports whether some record refers to the upload of stem (see uploads.Stem) or
// to one of its resized variants, by a site-relative or an absolute URL; a record in the
// trash counts, so its files stay until the purge.
func stemInUse(ctx context.Context, q queryer, stem string) (bool, error) {
	var used bool
	err := q.QueryRowContext(ctx, `SELECT
		EXISTS (SELECT 1 FROM team_members WHERE instr(image_url, ?1) > 0) OR
		EXISTS (SELECT 1 FROM gallery_images WHERE instr(image_url, ?1) > 0) OR
		EXISTS (SELECT 1 FROM research_papers WHERE instr(pdf_url, ?1) > 0) OR
		EXISTS (SELECT 1 FROM content_documents WHERE instr(body, ?1) > 0) OR
		EXISTS (SELECT 1 FROM content_versions WHERE instr(body, ?1) > 0) OR
		EXISTS (SELECT 1 FROM trash_files WHERE instr(url, ?1) > 0)`, stem).Scan(&used)
	return used, err
}

// ForgetUnusedUploads answers those of urls that no record uses and forgets the recorded
// size and variants of each, in one transaction: the caller deletes their files after it.
func (s *Store) ForgetUnusedUploads(ctx context.Context, urls ...string) ([]string, error) {
	var unused []string
	err := s.inTx(ctx, false, func(tx *sql.Tx) error {
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
