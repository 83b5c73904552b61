package httpapi

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

// Redirects lead old addresses on before the not-found page: exact and prefix, 301 and 302,
// to a path or another site, the query carried over; a page of the site is never shadowed.
func TestRedirectsLeadOldAddressesOn(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, r := range []map[string]any{
		{"from": "/old-team", "to": "/team"},
		{"from": "/news", "prefix": true, "to": "/research", "temporary": true},
		{"from": "/shop", "to": "https://shop.example/"},
		{"from": "/de/alt", "to": "/de/forschung"},
		{"from": "/caf%C3%A9/", "to": "/gallery"}, // kept as the path a browser's request has
	} {
		expectStatus(t, site.admin("POST", "/api/redirects", r), http.StatusCreated)
	}
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/old-team", "to": "/gallery"}), http.StatusConflict)

	for _, c := range []struct {
		path, location string
		status         int
	}{
		{"/old-team", "/team", http.StatusMovedPermanently},
		{"/old-team/", "/team", http.StatusMovedPermanently},
		{"/news", "/research", http.StatusFound},
		{"/news/2024/launch?utm_source=mail", "/research/2024/launch?utm_source=mail", http.StatusFound},
		{"/newsletter", "", http.StatusNotFound}, // not under /news/
		{"/shop", "https://shop.example/", http.StatusMovedPermanently},
		{"/team", "", http.StatusOK},
		{"/de/alt", "/de/forschung", http.StatusMovedPermanently},
		{"/caf%C3%A9", "/gallery", http.StatusMovedPermanently},
	} {
		res := site.do("GET", c.path, "", nil)
		res.Body.Close()
		if res.StatusCode != c.status || res.Header.Get("Location") != c.location {
			t.Errorf("%s = %d to %q, want %d to %q", c.path, res.StatusCode, res.Header.Get("Location"), c.status, c.location)
		}
	}
	// Staff read them; visitors do not.
	list := decodeAs[[]content.Redirect](t, site.admin("GET", "/api/redirects", nil), http.StatusOK)
	if len(list) != 5 || list[0].From != "/caf\u00e9" {
		t.Errorf("the list holds %+v", list)
	}
	expectStatus(t, site.do("GET", "/api/redirects", "", nil), http.StatusUnauthorized)
	expectStatus(t, site.do("GET", "/api/redirects.csv", "", nil), http.StatusUnauthorized)
}

// rule fills a redirect rule's {slots}, pair by pair, as the server words a refusal.
func rule(message string, pairs ...string) string {
	for i := 0; i+1 < len(pairs); i += 2 {
		message = strings.ReplaceAll(message, "{"+pairs[i]+"}", pairs[i+1])
	}
	return message
}

// redirectList answers the redirects as staff list them, as "from → to" lines.
func redirectList(t *testing.T, site *testSite) string {
	t.Helper()
	var lines []string
	for _, r := range decodeAs[[]content.Redirect](t, site.admin("GET", "/api/redirects", nil), http.StatusOK) {
		lines = append(lines, fmt.Sprintf("%s%s → %s %d", r.From, map[bool]string{true: "/*"}[bool(r.Prefix)], r.To, r.Status()))
	}
	return strings.Join(lines, "\n")
}

// A redirect is refused when saved, at the field that is wrong and saying why, when it could
// never apply, leads nowhere valid, or would make a chain or a loop with the others; a
// refused save changes nothing.
func TestARedirectThatWouldLoopChainOrNeverApplyIsRefusedAtItsField(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, r := range []map[string]any{
		{"from": "/a", "to": "/b"},
		{"from": "/news", "prefix": true, "to": "/research"},
		{"from": "/old-team", "to": "/team"},
	} {
		expectStatus(t, site.admin("POST", "/api/redirects", r), http.StatusCreated)
	}
	oldTeam := decodeAs[[]content.Redirect](t, site.admin("GET", "/api/redirects", nil), http.StatusOK)[2]
	rr := content.RedirectRule
	for _, c := range []struct {
		name, method, path string
		body               map[string]any
		field, message     string
	}{
		{"to itself", "POST", "/api/redirects", map[string]any{"from": "/x", "to": "/x"}, "to", rr.Self},
		{"to itself with a slash and a query", "POST", "/api/redirects", map[string]any{"from": "/x/", "to": "/x?y=1"}, "to", rr.Self},
		{"a prefix to under itself", "POST", "/api/redirects", map[string]any{"from": "/docs", "prefix": true, "to": "/docs/v2"},
			"to", rule(rr.Under, "to", "/docs/v2", "from", "/docs")},
		{"the API", "POST", "/api/redirects", map[string]any{"from": "/api/old", "to": "/team"}, "from", rule(rr.ServerPath, "path", "/api")},
		{"the panel", "POST", "/api/redirects", map[string]any{"from": "/admin", "to": "/team"}, "from", rule(rr.ServerPath, "path", "/admin")},
		{"the built files", "POST", "/api/redirects", map[string]any{"from": "/assets/app.js", "to": "/team"}, "from", rule(rr.ServerPath, "path", "/assets")},
		{"the uploads", "POST", "/api/redirects", map[string]any{"from": "/uploads/x.png", "prefix": true, "to": "/team"}, "from", rule(rr.ServerPath, "path", "/uploads")},
		{"no slash first", "POST", "/api/redirects", map[string]any{"from": "old-page", "to": "/team"}, "from", rr.FromPath},
		{"a query", "POST", "/api/redirects", map[string]any{"from": "/old?id=3", "to": "/team"}, "from", rr.FromPath},
		{"another site's address", "POST", "/api/redirects", map[string]any{"from": "//evil.example/x", "to": "/team"}, "from", rr.FromPath},
		{"a dot segment", "POST", "/api/redirects", map[string]any{"from": "/a/../b", "to": "/team"}, "from", rr.FromPath},
		{"a page's address", "POST", "/api/redirects", map[string]any{"from": "/team", "to": "/gallery"}, "from", rule(rr.OwnPath, "path", "/team")},
		{"a German page's address", "POST", "/api/redirects", map[string]any{"from": "/de/forschung", "to": "/research"},
			"from", rule(rr.OwnPath, "path", "/de/forschung")},
		{"a script", "POST", "/api/redirects", map[string]any{"from": "/x", "to": "javascript:alert(1)"}, "to", rr.Target},
		{"a protocol-relative address", "POST", "/api/redirects", map[string]any{"from": "/x", "to": "//evil.example"}, "to", rr.Target},
		{"a backslash", "POST", "/api/redirects", map[string]any{"from": "/x", "to": "/\\evil.example"}, "to", rr.Target},
		{"a relative path", "POST", "/api/redirects", map[string]any{"from": "/x", "to": "research"}, "to", rr.Target},
		{"a chain", "POST", "/api/redirects", map[string]any{"from": "/c", "to": "/a"}, "to", rule(rr.Chain, "path", "/a", "to", "/b")},
		{"a chain through a prefix", "POST", "/api/redirects", map[string]any{"from": "/c", "to": "/news/2024"},
			"to", rule(rr.Chain, "path", "/news/2024", "to", "/research/2024")},
		{"a loop", "POST", "/api/redirects", map[string]any{"from": "/b", "to": "/a"}, "to", rule(rr.Loop, "path", "/a", "from", "/b")},
		{"a loop through a prefix", "POST", "/api/redirects", map[string]any{"from": "/research", "prefix": true, "to": "/news"},
			"to", rule(rr.Loop, "path", "/news", "from", "/research")},
		{"another leading here", "POST", "/api/redirects", map[string]any{"from": "/b", "to": "/c"},
			"from", rule(rr.Incoming, "from", "/a", "to", "/c")},
		{"another leading under a new prefix", "POST", "/api/redirects", map[string]any{"from": "/", "prefix": true, "to": "https://new.example"},
			"from", rule(rr.Incoming, "from", "/a", "to", "https://new.example/b")},
		{"an update making a chain", "PUT", fmt.Sprintf("/api/redirects/%d", oldTeam.ID), map[string]any{"to": "/a"},
			"to", rule(rr.Chain, "path", "/a", "to", "/b")},
	} {
		before := redirectList(t, site)
		res := decodeAs[envelope](t, site.admin(c.method, c.path, c.body), http.StatusBadRequest)
		if got := res.Errors[c.field]; got != c.message || len(res.Errors) != 1 {
			t.Errorf("%s: errors %v, want %s: %q", c.name, res.Errors, c.field, c.message)
		}
		if after := redirectList(t, site); after != before {
			t.Errorf("%s: the refused save changed the list:\n%s\nwas\n%s", c.name, after, before)
		}
	}
	// A target the site answers itself ends there: leading to a page under a prefix
	// another redirect takes is no chain, since the page wins.
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/team-old", "to": "/team"}), http.StatusCreated)
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/redirects/%d", oldTeam.ID), map[string]any{"to": "/b", "temporary": true}), http.StatusOK)
}

// Saves at once cannot make a loop between them: of two redirects each leading to the
// other's path, saved together, exactly one is stored (on PostgreSQL too, whose
// transactions run side by side).
func TestTwoRedirectsSavedAtOnceCannotMakeALoop(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	const pairs = 8
	var wg sync.WaitGroup
	statuses := make([][2]int, pairs)
	for i := range pairs {
		for j, r := range []map[string]any{
			{"from": fmt.Sprintf("/p%d", i), "to": fmt.Sprintf("/q%d", i)},
			{"from": fmt.Sprintf("/q%d", i), "to": fmt.Sprintf("/p%d", i)},
		} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				res := site.admin("POST", "/api/redirects", r)
				res.Body.Close()
				statuses[i][j] = res.StatusCode
			}()
		}
	}
	wg.Wait()
	list := decodeAs[[]content.Redirect](t, site.admin("GET", "/api/redirects", nil), http.StatusOK)
	if len(list) != pairs {
		t.Errorf("%d redirects stored of %d pairs, want one of each: %+v", len(list), pairs, list)
	}
	for i, s := range statuses {
		if !(s == [2]int{http.StatusCreated, http.StatusBadRequest} || s == [2]int{http.StatusBadRequest, http.StatusCreated}) {
			t.Errorf("pair %d answered %v, want one 201 and one 400", i, s)
		}
	}
}

// csvBody answers rows as the lines of a CSV file.
func csvBody(rows ...string) []byte { return []byte(strings.Join(rows, "\r\n") + "\r\n") }

// importCSV posts a CSV file to the import as its body.
func importCSV(site *testSite, file []byte) *http.Response {
	return site.do("POST", "/api/redirects/import", site.token, file, "Content-Type", "text/csv")
}

// The export is a CSV file in the site's CSV style, with the columns from, prefix, to and
// status, which imports back as it is; an edited copy updates the redirects by their from
// and adds the new ones, sent as a body or as a form's file, and the audit log has each.
func TestRedirectsExportAsCSVAndAnEditedFileImportsBack(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, r := range []map[string]any{
		{"from": "/old-team", "to": "/team"},
		{"from": "/news", "prefix": true, "to": "https://blog.example/news", "temporary": true},
	} {
		expectStatus(t, site.admin("POST", "/api/redirects", r), http.StatusCreated)
	}
	res := site.admin("GET", "/api/redirects.csv", nil)
	file := expectStatus(t, res, http.StatusOK)
	if res.Header.Get("Content-Type") != "text/csv; charset=utf-8" || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="redirects-`) {
		t.Errorf("the export's headers: %v", res.Header)
	}
	want := "\uFEFF" + string(csvBody(`"from","prefix","to","status"`,
		`"/news","yes","https://blog.example/news","302"`,
		`"/old-team","no","/team","301"`))
	if file != want {
		t.Fatalf("the export:\n%q\nwant\n%q", file, want)
	}

	// The file as it is changes nothing.
	got := decodeAs[importAnswer](t, importCSV(site, []byte(file)), http.StatusOK)
	if got.Added != 0 || got.Updated != 0 || got.Unchanged != 2 {
		t.Errorf("importing the export back answered %+v", got)
	}

	// Edited in a spreadsheet: a target changed, a status, a line added, columns moved,
	// cells unquoted.
	edited := csvBody("to,from,status,prefix",
		"/gallery,/old-team,302,no",
		"https://blog.example/news,/news,302,yes",
		"/research,/old-research,,")
	got = decodeAs[importAnswer](t, site.upload("/api/redirects/import", formFile{"file", "redirects.csv", edited}), http.StatusOK)
	if got.Added != 1 || got.Updated != 1 || got.Unchanged != 1 || got.Message != "1 added, 1 updated, 1 unchanged" {
		t.Errorf("importing the edited file answered %+v", got)
	}
	if list, want := redirectList(t, site), "/news/* → https://blog.example/news 302\n/old-research → /research 301\n/old-team → /gallery 302"; list != want {
		t.Errorf("after the import:\n%s\nwant\n%s", list, want)
	}
	r := site.do("GET", "/old-research", "", nil)
	r.Body.Close()
	if r.StatusCode != http.StatusMovedPermanently || r.Header.Get("Location") != "/research" {
		t.Errorf("/old-research after the import = %d to %q", r.StatusCode, r.Header.Get("Location"))
	}

	// Each change is the audit log's, as a save one by one would be.
	page := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=redirect", nil), http.StatusOK)
	var entries []string
	for _, e := range page.Entries {
		entries = append(entries, e.Action+" "+e.Target)
	}
	if got, want := strings.Join(entries, ", "), "create /old-research, update /old-team, create /news, create /old-team"; got != want {
		t.Errorf("the audit log of redirects: %s, want %s", got, want)
	}

	// A cell that would run as a formula in a spreadsheet is kept as text, and read back.
	rows, err := csv.NewReader(bytes.NewReader([]byte(strings.TrimPrefix(file, "\uFEFF")))).ReadAll()
	if err != nil || !reflect.DeepEqual(rows[0], []string{"from", "prefix", "to", "status"}) {
		t.Errorf("the export reads as %v, %v", rows, err)
	}
}

// An import with any line refused stores nothing, and says which lines and why; a file
// that is not the redirects' CSV is refused whole too.
func TestARedirectsImportWithABadLineStoresNothingAndNamesTheLines(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/a", "to": "/b"}), http.StatusCreated)
	before := redirectList(t, site)
	rr := content.RedirectRule
	file := csvBody("from,prefix,to,status",
		"/fine,no,/team,301",       // line 2: fine
		"/x,no,javascript:x,301",   // 3: a target that is none
		"/api/x,no,/team,301",      // 4: the server's
		"/y,maybe,/team,307",       // 5: prefix and status
		"/fine,no,/gallery,301",    // 6: the same from again
		"/c,no,/a,301",             // 7: a chain with a stored one
		"/d,no,/e,301",             // 8: a chain with line 9
		"/e,no,/research,301",      // 9: led to by line 8
		"/team,no,/gallery,301",    // 10: a page
		"/old-ok,no,/research,301") // 11: fine
	res := decodeAs[envelope](t, importCSV(site, file), http.StatusBadRequest)
	want := map[string]string{
		"line 3":  "to: " + rr.Target,
		"line 4":  "from: " + rule(rr.ServerPath, "path", "/api"),
		"line 5":  "prefix: " + msgPrefixCell + "; status: " + msgStatusCell,
		"line 6":  "from: " + fmt.Sprintf(msgTwice, "/fine", 2),
		"line 7":  "to: " + rule(rr.Chain, "path", "/a", "to", "/b"),
		"line 8":  "to: " + rule(rr.Chain, "path", "/e", "to", "/research"),
		"line 9":  "from: " + rule(rr.Incoming, "from", "/d", "to", "/research"),
		"line 10": "from: " + rule(rr.OwnPath, "path", "/team"),
	}
	if !reflect.DeepEqual(map[string]string(res.Errors), want) || res.Message != "Nothing was imported: 8 lines have errors (lines 3, 4, 5, 6, 7, …)" {
		t.Errorf("the refusal: %q\n%v\nwant\n%v", res.Message, res.Errors, want)
	}
	if after := redirectList(t, site); after != before {
		t.Errorf("a refused import changed the list:\n%s", after)
	}

	// Each line fine alone, some not among the others, as the store's import finds them:
	// still nothing stored.
	file = csvBody("from,prefix,to,status", "/fine,no,/team,301", "/c,no,/a,301", "/d,no,/e,301", "/e,no,/research,301",
		"/team,no,/gallery,301", "/old-ok,no,/research,301")
	res = decodeAs[envelope](t, importCSV(site, file), http.StatusBadRequest)
	want = map[string]string{
		"line 3": "to: " + rule(rr.Chain, "path", "/a", "to", "/b"),
		"line 4": "to: " + rule(rr.Chain, "path", "/e", "to", "/research"),
		"line 5": "from: " + rule(rr.Incoming, "from", "/d", "to", "/research"),
		"line 6": "from: " + rule(rr.OwnPath, "path", "/team"),
	}
	if !reflect.DeepEqual(map[string]string(res.Errors), want) || res.Message != "Nothing was imported: 4 lines have errors (lines 3, 4, 5, 6)" {
		t.Errorf("the refusal: %q\n%v\nwant\n%v", res.Message, res.Errors, want)
	}
	if after := redirectList(t, site); after != before {
		t.Errorf("a refused import changed the list:\n%s", after)
	}

	for name, c := range map[string]struct {
		file    []byte
		message string
	}{
		"no header":        {csvBody("/x,no,/team,301"), msgCSVHeader},
		"unknown column":   {csvBody("from,to,comment", "/x,/team,hi"), msgCSVHeader},
		"no lines":         {csvBody("from,prefix,to,status"), msgNoRedirects},
		"empty":            {nil, msgNoRedirects},
		"not a CSV at all": {[]byte("from,to\n\"/x,/team\n"), "This is not a CSV file"},
	} {
		res := decodeAs[envelope](t, importCSV(site, c.file), http.StatusBadRequest)
		if !strings.HasPrefix(res.Message, c.message) {
			t.Errorf("%s: %q, want %q", name, res.Message, c.message)
		}
	}
	expectStatus(t, site.admin("POST", "/api/redirects/import", map[string]any{"from": "/x"}), http.StatusUnsupportedMediaType)
	if after := redirectList(t, site); after != before {
		t.Errorf("a refused import changed the list:\n%s", after)
	}
}

// A redirect deleted goes to the trash and stops leading on; restored, it leads on again,
// and the audit log has each step. A restore that would make a chain with a redirect saved
// meanwhile is refused, saying why.
func TestADeletedRedirectGoesToTheTrashAndComesBack(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	visit := func(path string) string {
		res := site.do("GET", path, "", nil)
		res.Body.Close()
		return fmt.Sprintf("%d %s", res.StatusCode, res.Header.Get("Location"))
	}
	rec := decodeAs[content.Redirect](t, site.admin("POST", "/api/redirects", map[string]any{"from": "/m", "to": "/n"}), http.StatusCreated)
	gone := decodeAs[deleteAnswer](t, site.admin("DELETE", fmt.Sprintf("/api/redirects/%d", rec.ID), nil), http.StatusOK)
	if gone.Message != "Redirect deleted" || visit("/m") != "404 " {
		t.Fatalf("deleted: %+v, /m = %s", gone, visit("/m"))
	}
	if list := site.trash(); len(list) != 1 || list[0].Kind != "redirect" || list[0].Label != "/m" {
		t.Fatalf("the trash: %+v", list)
	}
	expectStatus(t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", gone.TrashID), nil), http.StatusOK)
	if got := visit("/m"); got != "301 /n" {
		t.Errorf("/m after the restore = %s", got)
	}

	// Deleted again; meanwhile /k leads to /m, so /m leading on would make a chain.
	gone = decodeAs[deleteAnswer](t, site.admin("DELETE", fmt.Sprintf("/api/redirects/%d", rec.ID), nil), http.StatusOK)
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/k", "to": "/m"}), http.StatusCreated)
	refused := decodeAs[envelope](t, site.admin("POST", fmt.Sprintf("/api/trash/%d/restore", gone.TrashID), nil), http.StatusConflict)
	if want := "Redirect “/m” cannot come back: " + rule(content.RedirectRule.Incoming, "from", "/k", "to", "/n"); refused.Message != want {
		t.Errorf("the refused restore: %q, want %q", refused.Message, want)
	}
	if got := visit("/m"); got != "404 " {
		t.Errorf("/m after the refused restore = %s", got)
	}

	page := decodeAs[auditPageAnswer](t, site.admin("GET", "/api/audit?kind=redirect", nil), http.StatusOK)
	var entries []string
	for _, e := range page.Entries {
		entries = append(entries, e.Action+" "+e.Target)
	}
	if got, want := strings.Join(entries, ", "), "create /k, delete /m, restore /m, delete /m, create /m"; got != want {
		t.Errorf("the audit log of redirects: %s, want %s", got, want)
	}
}

// Every path a route of the server answers visitors at before the pages (GET) is refused
// as a redirect's from, as the server's own or as a page's (a PDF), since a redirect there
// would never apply.
func TestNoRedirectIsSavedFromAPathARouteAnswers(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	rr := content.RedirectRule
	wildcard := regexp.MustCompile(`\{[^}]*\}`)
	for _, rt := range routes(site.deps) {
		method, p, ok := strings.Cut(rt.pattern, " ")
		if !ok {
			method, p = "GET", rt.pattern
		}
		if method != "GET" || p == "/" {
			continue
		}
		from := wildcard.ReplaceAllString(p, "x")
		res := decodeAs[envelope](t, site.admin("POST", "/api/redirects", map[string]any{"from": from, "to": "/team"}), http.StatusBadRequest)
		got := res.Errors["from"]
		if got != rule(rr.OwnPath, "path", from) && !strings.HasSuffix(got, rule(rr.ServerPath, "path", "")) {
			t.Errorf("a redirect from %s (route %s): %v", from, rt.pattern, res.Errors)
		}
	}
}

// browserURL answers where a browser on the site at origin goes for a Location header: it
// reads the header as the URL standard says for http(s) (leading and trailing spaces and
// control characters dropped, tabs and newlines removed, a backslash read as a slash), then
// resolves it against the origin.
func browserURL(t *testing.T, origin, location string) *url.URL {
	t.Helper()
	loc := strings.TrimFunc(location, func(r rune) bool { return r <= ' ' })
	loc = strings.NewReplacer("\t", "", "\n", "", "\r", "", `\`, "/").Replace(loc)
	base, err := url.Parse(origin)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := url.Parse(loc)
	if err != nil {
		t.Fatalf("the Location %q is no URL: %v", location, err)
	}
	return base.ResolveReference(ref)
}

// The rest of a path a prefix redirect carries over is a path of the site, escaped as one:
// whatever a visitor puts after the prefix (a backslash, a tab, slashes, spaces, control
// characters), a browser following the Location stays on the site, or on the other site a
// redirect leads to. A path of the site still arrives whole.
func TestAPrefixRedirectNeverLeadsABrowserToAnotherHost(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, r := range []map[string]any{
		{"from": "/old-blog", "prefix": true, "to": "/"},
		{"from": "/archive", "prefix": true, "to": "/research/"},
		{"from": "/old-shop", "prefix": true, "to": "https://shop.example"},
		{"from": "/sale", "to": "/100%-natural"}, // a "%" that starts no escape
	} {
		expectStatus(t, site.admin("POST", "/api/redirects", r), http.StatusCreated)
	}
	tails := []string{
		"/%5Cevil.example", "/%5C%5Cevil.example", "/%09/evil.example", "/%09%09evil.example",
		"//evil.example", "/%2F%2Fevil.example", "/%2Fevil.example", "/%5C/evil.example",
		"/%0D%0A/evil.example", "/%0A/evil.example", "/%20/evil.example", "/%0B/evil.example",
		"/%0C/evil.example", "/%00/evil.example", "/%1F/evil.example", "/%7F/evil.example",
		"/%E3%80%80/evil.example", "/%C2%A0/evil.example", "/.%5Cevil.example", "/%5C.evil.example",
		"/@evil.example", "/%40evil.example", "/x?%5C=1", "/%3F%5Cevil",
	}
	for _, from := range []string{"/old-blog", "/archive"} {
		for _, tail := range tails {
			res := site.do("GET", from+tail, "", nil)
			res.Body.Close()
			loc := res.Header.Get("Location")
			// 301 from the redirect, 307 from the server's own cleaning of "//", or not found.
			if res.StatusCode != http.StatusMovedPermanently && res.StatusCode != http.StatusTemporaryRedirect && res.StatusCode != http.StatusNotFound {
				t.Errorf("%s%s = %d to %q", from, tail, res.StatusCode, loc)
				continue
			}
			if loc == "" {
				continue
			}
			if got := browserURL(t, site.srv.URL, loc); got.Host != strings.TrimPrefix(site.srv.URL, "http://") {
				t.Errorf("%s%s leads a browser to %s (Location %q)", from, tail, got, loc)
			}
		}
	}
	for _, tail := range tails {
		res := site.do("GET", "/old-shop"+tail, "", nil)
		res.Body.Close()
		loc := res.Header.Get("Location")
		if got := browserURL(t, site.srv.URL, loc); res.StatusCode == http.StatusMovedPermanently && got.Host != "shop.example" {
			t.Errorf("/old-shop%s leads a browser to %s (Location %q)", tail, got, loc)
		}
	}
	// Paths of the site arrive as they were asked, escaped where they must be.
	for path, want := range map[string]string{
		"/old-blog/team":                "/team",
		"/archive/2024/launch?utm=mail": "/research/2024/launch?utm=mail",
		"/archive/caf%C3%A9":            "/research/caf%C3%A9",
		"/archive/a%20b":                "/research/a%20b",
		"/old-shop/cart/1":              "https://shop.example/cart/1",
		"/old-shop/caf%C3%A9?size=m":    "https://shop.example/caf%C3%A9?size=m",
		"/sale":                         "/100%25-natural",
	} {
		res := site.do("GET", path, "", nil)
		res.Body.Close()
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
			t.Errorf("%s = %d to %q, want 301 to %q", path, res.StatusCode, res.Header.Get("Location"), want)
		}
	}
}

// manyRedirectLines answers the lines of a CSV file of n redirects, none leading to another: exact
// ones to paths of the site, prefixes, and some to another site.
func manyRedirectLines(n int) []string {
	rows := []string{"from,prefix,to,status"}
	for i := range n {
		switch i % 4 {
		case 0:
			rows = append(rows, fmt.Sprintf("/old-section-%d,yes,/research/s%d,302", i, i))
		case 1:
			rows = append(rows, fmt.Sprintf("/old/page-%d,no,https://elsewhere.example/%d,", i, i))
		default:
			rows = append(rows, fmt.Sprintf("/old/page-%d,,/new/page-%d,301", i, i))
		}
	}
	return rows
}

// An import of 10,000 lines, the most a file may hold, stores every one, and they lead on;
// one more line refuses the file whole, naming the limit; and a line that would make a
// chain is found among the 10,000 all the same.
func TestARedirectsImportOf10000LinesStoresThemAllAndALongerFileIsRefused(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	rows := manyRedirectLines(maxImportLines)
	got := decodeAs[importAnswer](t, importCSV(site, csvBody(rows...)), http.StatusOK)
	if got.Added != maxImportLines || got.Updated != 0 || got.Unchanged != 0 {
		t.Fatalf("importing 10,000 lines answered %+v", got)
	}
	list := decodeAs[[]content.Redirect](t, site.admin("GET", "/api/redirects", nil), http.StatusOK)
	froms := map[string]bool{}
	for _, r := range list {
		froms[r.From] = true
	}
	for _, row := range rows[1:] {
		from, _, _ := strings.Cut(row, ",")
		if !froms[from] {
			t.Errorf("%s was not stored", from)
		}
	}
	if len(list) != maxImportLines {
		t.Errorf("%d redirects stored, want %d", len(list), maxImportLines)
	}
	for path, want := range map[string]string{
		"/old/page-9998":            "/new/page-9998",
		"/old/page-9997":            "https://elsewhere.example/9997",
		"/old-section-9996/a/b?x=1": "/research/s9996/a/b?x=1",
	} {
		res := site.do("GET", path, "", nil)
		res.Body.Close()
		if res.Header.Get("Location") != want {
			t.Errorf("%s = %d to %q, want %q", path, res.StatusCode, res.Header.Get("Location"), want)
		}
	}

	// The same file again changes nothing; with one line leading into another redirect,
	// that line is named and nothing is stored.
	got = decodeAs[importAnswer](t, importCSV(site, csvBody(rows...)), http.StatusOK)
	if got.Unchanged != maxImportLines {
		t.Errorf("importing the same file again answered %+v", got)
	}
	chained := append([]string(nil), rows...)
	chained[maxImportLines] = "/old/page-9999,no,/old-section-0/x,"
	res := importCSV(site, csvBody(chained...))
	if body := expectStatus(t, res, http.StatusBadRequest); !strings.Contains(body, "line 10001") || !strings.Contains(body, "/research/s0/x") {
		t.Errorf("an import with a chain on its last line answered %s", body)
	}

	longer := append(manyRedirectLines(maxImportLines), "/one-more,no,/team,")
	res = importCSV(site, csvBody(longer...))
	if body := expectStatus(t, res, http.StatusRequestEntityTooLarge); !strings.Contains(body, "10,000") {
		t.Errorf("a file of 10,001 redirects answered %s", body)
	}
	if list := decodeAs[[]content.Redirect](t, site.admin("GET", "/api/redirects", nil), http.StatusOK); len(list) != maxImportLines {
		t.Errorf("after the refused imports %d redirects are stored, want %d", len(list), maxImportLines)
	}
}
