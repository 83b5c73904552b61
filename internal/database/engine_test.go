package database

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPlaceholdersBecomePostgresOnesOutsideLiteralsAndComments(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`SELECT a FROM t WHERE b = ? AND c = ?`, `SELECT a FROM t WHERE b = $1 AND c = $2`},
		{`SELECT instr(a, ?1) > 0 OR instr(b, ?1) > 0`, `SELECT instr(a, $1) > 0 OR instr(b, $1) > 0`},
		{`SELECT '?', "a?b", ? -- why?` + "\n" + `, ?`, `SELECT '?', "a?b", $1 -- why?` + "\n" + `, $2`},
		{`SELECT 'it''s ?', ?`, `SELECT 'it''s ?', $1`},
		{`INSERT INTO t VALUES (?, ?, ?)`, `INSERT INTO t VALUES ($1, $2, $3)`},
	} {
		if got := rebind(c.in); got != c.want {
			t.Errorf("rebind(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestABackupCopiesAnSQLiteSiteAndSaysHowToBackUpAPostgresOne(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	path := filepath.Join(t.TempDir(), "copy.db")
	err := s.Backup(t.Context(), path)
	if s.Engine() == Postgres {
		if !errors.Is(err, ErrBackupPostgres) || !strings.Contains(err.Error(), "pg_dump") {
			t.Fatalf("a backup on PostgreSQL: %v, want the advice to use pg_dump or qrs export", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the copy: %v", err)
	}
}

func TestADatabaseURLOfAnotherKindIsRefused(t *testing.T) {
	t.Parallel()
	_, err := OpenURL(t.Context(), "mysql://u:p@127.0.0.1/qrs", t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "postgres://") {
		t.Fatalf("a MySQL URL: %v, want a refusal naming postgres://", err)
	}
}

// Both schemas refuse a content document whose text is not JSON, whatever writes it.
func TestAContentDocumentThatIsNotJSONIsRefusedByTheSchema(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	_, err := s.db.ExecContext(t.Context(), `INSERT INTO content_documents (key, locale, state, body, version, updated_at, updated_by)
		VALUES ('home', 'en', 'published', '{"title": ', 1, '2026-01-01T00:00:00Z', 'ann')`)
	if err == nil {
		t.Fatal("a document that is not JSON was stored")
	}
}
