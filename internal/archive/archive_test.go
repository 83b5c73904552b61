package archive_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/archive"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/services"
	"github.com/qrs-site/qrs/internal/sqlite"
	"github.com/qrs-site/qrs/internal/storage"
	"github.com/qrs-site/qrs/internal/testutil"
)

// site is a store and the bucket of its files.
type site struct {
	store *sqlite.Store
	files storage.Bucket
}

// localSite opens a SQLite site in a temporary folder.
func localSite(t *testing.T) site {
	t.Helper()
	dir := t.TempDir()
	s, err := sqlite.Open(t.Context(), filepath.Join(dir, "qrs.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	b, err := storage.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	return site{s, b}
}

// sharedSite opens a site on a new PostgreSQL database and a part of the test S3 bucket;
// without those servers the test is skipped (or fails when they are required).
func sharedSite(t *testing.T) site {
	t.Helper()
	s3 := testutil.S3URL(t)
	admin := os.Getenv("QRS_TEST_POSTGRES_URL")
	if admin == "" {
		t.Fatal("an S3 server without PostgreSQL: run under `go run ./tools/services -- go test ...`")
	}
	name := "qrs_archive_" + strings.ToLower(services.Secret(6))
	url, err := services.CreateDatabase(t.Context(), admin, name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := services.DropDatabase(context.Background(), admin, name); err != nil {
			t.Error(err)
		}
	})
	s, err := sqlite.OpenPostgres(t.Context(), url, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	b, err := storage.Open(s3, "")
	if err != nil {
		t.Fatal(err)
	}
	return site{s, b}
}

// fill gives a site what a site in use holds: records of several kinds, an admin and a
// session, content, a signing key (binary), a message, an upload with a resized copy.
func fill(t *testing.T, s site) {
	t.Helper()
	ctx := t.Context()
	png := testutil.PNG(t, 64, 48)
	if err := s.files.Put(ctx, "uploads/portrait.png", bytes.NewReader(png), int64(len(png))); err != nil {
		t.Fatal(err)
	}
	if err := s.files.Put(ctx, "uploads/portrait-320w.webp", strings.NewReader("a resized copy"), -1); err != nil {
		t.Fatal(err)
	}
	if _, err := s.store.CreateFirstAdmin(ctx, "owner", "hash-of-a-password"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.store.SigningKey(ctx, "device"); err != nil {
		t.Fatal(err)
	}
	if err := s.store.CreateTeamMember(ctx, &content.TeamMember{Name: "Dr. Ünal Öz", Title: "Physician",
		Company: "QRS", Description: "Line one\nline two, with \"quotes\" and a tab\t.", ImageURL: "/uploads/portrait.png"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.CreateTeamMember(ctx, &content.TeamMember{Name: "Second", Title: "T", Company: "C", Description: "D"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.CreateCategory(ctx, &content.Category{Name: "Clinics"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.CreateContactMessage(ctx, &content.ContactMessage{Name: "Visitor", Email: "v@example.com",
		Subject: "Question", Message: "How does it work?"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.store.SeedContent(ctx, map[string]json.RawMessage{"terms": json.RawMessage(`{"title":"Terms"}`)}); err != nil {
		t.Fatal(err)
	}
}

// dump answers every table of the site as the archive holds it, and its files.
func dump(t *testing.T, s site) (map[string][]map[string]any, map[string]string) {
	t.Helper()
	var buf bytes.Buffer
	if _, err := archive.Export(t.Context(), &buf, s.store, archive.Files(s.files), nil); err != nil {
		t.Fatal(err)
	}
	return readArchive(t, buf.Bytes())
}

func TestAnExportImportedIntoAnEmptySiteGivesTheSameSite(t *testing.T) {
	t.Parallel()
	from := localSite(t)
	fill(t, from)
	var buf bytes.Buffer
	counts, err := archive.Export(t.Context(), &buf, from.store, archive.Files(from.files), nil)
	if err != nil {
		t.Fatal(err)
	}
	if counts.Files != 2 || counts.Rows < 7 {
		t.Fatalf("export counted %+v", counts)
	}
	// What only coordinates instances (a limit's count) is not the site's: a site holding
	// nothing else is empty, and no archive carries it.
	to := localSite(t)
	to.store.Limiter("sign-in", 3, time.Minute).Take("203.0.113.9")
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), to.store, archive.Files(to.files), nil); err != nil {
		t.Fatal(err)
	}
	sameSite(t, from, to)
	if tables, _ := readArchive(t, buf.Bytes()); tables["rate_limits"] != nil || tables["leases"] != nil || tables["team_members"] == nil {
		t.Fatalf("the archive's tables: %v", keysOf(tables))
	}

	// The imported site goes on: a new record gets an id after the imported ones.
	m := &content.TeamMember{Name: "Third", Title: "T", Company: "C", Description: "D"}
	if err := to.store.CreateTeamMember(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	if m.ID != 3 {
		t.Fatalf("the first new member after the import has id %d, want 3", m.ID)
	}
}

func TestASQLiteSiteMovesToPostgreSQLAndS3AndBack(t *testing.T) {
	t.Parallel()
	from := localSite(t)
	fill(t, from)
	shared := sharedSite(t)
	var buf bytes.Buffer
	if _, err := archive.Export(t.Context(), &buf, from.store, archive.Files(from.files), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), shared.store, archive.Files(shared.files), nil); err != nil {
		t.Fatal(err)
	}
	sameSite(t, from, shared)
	m := &content.TeamMember{Name: "Third", Title: "T", Company: "C", Description: "D"}
	if err := shared.store.CreateTeamMember(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	if m.ID != 3 {
		t.Fatalf("the first new member on PostgreSQL after the import has id %d, want 3", m.ID)
	}

	// And back again, from PostgreSQL and S3 to SQLite and a folder.
	back := localSite(t)
	buf.Reset()
	if _, err := archive.Export(t.Context(), &buf, shared.store, archive.Files(shared.files), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), back.store, archive.Files(back.files), nil); err != nil {
		t.Fatal(err)
	}
	sameSite(t, shared, back)
}

// sameSite fails unless both sites hold the same rows and files.
func sameSite(t *testing.T, a, b site) {
	t.Helper()
	tablesA, filesA := dump(t, a)
	tablesB, filesB := dump(t, b)
	if len(tablesA) != len(tablesB) {
		t.Fatalf("%d tables, then %d", len(tablesA), len(tablesB))
	}
	for name, rows := range tablesA {
		if !reflect.DeepEqual(rows, tablesB[name]) {
			t.Errorf("table %s:\n%v\nthen\n%v", name, rows, tablesB[name])
		}
	}
	if !reflect.DeepEqual(filesA, filesB) {
		t.Errorf("files %v, then %v", keysOf(filesA), keysOf(filesB))
	}
}

func keysOf[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestAnImportIntoASiteThatHoldsSomethingIsRefusedAndChangesNothing(t *testing.T) {
	t.Parallel()
	from := localSite(t)
	fill(t, from)
	var buf bytes.Buffer
	if _, err := archive.Export(t.Context(), &buf, from.store, archive.Files(from.files), nil); err != nil {
		t.Fatal(err)
	}

	withRecord := localSite(t)
	if err := withRecord.store.CreateTeamMember(t.Context(), &content.TeamMember{Name: "Already here", Title: "T", Company: "C", Description: "D"}); err != nil {
		t.Fatal(err)
	}
	_, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), withRecord.store, archive.Files(withRecord.files), nil)
	if !errors.Is(err, archive.ErrNotEmpty) {
		t.Fatalf("import into a site with a record: %v", err)
	}
	if list, _ := withRecord.store.ListTeamMembers(t.Context()); len(list) != 1 {
		t.Fatalf("the refused import left %d members", len(list))
	}

	withFile := localSite(t)
	if err := withFile.files.Put(t.Context(), "uploads/left.png", strings.NewReader("x"), 1); err != nil {
		t.Fatal(err)
	}
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), withFile.store, archive.Files(withFile.files), nil); !errors.Is(err, archive.ErrNotEmpty) {
		t.Fatalf("import into a site with a file: %v", err)
	}
}

func TestACutShortOrForeignArchiveIsRefusedAndLeavesTheSiteEmpty(t *testing.T) {
	t.Parallel()
	from := localSite(t)
	fill(t, from)
	var buf bytes.Buffer
	if _, err := archive.Export(t.Context(), &buf, from.store, archive.Files(from.files), nil); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"cut in its tables": buf.Bytes()[:buf.Len()/8],
		"cut in its files":  buf.Bytes()[:buf.Len()-200],
		"not an archive":    []byte("PK\x03\x04 a zip file"),
	} {
		to := localSite(t)
		if _, err := archive.Import(t.Context(), bytes.NewReader(data), to.store, archive.Files(to.files), nil); err == nil {
			t.Errorf("%s: imported", name)
		}
		if empty, err := to.store.Empty(t.Context()); err != nil || !empty {
			t.Errorf("%s: the refused import left rows behind (%v)", name, err)
		}
		if left, err := to.files.List(t.Context(), ""); err != nil || len(left) > 0 {
			t.Errorf("%s: the refused import left files behind: %v (%v)", name, left, err)
		}
	}
}

// readArchive answers the tables (rows as column → value) and files of an archive.
func readArchive(t *testing.T, data []byte) (map[string][]map[string]any, map[string]string) {
	t.Helper()
	tables, files := map[string][]map[string]any{}, map[string]string{}
	err := archive.Walk(bytes.NewReader(data), func(tb archive.Table) error {
		rows := []map[string]any{}
		for {
			row, err := tb.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return err
			}
			m := map[string]any{}
			for i, c := range tb.Columns {
				m[c] = row[i]
			}
			rows = append(rows, m)
		}
		tables[tb.Name] = rows
		return nil
	}, func(key string, r io.Reader) error {
		b, err := io.ReadAll(r)
		files[key] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return tables, files
}
