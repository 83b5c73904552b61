package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/pressly/goose/v3"
	"github.com/qrs-site/qrs/internal/archive"
)

// The store's side of qrs export and qrs import (package archive): every table of the site,
// found in the database's own catalogue, so that a table added by a later migration is
// carried without a change here.

// SchemaVersion answers the version of the newest migration applied.
func (s *Store) SchemaVersion(ctx context.Context) (int64, error) {
	var v int64
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version_id), 0) FROM goose_db_version WHERE is_applied`).Scan(&v)
	return v, err
}

// instanceTables are the tables of the instances' coordination rather than of the site: the
// background jobs' leases and the limits' counts. An archive leaves them out, and a site
// whose only rows are theirs is still empty.
var instanceTables = []string{"leases", "rate_limits"}

// siteTables answers the site's tables (goose's own and instanceTables left out), each
// after the tables its foreign keys refer to, else by name.
func siteTables(ctx context.Context, q queryer, engine Engine) ([]string, error) {
	listSQL := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'goose_db_version' ORDER BY name`
	refsSQL := `SELECT "table" FROM pragma_foreign_key_list(?)`
	if engine == Postgres {
		listSQL = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
			AND table_type = 'BASE TABLE' AND table_name <> 'goose_db_version' ORDER BY table_name`
		refsSQL = `SELECT DISTINCT ccu.table_name FROM information_schema.table_constraints tc
			JOIN information_schema.constraint_column_usage ccu
			  ON ccu.constraint_schema = tc.constraint_schema AND ccu.constraint_name = tc.constraint_name
			WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND tc.table_name = ?`
	}
	all, err := column[string](ctx, q, listSQL)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, n := range all {
		if !slices.Contains(instanceTables, n) {
			names = append(names, n)
		}
	}
	refs := map[string][]string{}
	for _, n := range names {
		if refs[n], err = column[string](ctx, q, refsSQL, n); err != nil {
			return nil, err
		}
	}
	var order []string
	placed := map[string]bool{}
	for len(order) < len(names) {
		progressed := false
		for _, n := range names {
			if placed[n] {
				continue
			}
			ready := true
			for _, r := range refs[n] {
				if r != n && !placed[r] && slices.Contains(names, r) {
					ready = false
				}
			}
			if ready {
				order, placed[n], progressed = append(order, n), true, true
			}
		}
		if !progressed {
			return nil, errors.New("the tables' foreign keys refer to each other in a circle")
		}
	}
	return order, nil
}

// column answers the first column of a query's rows.
func column[T any](ctx context.Context, q queryer, query string, args ...any) ([]T, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// ExportTables calls fn with every table of one consistent snapshot of the database, each
// after the tables it refers to, its rows in the order of their first column.
func (s *Store) ExportTables(ctx context.Context, fn func(archive.Table) error) error {
	opts := &sql.TxOptions{ReadOnly: true}
	if s.engine == Postgres {
		opts.Isolation = sql.LevelRepeatableRead
	}
	tx, err := s.db.BeginTx(ctx, opts)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // read only
	names, err := siteTables(ctx, tx, s.engine)
	if err != nil {
		return err
	}
	for _, name := range names {
		if err := exportTable(ctx, tx, name, fn); err != nil {
			return err
		}
	}
	return nil
}

func exportTable(ctx context.Context, tx *sql.Tx, name string, fn func(archive.Table) error) error {
	rows, err := tx.QueryContext(ctx, `SELECT * FROM `+quoteName(name)+` ORDER BY 1`)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	return fn(archive.Table{Name: name, Columns: cols, Next: func() ([]any, error) {
		if !rows.Next() {
			if err := rows.Err(); err != nil {
				return nil, err
			}
			return nil, io.EOF
		}
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		for i, v := range vals {
			if b, ok := v.([]byte); ok {
				vals[i] = slices.Clone(b) // the driver may reuse its buffer
			}
		}
		return vals, nil
	}})
}

// quoteName quotes a table or column name for either engine.
func quoteName(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

// Empty reports whether no table of the site holds a row: a new database, never started.
func (s *Store) Empty(ctx context.Context) (bool, error) {
	names, err := siteTables(ctx, s.db, s.engine)
	if err != nil {
		return false, err
	}
	for _, name := range names {
		var any bool
		if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM `+quoteName(name)+`)`).Scan(&any); err != nil {
			return false, err
		}
		if any {
			return false, nil
		}
	}
	return true, nil
}

// firstArchiveSchema is the schema version of the first release that wrote archives
// (archive.Format qrs-export/1), and the first of PostgreSQL's migrations: no archive is
// older, and every later version has its migration on both engines.
const firstArchiveSchema = 15

// ImportTables loads an archive's tables, whose rows fit schema version schema, into the
// database, which holds no row, and brings them to this release's schema, as an upgrade
// brings a site's. It makes the tables of that version (the migrations up to it, on a new
// database), loads the tables next answers in one transaction and calls then before it
// commits: all of them or, on any error, none. Then the later migrations change the rows
// loaded as they change those of a site that upgrades. An archive newer than this release,
// and a database whose tables are newer than the archive, are refused before anything is
// written.
func (s *Store) ImportTables(ctx context.Context, schema int64, next func() (archive.Table, error), then func() error) error {
	provider, err := migrationsOf(s.db, s.engine)
	if err != nil {
		return err
	}
	newest := newestVersion(provider)
	switch {
	case schema > newest:
		return fmt.Errorf("the archive's database schema is version %d, newer than this release's %d: import it with the release that exported it or a later one", schema, newest)
	case schema < firstArchiveSchema:
		return fmt.Errorf("the archive's database schema is version %d, older than any release that wrote archives (%d)", schema, firstArchiveSchema)
	}
	current, err := provider.GetDBVersion(ctx)
	if err != nil {
		return err
	}
	if current > schema {
		return fmt.Errorf("this database has the tables of schema version %d already, newer than the archive's %d: import it into a new, empty database", current, schema)
	}
	if _, err := provider.UpTo(ctx, schema); err != nil {
		return fmt.Errorf("make the tables of schema version %d: %w", schema, err)
	}
	if err := s.loadTables(ctx, next, then); err != nil {
		return err
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("the archive is loaded, but migrating its rows from schema version %d to %d failed (the site's next start tries again): %w", schema, newest, err)
	}
	return nil
}

// newestVersion answers the version of the newest of the migrations: this release's schema.
func newestVersion(provider *goose.Provider) int64 {
	sources := provider.ListSources()
	return sources[len(sources)-1].Version
}

// loadTables loads the tables next answers into the database in one transaction, then calls
// then before it commits (see ImportTables). Each must be a table of the schema, and each
// column one of its own; the ids keep their values, and new records get ids after them.
func (s *Store) loadTables(ctx context.Context, next func() (archive.Table, error), then func() error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after commit
	names, err := siteTables(ctx, tx, s.engine)
	if err != nil {
		return err
	}
	var loaded []string
	for {
		t, err := next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if !slices.Contains(names, t.Name) {
			return fmt.Errorf("the archive has a table %q, which this site's schema does not", t.Name)
		}
		if err := importTable(ctx, tx, t); err != nil {
			return fmt.Errorf("table %s: %w", t.Name, err)
		}
		loaded = append(loaded, t.Name)
	}
	if s.engine == Postgres {
		// An identity column goes on after the largest id loaded (SQLite's AUTOINCREMENT
		// notes each explicit id by itself).
		identities, err := column[string](ctx, tx, `SELECT table_name FROM information_schema.columns
			WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`)
		if err != nil {
			return err
		}
		for _, name := range loaded {
			if !slices.Contains(identities, name) {
				continue
			}
			if _, err := tx.ExecContext(ctx, `SELECT setval(pg_get_serial_sequence(?, 'id'),
				COALESCE((SELECT MAX(id) FROM `+quoteName(name)+`), 0) + 1, false)`, quoteName(name)); err != nil {
				return err
			}
		}
	}
	if err := then(); err != nil {
		return err
	}
	return tx.Commit()
}

func importTable(ctx context.Context, tx *sql.Tx, t archive.Table) error {
	quoted := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		quoted[i] = quoteName(c)
	}
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO `+quoteName(t.Name)+` (`+strings.Join(quoted, ", ")+
		`) VALUES (`+strings.TrimSuffix(strings.Repeat("?, ", len(quoted)), ", ")+`)`)
	if err != nil {
		return err
	}
	defer stmt.Close()
	for {
		row, err := t.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := stmt.ExecContext(ctx, row...); err != nil {
			return err
		}
	}
}
