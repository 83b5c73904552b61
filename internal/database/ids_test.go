package database

import (
	"context"
	"database/sql"
	"io/fs"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database/storetest"
)

// openFresh opens a new store in a temporary folder, on the engine of the tests.
func openFresh(t *testing.T) *Store {
	t.Helper()
	return openOn(t, t.TempDir())
}

// openOn opens a store on the data folder dir, closed at cleanup: the SQLite file in it, or
// the PostgreSQL database of the folder when the tests run there (a fresh one the first
// time, the same one after).
func openOn(t *testing.T, dir string) *Store {
	t.Helper()
	var s *Store
	var err error
	if url := storetest.DatabaseURL(t, dir); url != "" {
		s, err = OpenPostgres(t.Context(), url, dir)
	} else {
		s, err = Open(t.Context(), filepath.Join(dir, "qrs.db"))
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestEveryTableKeyedByAnIntegerIdNeverReusesAnId(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	if s.Engine() == Postgres {
		everyIntegerKeyIsAnIdentity(t, s)
		return
	}
	rows, err := s.db.QueryContext(t.Context(), `SELECT name, sql FROM sqlite_master
		WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'goose_db_version'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	checked := 0
	for rows.Next() {
		var name, ddl string
		if err := rows.Scan(&name, &ddl); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(ddl, "INTEGER PRIMARY KEY") {
			continue // keyed by a text or a composite key, which is given, not handed out
		}
		checked++
		if !strings.Contains(ddl, "INTEGER PRIMARY KEY AUTOINCREMENT") {
			t.Errorf("table %s hands out ids without AUTOINCREMENT, so a deleted newest id is given again:\n%s", name, ddl)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("checked %d tables keyed by an integer id, want every one of the site's 10 or more", checked)
	}
}

// everyIntegerKeyIsAnIdentity checks on PostgreSQL that every table keyed by one integer
// column takes its ids from an identity (a sequence, which never hands out an id twice).
func everyIntegerKeyIsAnIdentity(t *testing.T, s *Store) {
	rows, err := s.db.QueryContext(t.Context(), `SELECT c.table_name, c.column_name, c.is_identity
		FROM information_schema.table_constraints k
		JOIN information_schema.key_column_usage u
			ON u.constraint_schema = k.constraint_schema AND u.constraint_name = k.constraint_name
		JOIN information_schema.columns c
			ON c.table_schema = u.table_schema AND c.table_name = u.table_name AND c.column_name = u.column_name
		WHERE k.constraint_type = 'PRIMARY KEY' AND k.table_schema = current_schema()
			AND k.table_name != 'goose_db_version'
			AND c.data_type IN ('bigint', 'integer', 'smallint')
			AND (SELECT count(*) FROM information_schema.key_column_usage o
				WHERE o.constraint_schema = k.constraint_schema AND o.constraint_name = k.constraint_name) = 1`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	checked := 0
	for rows.Next() {
		var table, column, identity string
		if err := rows.Scan(&table, &column, &identity); err != nil {
			t.Fatal(err)
		}
		checked++
		if identity != "YES" {
			t.Errorf("table %s hands out its key %s without an identity, so an id could be given twice", table, column)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("checked %d tables keyed by an integer id, want every one of the site's 10 or more", checked)
	}
}

// idCase creates one record of a kind and deletes one by id.
type idCase struct {
	kind   string
	create func(ctx context.Context, s *Store) (int64, error)
	delete func(ctx context.Context, s *Store, id int64) error
}

func dropUnused(_ []string, err error) error { return err }

var idCases = []idCase{
	{"team member", func(ctx context.Context, s *Store) (int64, error) {
		m := content.TeamMember{Name: "Anna Beck", Title: "CTO", Company: "QRS", Description: "Engineering"}
		err := s.Create(ctx, content.Team, &m)
		return m.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.Team, id))
	}},
	{"gallery image", func(ctx context.Context, s *Store) (int64, error) {
		g := content.GalleryImage{Title: "Device", Description: "The device", ImageURL: "/uploads/a.png", Category: "device"}
		err := s.Create(ctx, content.GalleryImages, &g)
		return g.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.GalleryImages, id))
	}},
	{"gallery video", func(ctx context.Context, s *Store) (int64, error) {
		v := content.GalleryVideo{Title: "Demo", Description: "A demo", YoutubeID: "dQw4w9WgXcQ", Category: "demo"}
		err := s.Create(ctx, content.GalleryVideos, &v)
		return v.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.GalleryVideos, id))
	}},
	{"research paper", func(ctx context.Context, s *Store) (int64, error) {
		p := content.ResearchPaper{Title: "Study", Description: "A study", PdfURL: "/uploads/a.pdf", Category: "Studies"}
		err := s.Create(ctx, content.ResearchPapers, &p)
		return p.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.ResearchPapers, id))
	}},
	{"global partner", func(ctx context.Context, s *Store) (int64, error) {
		p := content.GlobalPartner{Name: "Lakeside", Country: "Austria", PartnerType: "clinic"}
		err := s.Create(ctx, content.GlobalPartners, &p)
		return p.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.GlobalPartners, id))
	}},
	{"partner category", func(ctx context.Context, s *Store) (int64, error) {
		k := content.PartnerCategory{Name: "Clinic " + time.Now().Format(time.RFC3339Nano), IsActive: true}
		err := s.Create(ctx, content.PartnerCategories, &k)
		return k.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.PartnerCategories, id))
	}},
	{"research folder", func(ctx context.Context, s *Store) (int64, error) {
		c := content.Category{Name: "Folder " + time.Now().Format(time.RFC3339Nano)}
		err := s.Create(ctx, content.Categories, &c)
		return c.ID, err
	}, func(ctx context.Context, s *Store, id int64) error {
		return dropUnused(s.Delete(ctx, content.Categories, id))
	}},
	{"contact message", func(ctx context.Context, s *Store) (int64, error) {
		m := content.ContactMessage{Name: "Jo", Email: "jo@example.com", Subject: "General Inquiry", Message: "Hello there, a question."}
		err := s.CreateContactMessage(ctx, &m)
		return m.ID, err
	}, func(ctx context.Context, s *Store, id int64) error { return s.DeleteContactMessage(ctx, id) }},
}

func mustCreate(t *testing.T, s *Store, c idCase) int64 {
	t.Helper()
	id, err := c.create(t.Context(), s)
	if err != nil || id <= 0 {
		t.Fatalf("create %s: id %d, %v", c.kind, id, err)
	}
	return id
}

func TestTheIdOfADeletedNewestRecordIsNeverGivenAgain(t *testing.T) {
	t.Parallel()
	s := openFresh(t)
	for _, c := range idCases {
		first := mustCreate(t, s, c)
		newest := mustCreate(t, s, c)
		if err := c.delete(t.Context(), s, newest); err != nil {
			t.Fatalf("delete %s %d: %v", c.kind, newest, err)
		}
		next := mustCreate(t, s, c)
		if next <= newest {
			t.Errorf("%s: after deleting the newest (id %d), the next create took id %d; an admin tab still "+
				"showing the deleted record would edit the newcomer", c.kind, newest, next)
		}
		if first >= newest {
			t.Errorf("%s: ids %d then %d do not grow", c.kind, first, newest)
		}
	}
}

// openAtVersion makes a database in dir with the migrations up to version applied, as a
// site made by an earlier release has it.
func openAtVersion(t *testing.T, dir string, version int64) *sql.DB {
	t.Helper()
	storetest.SQLiteOnly(t, "upgrades a database file made by an earlier release")
	q := url.Values{}
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "journal_mode(WAL)")
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "qrs.db")+"?"+q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	sub, err := fs.Sub(migrations, "migrations/sqlite")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, sub)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(t.Context(), version); err != nil {
		t.Fatal(err)
	}
	return db
}

// upgraded opens the database in dir as the server does at start, applying the migrations
// it lacks, and closes it when the test ends.
func upgraded(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := Open(t.Context(), filepath.Join(dir, "qrs.db"))
	if err != nil {
		t.Fatalf("upgrade: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestAnExistingSiteKeepsItsRecordsAndSignInsAndItsIdsOnlyGrowAfterTheUpgrade(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := openAtVersion(t, dir, 5)
	now := time.Now().UTC().Format(time.RFC3339)
	later := time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	for _, stmt := range []string{
		`INSERT INTO admins (id, username, password_hash, created_at, must_change_password) VALUES (1, 'admin', 'h', '` + now + `', 1)`,
		`INSERT INTO sessions (token_hash, admin_id, created_at, expires_at) VALUES ('tok', 1, '` + now + `', '` + later + `')`,
		`INSERT INTO team_members (id, name, title, company, description, created_at) VALUES
			(1, 'Anna', 'CTO', 'QRS', 'd', '` + now + `'), (2, 'Ben', 'CEO', 'QRS', 'd', '` + now + `'),
			(3, 'Cleo', 'CFO', 'QRS', 'd', '` + now + `')`,
	} {
		if _, err := old.ExecContext(t.Context(), stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}

	s := upgraded(t, dir)
	members, err := ListOf[content.TeamMember](t.Context(), s, content.Team)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, m := range members {
		names = append(names, m.Name)
		if m.Name == "Cleo" && m.ID != 3 {
			t.Errorf("Cleo's id changed from 3 to %d in the upgrade", m.ID)
		}
	}
	if strings.Join(names, ",") != "Anna,Ben,Cleo" {
		t.Errorf("team after the upgrade = %v, want Anna, Ben, Cleo", names)
	}
	if name, err := s.SessionUsername(t.Context(), "tok"); err != nil || name != "admin" {
		t.Errorf("the admin's session after the upgrade = %q, %v; want it still signed in", name, err)
	}
	if must, err := s.MustChangePassword(t.Context(), "admin"); err != nil || !must {
		t.Errorf("must change password after the upgrade = %v, %v; want the mark kept", must, err)
	}

	if _, err := s.Delete(t.Context(), content.Team, 3); err != nil {
		t.Fatal(err)
	}
	m := content.TeamMember{Name: "Dora", Title: "COO", Company: "QRS", Description: "d"}
	if err := s.Create(t.Context(), content.Team, &m); err != nil {
		t.Fatal(err)
	}
	if m.ID <= 3 {
		t.Errorf("the first member created after deleting id 3 took id %d, want 4 or more", m.ID)
	}
}
