package database

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/archive"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database/storetest"
	"github.com/qrs-site/qrs/internal/storage"
)

// The release before review authors (migration 00025) wrote archives of schema 24.
const reviewAuthorsSchema = 25

// openAt opens a store on the data folder dir (the engine of the tests) whose schema has
// the migrations up to version alone, as a site of an earlier release has it.
func openAt(t *testing.T, dir string, version int64) *Store {
	t.Helper()
	s, err := OpenForImport(t.Context(), storetest.DatabaseURL(t, dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if version > 0 {
		provider, err := migrationsOf(s.db, s.engine)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := provider.UpTo(t.Context(), version); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// newestSchema answers the version of this release's newest migration.
func newestSchema(t *testing.T, s *Store) int64 {
	t.Helper()
	provider, err := migrationsOf(s.db, s.engine)
	if err != nil {
		t.Fatal(err)
	}
	return newestVersion(provider)
}

// siteFiles answers the folder of a site's files in dir.
func siteFiles(t *testing.T, dir string) storage.Bucket {
	t.Helper()
	b, err := storage.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// importInto loads the archive into the new site of dir as qrs import does: the store opened
// as it is, then closed.
func importInto(t *testing.T, dir string, data []byte) (archive.Counts, error) {
	t.Helper()
	s, err := OpenForImport(t.Context(), storetest.DatabaseURL(t, dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	return archive.Import(t.Context(), bytes.NewReader(data), s, archive.Files(siteFiles(t, dir)), archive.LimitsFor(25<<20), nil)
}

// An operator moves a site of the previous release across the upgrade: its archive goes
// into a new site of this release, every row and file is there, the rows went through the
// migrations since, and the site goes on from them.
func TestAnArchiveOfThePreviousSchemaIsImportedAndMigratedAsTheUpgradeWould(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	oldDir := t.TempDir()
	old := openAt(t, oldDir, reviewAuthorsSchema-1)
	const (
		published = `{"title":"Privacy Policy","intro":["We keep messages for 30 days."]}`
		draft     = `{"title":"Privacy Policy","intro":["We keep messages for 14 days."]}`
	)
	for _, stmt := range []string{
		`INSERT INTO admins (username, password_hash, created_at, role) VALUES ('anna', 'hash-a', '2026-01-01T00:00:00Z', 'owner')`,
		`INSERT INTO admins (username, password_hash, created_at, role, created_by) VALUES ('ben', 'hash-b', '2026-01-02T00:00:00Z', 'editor', 'anna')`,
		`INSERT INTO team_members (name, title, company, description, image_url, created_at)
			VALUES ('Dr. Ünal Öz', 'Physician', 'QRS', 'Line one', '/uploads/portrait.png', '2026-01-03T00:00:00Z')`,
		`INSERT INTO uploaded_images (url, width, height, created_at) VALUES ('/uploads/portrait.png', 64, 48, '2026-01-03T00:00:00Z')`,
		`INSERT INTO content_documents (key, locale, state, body, version, updated_at, updated_by, revision)
			VALUES ('privacy', 'en', 'published', '` + published + `', 1, '2026-01-04T00:00:00Z', 'anna', 2)`,
		`INSERT INTO content_versions (key, locale, version, body, created_at, created_by)
			VALUES ('privacy', 'en', 1, '` + published + `', '2026-01-04T00:00:00Z', 'anna')`,
		`INSERT INTO content_documents (key, locale, state, body, version, updated_at, updated_by)
			VALUES ('privacy', 'en', 'draft', '` + draft + `', 1, '2026-01-05T00:00:00Z', 'ben')`,
		`INSERT INTO content_reviews (key, locale, state, author, note, submitted_at)
			VALUES ('privacy', 'en', 'pending', 'ben', 'Shorter retention', '2026-01-05T00:01:00Z')`,
	} {
		if _, err := old.db.ExecContext(ctx, stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	var portrait bytes.Buffer
	if err := png.Encode(&portrait, image.NewGray(image.Rect(0, 0, 64, 48))); err != nil {
		t.Fatal(err)
	}
	if err := siteFiles(t, oldDir).Put(ctx, "uploads/portrait.png", bytes.NewReader(portrait.Bytes()), int64(portrait.Len())); err != nil {
		t.Fatal(err)
	}
	var exported bytes.Buffer
	if _, err := archive.Export(ctx, &exported, old, archive.Files(siteFiles(t, oldDir)), nil); err != nil {
		t.Fatal(err)
	}
	if schema := manifestOf(t, exported.Bytes()).Schema; schema != reviewAuthorsSchema-1 {
		t.Fatalf("the previous release's archive says schema %d, want %d", schema, reviewAuthorsSchema-1)
	}

	// A first try with an archive cut short leaves the new site empty, and a second one
	// with the whole archive goes in.
	newDir := t.TempDir()
	whole := exported.Bytes()
	if _, err := importInto(t, newDir, whole[:len(whole)-64]); err == nil {
		t.Fatal("an archive cut short was imported")
	}
	counts, err := importInto(t, newDir, whole)
	if err != nil {
		t.Fatalf("import of an archive of schema %d: %v", reviewAuthorsSchema-1, err)
	}
	if counts.Files != 1 || counts.Rows < 8 {
		t.Errorf("import counts %+v, want the 8 rows and the file", counts)
	}

	s := openOn(t, newDir)
	if v, err := s.SchemaVersion(ctx); err != nil || v != newestSchema(t, s) {
		t.Fatalf("the imported site is at schema %d (%v), want this release's %d", v, err, newestSchema(t, s))
	}
	// What migration 00025 gives a draft and a review from before it: nobody recorded as
	// the draft's editor, and the review's authors its sender alone.
	var editors, authors string
	var mailed int64
	if err := s.db.QueryRowContext(ctx, `SELECT d.editors, r.authors, r.mailed FROM content_documents d, content_reviews r
		WHERE d.key = 'privacy' AND d.state = 'draft' AND r.key = d.key`).Scan(&editors, &authors, &mailed); err != nil {
		t.Fatal(err)
	}
	if editors != "" || authors != "" || mailed != 0 {
		t.Errorf("the old draft's editors %q, its review's authors %q and mailed %d; want the migration's '', '' and 0", editors, authors, mailed)
	}
	st, err := s.ContentState(ctx, "privacy", "en")
	if err != nil {
		t.Fatal(err)
	}
	if st.Published.Version != 1 || string(st.Published.Body) != published || st.Draft == nil || string(st.Draft.Body) != draft ||
		st.Draft.UpdatedBy != "ben" {
		t.Fatalf("privacy after the import: %+v, want version 1 published and ben's draft", st)
	}
	if r := st.Review; r == nil || r.State != content.ReviewPending || r.Author != "ben" || r.Note != "Shorter retention" ||
		!reflect.DeepEqual(r.Authors, []string{"ben"}) || !reflect.DeepEqual(r.Reviewers, []string{"anna"}) {
		t.Fatalf("privacy's review after the import: %+v, want ben's, waiting, for anna to decide", st.Review)
	}
	staff, err := s.ListStaff(ctx)
	if err != nil || len(staff) != 2 || staff[0].Username != "anna" || staff[0].Role != content.RoleOwner ||
		staff[1].Username != "ben" || staff[1].Role != content.RoleEditor {
		t.Fatalf("staff after the import: %+v (%v), want anna the owner and ben the editor", staff, err)
	}
	team, err := s.List(ctx, content.Team)
	if err != nil || len(team) != 1 || team[0].(*content.TeamMember).Name != "Dr. Ünal Öz" ||
		team[0].(*content.TeamMember).ImageURL != "/uploads/portrait.png" {
		t.Fatalf("team after the import: %+v (%v)", team, err)
	}
	if img, err := s.Image(ctx, "/uploads/portrait.png"); err != nil || img == nil || img.Width != 64 || img.Height != 48 {
		t.Errorf("the portrait's image after the import: %+v (%v)", img, err)
	}
	r, err := siteFiles(t, newDir).Open(ctx, "uploads/portrait.png")
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(r)
	r.Close()
	if err != nil || !bytes.Equal(got, portrait.Bytes()) {
		t.Errorf("the portrait after the import is %d bytes (%v), want the %d uploaded", len(got), err, portrait.Len())
	}

	// The site goes on: anna approves the review the old site left waiting, its draft goes
	// live as version 2, and a new team member takes the id after the imported one.
	st, err = s.ApproveReview(ctx, "privacy", "en", "anna", ReviewRead{ID: st.Review.ID, Revision: st.Revision}, false, true)
	if err != nil {
		t.Fatalf("approve the imported review: %v", err)
	}
	if st.Published.Version != 2 || string(st.Published.Body) != draft || st.Draft != nil || st.Review != nil {
		t.Errorf("privacy after approving: %+v, want ben's text live as version 2", st)
	}
	member := &content.TeamMember{Name: "New", Title: "T", Company: "C", Description: "D"}
	if err := s.Create(ctx, content.Team, member); err != nil || member.ID != 2 {
		t.Errorf("a new team member after the import: id %d (%v), want 2", member.ID, err)
	}
}

// An archive of a later release than this one is refused before anything is written, and
// the message names both versions.
func TestAnArchiveOfANewerSchemaIsRefusedNamingBothVersions(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	newest := newestSchema(t, openAt(t, t.TempDir(), 0))
	manifest, err := json.Marshal(archive.Manifest{Format: archive.Format, Schema: newest + 1, CreatedAt: "2027-01-01T00:00:00Z"})
	if err != nil {
		t.Fatal(err)
	}
	var data bytes.Buffer
	zw := gzip.NewWriter(&data)
	tw := tar.NewWriter(zw)
	table := `{"table":"team_members","columns":["id","name"]}` + "\n" + `[1,"From the future"]` + "\n"
	for _, e := range []struct{ name, body string }{
		{"qrs-export/manifest.json", string(manifest)},
		{"qrs-export/tables/01-team_members.jsonl", table},
	} {
		if err := tw.WriteHeader(&tar.Header{Name: e.name, Size: int64(len(e.body)), Mode: 0o600, Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(tw, e.body); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	_, err = importInto(t, dir, data.Bytes())
	want := fmt.Sprintf("the archive's database schema is version %d, newer than this release's %d", newest+1, newest)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("import of an archive of schema %d: %v; want an error that says %q", newest+1, err, want)
	}
	s := openOn(t, dir)
	if empty, err := s.Empty(t.Context()); err != nil || !empty {
		t.Errorf("the refused import left rows behind (%v)", err)
	}
}

// manifestOf reads the manifest of an archive.
func manifestOf(t *testing.T, data []byte) archive.Manifest {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	hdr, err := tr.Next()
	if err != nil || hdr.Name != "qrs-export/manifest.json" {
		t.Fatalf("the archive's first entry: %v, %v", hdr, err)
	}
	var m archive.Manifest
	if err := json.NewDecoder(tr).Decode(&m); err != nil {
		t.Fatal(err)
	}
	return m
}
