package testutil

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/database/storetest"
)

// Template is a database made once per test process, migrated and given the records of its
// prepare function, of which each test opens a copy of its own: on SQLite a copy of the
// file, on PostgreSQL a database made with it as TEMPLATE. Migrating and seeding a store
// for each of hundreds of tests cost more than the tests themselves.
type Template struct {
	prepare func(context.Context, *database.Store) error

	once sync.Once
	err  error
	file []byte // SQLite: the database file
	name string // PostgreSQL: the template database
}

// NewTemplate answers a template whose database is migrated, then handed to prepare (which
// may be nil). It is made on its first Open.
func NewTemplate(prepare func(context.Context, *database.Store) error) *Template {
	return &Template{prepare: prepare}
}

// errUnfinished is a template's error while it is made, and after a failure that ended the
// test making it.
var errUnfinished = errors.New("the template was not finished")

// migrated is the template of MustOpenStore: a migrated, empty database.
var migrated = NewTemplate(nil)

// Open opens the store of the data folder dir (t.TempDir() when dir is ""), closed at
// cleanup: a copy of the template's database the first time, its own database ever after,
// as MustOpenStore does.
func (tp *Template) Open(tb testing.TB, dir string) *database.Store {
	tb.Helper()
	if dir == "" {
		dir = tb.TempDir()
	}
	tp.once.Do(func() {
		tp.err = errUnfinished // stays when make stops the test that runs it
		tp.err = tp.make(tb)
	})
	if tp.err != nil {
		tb.Fatalf("prepare the template database: %v", tp.err)
	}
	var s *database.Store
	var err error
	if url := storetest.DatabaseURLFrom(tb, dir, tp.name); url != "" {
		s, err = database.OpenPostgres(context.Background(), url, dir)
	} else {
		path := filepath.Join(dir, "qrs.db")
		if _, statErr := os.Stat(path); errors.Is(statErr, fs.ErrNotExist) {
			err = os.WriteFile(path, tp.file, 0o600)
		}
		if err == nil {
			s, err = database.Open(context.Background(), path)
		}
	}
	if err != nil {
		tb.Fatalf("open store: %v", err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// make migrates and prepares the template database: on SQLite in a folder of its own, whose
// file it keeps in memory before removing the folder; on PostgreSQL a database left on the
// test server, to which no connection stays open.
func (tp *Template) make(tb testing.TB) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "qrs-template-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	var s *database.Store
	if storetest.Postgres(tb) {
		var url string
		tp.name, url = storetest.NewTemplate(tb)
		s, err = database.OpenPostgres(ctx, url, dir)
	} else {
		s, err = database.Open(ctx, filepath.Join(dir, "qrs.db"))
	}
	if err != nil {
		return err
	}
	if tp.prepare != nil {
		err = tp.prepare(ctx, s)
	}
	if err == nil && s.Engine() == database.SQLite {
		// A copy made by the database itself: whole, with nothing left in a WAL file.
		copyPath := filepath.Join(dir, "template.db")
		if err = s.Backup(ctx, copyPath); err == nil {
			tp.file, err = os.ReadFile(copyPath)
		}
	}
	if closeErr := s.Close(); err == nil {
		err = closeErr
	}
	return err
}
