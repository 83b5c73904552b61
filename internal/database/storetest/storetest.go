// Package storetest picks the database engine of the store's tests: SQLite by default, or
// PostgreSQL when QRS_TEST_ENGINE=postgres, with a fresh database per test on the server
// that QRS_TEST_POSTGRES_URL reaches (`go run ./tools/services -- <command>` starts one on
// loopback and sets it).
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/qrs-site/qrs/internal/services"
)

// Postgres reports whether the tests run on PostgreSQL (QRS_TEST_ENGINE=postgres); any
// other value than "", "sqlite" and "postgres" fails the test.
func Postgres(tb testing.TB) bool {
	tb.Helper()
	switch e := os.Getenv("QRS_TEST_ENGINE"); e {
	case "", "sqlite":
		return false
	case "postgres":
		return true
	default:
		tb.Fatalf("QRS_TEST_ENGINE=%q: want sqlite or postgres", e)
		return false
	}
}

// SQLiteOnly skips a test that is about SQLite itself (a database file made by an earlier
// release, the file's write lock) when the tests run on PostgreSQL.
func SQLiteOnly(tb testing.TB, why string) {
	tb.Helper()
	if Postgres(tb) {
		tb.Skip("SQLite only: " + why)
	}
}

// urlFile is the file of a test's data folder that names its PostgreSQL database, so that a
// store opened again on the folder (a restart) finds the same records.
const urlFile = "postgres-database-url"

// DatabaseURL answers "" when the tests run on SQLite. On PostgreSQL it answers the URL of
// the database of the data folder dir: a fresh, empty database the first time, dropped when
// the test ends, and the same one whenever dir is opened again. It fails the test (never
// skips it) when no server was given.
func DatabaseURL(tb testing.TB, dir string) string {
	tb.Helper()
	return DatabaseURLFrom(tb, dir, "")
}

// DatabaseURLFrom is DatabaseURL whose database, the first time, is a copy of the database
// template (see NewTemplate) rather than an empty one.
func DatabaseURLFrom(tb testing.TB, dir, template string) string {
	tb.Helper()
	if !Postgres(tb) {
		return ""
	}
	if url, err := os.ReadFile(filepath.Join(dir, urlFile)); err == nil {
		return string(url)
	} else if !errors.Is(err, fs.ErrNotExist) {
		tb.Fatal(err)
	}
	admin := adminURL(tb)
	name := databaseName("qrs_test_")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	url, err := services.CreateDatabaseFrom(ctx, admin, name, template)
	if err != nil {
		tb.Fatalf("create the test's database: %v", err)
	}
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := services.DropDatabase(ctx, admin, name); err != nil {
			tb.Errorf("drop the test's database: %v", err)
		}
	})
	if err := os.WriteFile(filepath.Join(dir, urlFile), []byte(url), 0o600); err != nil {
		tb.Fatal(err)
	}
	return url
}

// adminURL answers the URL of the test server's superuser, failing the test without one.
func adminURL(tb testing.TB) string {
	tb.Helper()
	admin := os.Getenv("QRS_TEST_POSTGRES_URL")
	if admin == "" {
		tb.Fatal("QRS_TEST_ENGINE=postgres needs a server in QRS_TEST_POSTGRES_URL: run the tests under `go run ./tools/services -- ...`")
	}
	return admin
}

// databaseName answers a new random database name starting with prefix.
func databaseName(prefix string) string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// NewTemplate creates an empty database for a template on the test server and answers its
// name and URL. It is made once per test process and outlives the test that made it: it is
// left on the server, which `go run ./tools/services` throws away with its data at the end.
func NewTemplate(tb testing.TB) (name, url string) {
	tb.Helper()
	name = databaseName("qrs_template_")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	url, err := services.CreateDatabase(ctx, adminURL(tb), name)
	if err != nil {
		tb.Fatalf("create a template database: %v", err)
	}
	return name, url
}

// HoldWriteLock locks every table of the PostgreSQL database at url against writes from a
// connection of its own, so every write of the store waits (reads go on) until release is
// called: PostgreSQL's counterpart of the write lock of an SQLite file.
func HoldWriteLock(tb testing.TB, url string) (release func()) {
	tb.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		tb.Fatal(err)
	}
	tx, err := conn.Begin(ctx)
	if err == nil {
		var tables string
		err = tx.QueryRow(ctx, `SELECT string_agg(quote_ident(table_name), ', ' ORDER BY table_name)
			FROM information_schema.tables
			WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'goose_db_version'`).Scan(&tables)
		if err == nil {
			_, err = tx.Exec(ctx, "LOCK TABLE "+tables+" IN EXCLUSIVE MODE")
		}
	}
	if err != nil {
		conn.Close(ctx)
		tb.Fatalf("lock the test's database: %v", err)
	}
	done := false
	release = func() {
		if !done {
			done = true
			_ = tx.Rollback(ctx)
			conn.Close(ctx)
		}
	}
	tb.Cleanup(release)
	return release
}
