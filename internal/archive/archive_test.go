package archive_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/archive"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/services"
	"github.com/qrs-site/qrs/internal/storage"
	"github.com/qrs-site/qrs/internal/testutil"
)

// siteLimits are the bounds of an import into a site of the default settings, whose largest
// upload is a 25 MB PDF.
var siteLimits = archive.LimitsFor(25 << 20)

// site is a store and the bucket of its files.
type site struct {
	store *database.Store
	files storage.Bucket
}

// localSite opens a SQLite site in a temporary folder.
func localSite(t *testing.T) site {
	t.Helper()
	dir := t.TempDir()
	s, err := database.Open(t.Context(), filepath.Join(dir, "qrs.db"))
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
	s, err := database.OpenPostgres(t.Context(), url, t.TempDir())
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
	if err := s.store.Create(ctx, content.Team, &content.TeamMember{Name: "Dr. Ünal Öz", Title: "Physician",
		Company: "QRS", Description: "Line one\nline two, with \"quotes\" and a tab\t.", ImageURL: "/uploads/portrait.png"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.Create(ctx, content.Team, &content.TeamMember{Name: "Second", Title: "T", Company: "C", Description: "D"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.Create(ctx, content.Categories, &content.Category{Name: "Clinics"}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.Create(ctx, content.Redirects, &content.Redirect{From: "/old-research", Prefix: true, To: "/research", Temporary: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.store.CreateContactMessage(ctx, &content.ContactMessage{Name: "Visitor", Email: "v@example.com",
		Subject: "Question", Message: "How does it work?"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.store.SeedContent(ctx, map[string]map[string]json.RawMessage{
		"en": {"terms": json.RawMessage(`{"title":"Terms"}`)}, "de": {"terms": json.RawMessage(`{"title":"Bedingungen"}`)}}); err != nil {
		t.Fatal(err)
	}
	// A German title of the first member, and an English text changed since its German one.
	if _, err := s.store.SaveTranslations(ctx, content.Team, 1, "de", map[string]string{"title": "Ärztin"}, "owner"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.store.PublishContent(ctx, "terms", "en", json.RawMessage(`{"title":"Terms of use"}`), "owner"); err != nil {
		t.Fatal(err)
	}
}

// germanTitles answers the team's titles as the German list shows them.
func germanTitles(t *testing.T, s site) string {
	t.Helper()
	list, err := s.store.ListIn(t.Context(), content.Team, "de")
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(list)
	if err != nil {
		t.Fatal(err)
	}
	var members []struct {
		Title        string   `json:"title"`
		Untranslated []string `json:"untranslated"`
	}
	if err := json.Unmarshal(data, &members); err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, m := range members {
		titles = append(titles, m.Title+" "+fmt.Sprint(m.Untranslated))
	}
	return strings.Join(titles, ", ")
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
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), to.store, archive.Files(to.files), siteLimits, nil); err != nil {
		t.Fatal(err)
	}
	sameSite(t, from, to)
	tables, _ := readArchive(t, buf.Bytes())
	if tables["rate_limits"] != nil || tables["leases"] != nil || tables["team_members"] == nil {
		t.Fatalf("the archive's tables: %v", keysOf(tables))
	}
	// The redirects came along, and lead on as they did.
	if moved, err := database.ListOf[content.Redirect](t.Context(), to.store, content.Redirects); err != nil || len(moved) != 1 ||
		moved[0] != (content.Redirect{ID: 1, From: "/old-research", Prefix: true, To: "/research", Temporary: true, CreatedAt: moved[0].CreatedAt}) {
		t.Fatalf("the imported site's redirects: %+v, %v", moved, err)
	}
	// The translations came along, and so did the mark of the German text to review.
	if len(tables["record_translations"]) != 1 || len(tables["content_source_changes"]) != 1 {
		t.Fatalf("the archive's translations %v and marks %v", tables["record_translations"], tables["content_source_changes"])
	}
	if got := germanTitles(t, to); got != "Ärztin [description], T [title description]" {
		t.Fatalf("the imported site's German team: %s", got)
	}
	if marks, err := to.store.ContentSourceChanges(t.Context(), "terms", "de"); err != nil || len(marks) != 1 || marks[0].Path != "/title" {
		t.Fatalf("the imported site's German terms to review: %v, %v", marks, err)
	}

	// The imported site goes on: a new record gets an id after the imported ones.
	m := &content.TeamMember{Name: "Third", Title: "T", Company: "C", Description: "D"}
	if err := to.store.Create(t.Context(), content.Team, m); err != nil {
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
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), shared.store, archive.Files(shared.files), siteLimits, nil); err != nil {
		t.Fatal(err)
	}
	sameSite(t, from, shared)
	if got := germanTitles(t, shared); got != "Ärztin [description], T [title description]" {
		t.Fatalf("the German team on PostgreSQL: %s", got)
	}
	m := &content.TeamMember{Name: "Third", Title: "T", Company: "C", Description: "D"}
	if err := shared.store.Create(t.Context(), content.Team, m); err != nil {
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
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), back.store, archive.Files(back.files), siteLimits, nil); err != nil {
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
	if err := withRecord.store.Create(t.Context(), content.Team, &content.TeamMember{Name: "Already here", Title: "T", Company: "C", Description: "D"}); err != nil {
		t.Fatal(err)
	}
	_, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), withRecord.store, archive.Files(withRecord.files), siteLimits, nil)
	if !errors.Is(err, archive.ErrNotEmpty) {
		t.Fatalf("import into a site with a record: %v", err)
	}
	if list, _ := database.ListOf[content.TeamMember](t.Context(), withRecord.store, content.Team); len(list) != 1 {
		t.Fatalf("the refused import left %d members", len(list))
	}

	withFile := localSite(t)
	if err := withFile.files.Put(t.Context(), "uploads/left.png", strings.NewReader("x"), 1); err != nil {
		t.Fatal(err)
	}
	if _, err := archive.Import(t.Context(), bytes.NewReader(buf.Bytes()), withFile.store, archive.Files(withFile.files), siteLimits, nil); !errors.Is(err, archive.ErrNotEmpty) {
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
		if _, err := archive.Import(t.Context(), bytes.NewReader(data), to.store, archive.Files(to.files), siteLimits, nil); err == nil {
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

// craftedEntry is one entry of a crafted archive: the size its header claims, then head,
// then fill repeated up to that size.
type craftedEntry struct {
	name       string
	size       int64
	head, fill string
}

// crafted answers a gzip-compressed tar of entries, made only as it is read: an entry of a
// terabyte costs nothing until someone reads it. produced counts the bytes of the entries
// made so far, before compression.
func crafted(t *testing.T, entries ...craftedEntry) (r io.Reader, produced *atomic.Int64) {
	t.Helper()
	pr, pw := io.Pipe()
	produced = new(atomic.Int64)
	done := make(chan struct{})
	write := func(tw *tar.Writer, b []byte, left int64) (int64, error) {
		b = b[:min(int64(len(b)), left)]
		_, err := tw.Write(b)
		produced.Add(int64(len(b)))
		return left - int64(len(b)), err
	}
	go func() {
		defer close(done)
		zw := gzip.NewWriter(pw)
		tw := tar.NewWriter(zw)
		err := func() error {
			for _, e := range entries {
				if err := tw.WriteHeader(&tar.Header{Name: e.name, Size: e.size, Mode: 0o600, Typeflag: tar.TypeReg, Format: tar.FormatPAX}); err != nil {
					return err
				}
				left, err := write(tw, []byte(e.head), e.size)
				if err != nil {
					return err
				}
				chunk := bytes.Repeat([]byte(e.fill), (64<<10)/max(1, len(e.fill)))
				for left > 0 && err == nil {
					left, err = write(tw, chunk, left)
				}
				if err != nil {
					return err
				}
			}
			if err := tw.Close(); err != nil {
				return err
			}
			return zw.Close()
		}()
		pw.CloseWithError(err)
	}()
	t.Cleanup(func() {
		pr.CloseWithError(errors.New("the import stopped reading"))
		<-done
	})
	return pr, produced
}

// manifestEntry answers the manifest of a crafted archive for a site of schema version
// schema, counting files files.
func manifestEntry(t *testing.T, schema, files int64) craftedEntry {
	t.Helper()
	m, err := json.Marshal(archive.Manifest{Format: archive.Format, Schema: schema, CreatedAt: "2026-01-01T00:00:00Z", Files: files})
	if err != nil {
		t.Fatal(err)
	}
	return craftedEntry{name: "qrs-export/manifest.json", size: int64(len(m)), head: string(m)}
}

// Not parallel: it measures the process's allocations (runtime.MemStats), which other tests would add to.
func TestAnArchiveThatExpandsPastALimitIsRefusedWithoutBeingReadWholeAndLeavesTheSiteEmpty(t *testing.T) {
	const (
		tb = 1 << 40
		gb = 1 << 30
		mb = 1 << 20
	)
	messages := craftedEntry{name: "qrs-export/tables/01-contact_messages.jsonl",
		head: `{"table":"contact_messages","columns":["name","email","subject","message","created_at"]}` + "\n"}
	row := `["Visitor","v@example.com","Question","How does it work?","2026-01-01T00:00:00Z"]` + "\n"
	limits := archive.Limits{File: mb, Line: mb, Rows: 1000, Total: 4 * gb}
	for _, c := range []struct {
		name    string
		limits  archive.Limits
		entries func(schema int64) []craftedEntry
		says    string
	}{
		{"a manifest of a terabyte", limits, func(schema int64) []craftedEntry {
			m := manifestEntry(t, schema, 0) // a real one, then spaces
			m.size, m.fill = tb, " "
			return []craftedEntry{m}
		}, "its qrs-export/manifest.json is 1099511627776 bytes, more than a manifest's 1 MB"},
		{"a table whose line never ends", limits, func(schema int64) []craftedEntry {
			line := messages
			line.size, line.fill = gb, "x"
			return []craftedEntry{manifestEntry(t, schema, 0), line}
		}, "qrs-export/tables/01-contact_messages.jsonl has a line longer than 1 MB, more than any row of a site holds"},
		{"a table of endless rows", limits, func(schema int64) []craftedEntry {
			rows := messages
			rows.size, rows.fill = gb, row
			return []craftedEntry{manifestEntry(t, schema, 0), rows}
		}, "qrs-export/tables/01-contact_messages.jsonl holds more than 1000 rows, the most a table of a site may hold"},
		{"a file of a terabyte", limits, func(schema int64) []craftedEntry {
			return []craftedEntry{manifestEntry(t, schema, 1), {name: "qrs-export/files/uploads/a.png", size: tb, fill: "\x00"}}
		}, "qrs-export/files/uploads/a.png is 1024.0 GB, more than the largest upload this site takes (1 MB)"},
		{"files that together pass the total", archive.Limits{File: mb, Line: mb, Rows: 1000, Total: 8 * mb}, func(schema int64) []craftedEntry {
			entries := []craftedEntry{manifestEntry(t, schema, 20)}
			for i := range 20 {
				entries = append(entries, craftedEntry{name: fmt.Sprintf("qrs-export/files/uploads/%02d.png", i), size: mb, fill: "\x00"})
			}
			return entries
		}, "qrs-export/files/uploads/07.png: the archive expands to more than 8 MB in all, the most this site takes"},
		{"more files than the manifest counts", limits, func(schema int64) []craftedEntry {
			return []craftedEntry{manifestEntry(t, schema, 1), {name: "qrs-export/files/uploads/a.png", size: 10, fill: "a"},
				{name: "qrs-export/files/uploads/b.png", size: 10, fill: "b"}}
		}, "qrs-export/files/uploads/b.png is one file more than the 1 the archive's manifest counts"},
	} {
		t.Run(c.name, func(t *testing.T) {
			to := localSite(t)
			schema, err := to.store.SchemaVersion(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			r, produced := crafted(t, c.entries(schema)...)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err = archive.Import(t.Context(), r, to.store, archive.Files(to.files), c.limits, nil)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("import: %v\nwant an error that says %q", err, c.says)
			}
			// Each archive expands to a gigabyte or more; the import read a few megabytes
			// of it, and allocated little more.
			t.Logf("refused after %d MB of the archive, %d MB allocated", produced.Load()>>20, (after.TotalAlloc-before.TotalAlloc)>>20)
			if n := produced.Load(); n > 64*mb {
				t.Errorf("the import read %d MB of the archive before it stopped", n>>20)
			}
			if allocated := after.TotalAlloc - before.TotalAlloc; allocated > 64*mb {
				t.Errorf("the import allocated %d MB", allocated>>20)
			}
			if empty, err := to.store.Empty(t.Context()); err != nil || !empty {
				t.Errorf("the refused import left rows behind (%v)", err)
			}
			if left, err := to.files.List(t.Context(), ""); err != nil || len(left) > 0 {
				t.Errorf("the refused import left files behind: %v (%v)", left, err)
			}
		})
	}
}
