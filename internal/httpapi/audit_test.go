package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/testutil"
)

func TestAChangeInThePanelIsInTheLogWithWhoFromWhereAndTheChangedField(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	m := decodeAs[content.TeamMember](t, site.admin("POST", "/api/team-members",
		`{"name":"Dr. Lena Voss","title":"Chief Medical Officer","company":"QRS","description":"Leads."}`), http.StatusCreated)
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/team-members/%d", m.ID), `{"title":"Medical Director"}`), http.StatusOK)
	expectStatus(t, site.upload("/api/upload/pdf", formFile{"pdf", "study results.pdf", testutil.PDF()}), http.StatusCreated)

	page := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=team-member", nil), http.StatusOK)
	if len(page.Entries) != 2 {
		t.Fatalf("team-member entries = %+v, want the create and the update", page.Entries)
	}
	up := page.Entries[0]
	if up.Action != "update" || up.Actor != testAdmin || up.IP != "127.0.0.1" || up.Target != "Dr. Lena Voss" ||
		len(up.Changes) != 1 || up.Changes[0].Field != "title" || up.Changes[0].From != "Chief Medical Officer" ||
		up.Changes[0].To != "Medical Director" {
		t.Errorf("update entry = %+v", up)
	}
	if page.NextBefore != nil {
		t.Errorf("a short list has a next page: %d", *page.NextBefore)
	}
	if !strings.Contains(","+strings.Join(page.Actors, ",")+",", ","+testAdmin+",") || !strings.Contains(strings.Join(page.Kinds, ","), "upload") ||
		page.ServerName != auditServerName {
		t.Errorf("facets = %v %v %q", page.Actors, page.Kinds, page.ServerName)
	}

	uploads := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=upload", nil), http.StatusOK)
	if len(uploads.Entries) != 1 || uploads.Entries[0].Target != "study results.pdf" {
		t.Errorf("upload entries = %+v", uploads.Entries)
	}
}

func TestTheLogPagesNewestFirstByCursor(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for i := range 5 {
		expectStatus(t, site.admin("POST", "/api/global-partners", fmt.Sprintf(`{"name":"Partner %d","partnerType":"clinic","country":"Liechtenstein"}`, i)),
			http.StatusCreated)
	}
	var seen []string
	path := "/api/audit?kind=partner&limit=2"
	for range 5 {
		page := decodeAs[auditPageAnswer](t, site.admin("GET", path, nil), http.StatusOK)
		for _, e := range page.Entries {
			seen = append(seen, e.Target)
		}
		if page.NextBefore == nil {
			break
		}
		path = fmt.Sprintf("/api/audit?kind=partner&limit=2&before=%d", *page.NextBefore)
	}
	if got := strings.Join(seen, ","); got != "Partner 4,Partner 3,Partner 2,Partner 1,Partner 0" {
		t.Errorf("pages = %s", got)
	}
	expectStatus(t, site.admin("GET", "/api/audit?from=yesterday", nil), http.StatusBadRequest)
	expectStatus(t, site.admin("GET", "/api/audit?before=-3", nil), http.StatusBadRequest)
}

func TestOnlyOwnersReadTheLog(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, role := range []content.Role{content.RoleViewer, content.RoleEditor} {
		token := site.staffToken("someone."+string(role), role)
		for _, path := range []string{"/api/audit", "/api/audit.csv"} {
			res := site.do("GET", path, token, nil)
			if body := readBody(t, res); res.StatusCode != http.StatusForbidden {
				t.Errorf("GET %s as %s = %d %s, want 403", path, role, res.StatusCode, body)
			}
		}
	}
	expectStatus(t, site.do("GET", "/api/audit", "", nil), http.StatusUnauthorized)
}

func TestNoRouteChangesOrDeletesTheLog(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	found := 0
	for _, rt := range routes(site.deps) {
		method, path, _ := strings.Cut(rt.pattern, " ")
		if !strings.HasPrefix(path, "/api/audit") {
			continue
		}
		found++
		if method != "GET" {
			t.Errorf("%s: the audit log must not be changed through the API", rt.pattern)
		}
		if rt.access != ownerOnly {
			t.Errorf("%s is open to %q, want owners only", rt.pattern, rt.access)
		}
	}
	if found == 0 {
		t.Fatal("no audit routes")
	}
	for _, method := range []string{"POST", "PUT", "PATCH", "DELETE"} {
		res := site.admin(method, "/api/audit", `{}`)
		if body := readBody(t, res); res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s /api/audit = %d %s, want 405", method, res.StatusCode, body)
		}
	}
}

func TestCSVCellsAreQuotedAndFormulasKeptAsText(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Müller":          `"Müller"`,
		`say "hi"`:        `"say ""hi"""`,
		"=1+1":            `"'=1+1"`,
		"+49 30 1234":     `"'+49 30 1234"`,
		"-2":              `"'-2"`,
		"@SUM(A1)":        `"'@SUM(A1)"`,
		"\tx":             "\"'\tx\"",
		"\rx":             "\"'\rx\"",
		"a,b\nc":          "\"a,b\nc\"",
		"":                `""`,
		"2026-03-02 = ok": `"2026-03-02 = ok"`,
	} {
		if got := csvCell(in); got != want {
			t.Errorf("csvCell(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTheExportIsEveryChosenEntryAsCSV(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/team-members", `{"name":"=HYPERLINK(\"http://x\")","title":"Müller \"Doc\"","company":"QRS","description":"Leads."}`), http.StatusCreated)
	for i := range auditCSVBatch + 3 { // more than one batch
		if err := site.store.Audit(t.Context(), database.AuditEntry{Action: "check", Kind: "test", Target: fmt.Sprint("try ", i)}); err != nil {
			t.Fatal(err)
		}
	}
	res := site.admin("GET", "/api/audit.csv?kind=team-member", nil)
	body := expectStatus(t, res, http.StatusOK)
	if ct := res.Header.Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	if cd := res.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, `attachment; filename="audit-log-`) {
		t.Errorf("Content-Disposition = %q", cd)
	}
	lines := strings.Split(strings.TrimSuffix(body, "\r\n"), "\r\n")
	if len(lines) != 2 {
		t.Fatalf("export of team members = %d lines:\n%s", len(lines), body)
	}
	if want := "\uFEFF" + `"When","Who","From address","Action","Kind","Target","Target id","Changes"`; lines[0] != want {
		t.Errorf("header = %q, want %q", lines[0], want)
	}
	row := lines[1]
	for _, part := range []string{`,"admin","127.0.0.1","create","team-member","'=HYPERLINK(""http://x"")","1",`,
		`name: null → ""=HYPERLINK(\""http://x\"")""`, `title: null → ""Müller \""Doc\""""`, `company: null → ""QRS""`} {
		if !strings.Contains(row, part) {
			t.Errorf("row %q lacks %q", row, part)
		}
	}
	if !regexp.MustCompile(`^"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ",`).MatchString(row) {
		t.Errorf("row does not start with an ISO time: %q", row)
	}

	all := expectStatus(t, site.admin("GET", "/api/audit.csv?kind=test", nil), http.StatusOK)
	if n := strings.Count(all, "\r\n"); n != auditCSVBatch+4 {
		t.Errorf("export of %d entries has %d lines, want them all and the header", auditCSVBatch+3, n)
	}
	if !strings.Contains(all, `"the server"`) {
		t.Error("entries without an actor are not named as the server's")
	}
}

func TestRetentionRunsOnStartAndStopsWithItsContext(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/categories", `{"name":"Events"}`), http.StatusCreated)
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { (&Server{d: site.deps}).RunAuditRetention(ctx); close(done) }()
	cancel()
	<-done
	if page := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit", nil), http.StatusOK); len(page.Entries) == 0 {
		t.Error("the retention sweep removed a fresh entry")
	}
}
