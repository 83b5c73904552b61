package httpapi

import (
	"encoding/json"
	"github.com/qrs-site/qrs/internal/content"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/site"
	"github.com/qrs-site/qrs/internal/testutil"
)

var dataTag = regexp.MustCompile(`<script id="qrs-data" type="application/json">(.*?)</script>`)

// embedded answers the data object a page carries for the browser (nil when it has none).
func embedded(t *testing.T, body string) map[string]json.RawMessage {
	t.Helper()
	m := dataTag.FindStringSubmatch(body)
	if m == nil {
		return nil
	}
	var data map[string]json.RawMessage
	if err := json.Unmarshal([]byte(m[1]), &data); err != nil {
		t.Fatalf("data tag is not JSON: %v\n%s", err, m[1])
	}
	return data
}

// embeddedList answers one list a page carries.
func embeddedList(t *testing.T, body, path string) []map[string]any {
	t.Helper()
	var list []map[string]any
	if raw, ok := embedded(t, body)[path]; ok {
		if err := json.Unmarshal(raw, &list); err != nil {
			t.Fatalf("%s is not a list: %v", path, err)
		}
	}
	return list
}

// visible is the page as a visitor without JavaScript sees it: the body's markup, without
// the data script.
func visible(body string) string {
	if at := strings.Index(body, "<body"); at >= 0 {
		body = body[at:]
	}
	return dataTag.ReplaceAllString(body, "")
}

// pageSEO answers the title and description a content document gives its page.
func pageSEO(t *testing.T, site *testSite, key string) (title, description string) {
	t.Helper()
	doc := decodeAs[struct {
		SEO struct{ Title, Description string } `json:"seo"`
	}](t, site.do("GET", "/api/content/"+key, "", nil), http.StatusOK)
	if doc.SEO.Title == "" {
		t.Fatalf("content %s has no seo title", key)
	}
	// The page fills the site's slots ({facts.totalSupply}) as every text's.
	siteDoc := decodeAs[map[string]any](t, site.do("GET", "/api/content/site", "", nil), http.StatusOK)
	fill := func(s string) string { return content.FillSiteSlotsIn(s, siteDoc, content.DefaultLocale) }
	return fill(doc.SEO.Title), fill(doc.SEO.Description)
}

func TestEveryPublicPageIsRenderedWithItsOwnTitle(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for route, key := range map[string]string{
		"/": "home", "/research": "research", "/research-papers": "research-papers", "/space-research": "space-research",
		"/qrs-coin": "qrs-coin", "/downloads": "downloads", "/gallery": "gallery", "/whitepaper": "whitepaper",
		"/team": "team", "/global-partners": "global-partners", "/legal": "legal", "/download-site": "download-site",
		"/privacy": "privacy", "/terms": "terms",
	} {
		res := site.do("GET", route, "", nil)
		body := expectStatus(t, res, http.StatusOK)
		title, description := pageSEO(t, site, key)
		if !strings.Contains(body, "<title>"+html.EscapeString(title)+"</title>") ||
			!strings.Contains(body, `<meta name="description" content="`+html.EscapeString(description)+`"`) {
			t.Errorf("%s lacks its title %q and description %q", route, title, description)
		}
		if !strings.Contains(body, `<div id="root" data-route="`+route+`">`) || len(visible(body)) < 2000 ||
			!strings.Contains(visible(body), "<footer") || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s is not a whole rendered page (%d bytes visible, cache %q)", route, len(visible(body)), res.Header.Get("Cache-Control"))
		}
		if strings.Contains(body, "<!--app-html-->") {
			t.Errorf("%s still holds the template's marker", route)
		}
	}
	if body := readBody(t, site.do("GET", "/research/", "", nil)); !strings.Contains(body, `data-route="/research"`) {
		t.Errorf("/research/ is not the research page")
	}
}

func TestUnknownPathsGetTheNotFoundPageWith404(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/no-such-page", "", nil)
	body := visible(expectStatus(t, res, http.StatusNotFound))
	for _, want := range []string{"404 Page Not Found", "The page you are looking for does not exist.", "Return to Home"} {
		if !strings.Contains(body, want) {
			t.Errorf("the not-found page lacks %q", want)
		}
	}
}

func TestAdminPathsGetTheShellWithoutPageContent(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	homeTitle, _ := pageSEO(t, site, "home")
	for _, route := range []string{"/admin", "/qrsadmin"} {
		body := expectStatus(t, site.do("GET", route, "", nil), http.StatusOK)
		if !strings.Contains(body, `<div id="root" data-route="">`) || strings.Contains(body, html.EscapeString(homeTitle)) {
			t.Errorf("%s is not the shell:\n%.400s", route, visible(body))
		}
		// The shell carries the site-wide document only, so the panel starts without a request for it.
		if data := embedded(t, body); len(data) != 1 || data["/api/content/site"] == nil {
			t.Errorf("%s embeds %v", route, data)
		}
	}
}

func TestTeamPageShowsItsMembersInTheFirstResponse(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	body := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK)
	if !strings.Contains(visible(body), "Ann Example") {
		t.Fatalf("/team does not show its member outside the data script:\n%s", visible(body))
	}
	// Its chunks are named for the first script to load side by side, each once, and only the
	// build's own files, which the server answers.
	named := regexp.MustCompile(`<meta name="qrs-chunks" content="([^"]+)">`).FindAllStringSubmatch(body, -1)
	if len(named) != 1 {
		t.Fatalf("/team names its chunks %d times", len(named))
	}
	seen := map[string]bool{}
	for _, c := range strings.Split(named[0][1], " ") {
		if seen[c] || !strings.HasPrefix(c, "/assets/") || !strings.HasSuffix(c, ".js") {
			t.Errorf("/team names %q", c)
		}
		seen[c] = true
		expectStatus(t, site.do("GET", c, "", nil), http.StatusOK)
	}
}

// TestAPageIsPaintedWhole: the browser paints a page only once all of it is parsed, so the
// part parsed first never shows alone (and is not painted again, later, with the rest): the
// head asks it to wait for an element that follows the page's content.
func TestAPageIsPaintedWhole(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectLink := regexp.MustCompile(`<link rel="expect" href="#([\w-]+)" blocking="render"\s*/?>`)
	for route, status := range map[string]int{"/": http.StatusOK, "/de/forschung": http.StatusOK, "/no-such-page": http.StatusNotFound} {
		body := expectStatus(t, site.do("GET", route, "", nil), status)
		expect := expectLink.FindStringSubmatch(body)
		if expect == nil || strings.Index(body, expect[0]) > strings.Index(body, "</head>") {
			t.Fatalf("%s: the head asks for no element to wait for", route)
		}
		target := strings.Index(body, `id="`+expect[1]+`"`)
		root := strings.Index(body, `<div id="root"`)
		if target < 0 || root < 0 || target < root+len(`<div id="root"`) || strings.Count(body[target:], "</div>") != 0 {
			t.Errorf("%s: #%s is not after the page's content", route, expect[1])
		}
	}
}

func TestLoginRedirectsToQrsadmin(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/login", "", nil)
	expectStatus(t, res, http.StatusFound)
	if res.Header.Get("Location") != "/qrsadmin" {
		t.Fatalf("Location = %q", res.Header.Get("Location"))
	}
}

func TestAPIPathsNeverGetTheApp(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/api/unknown/thing", "", nil)
	body := expectStatus(t, res, http.StatusNotFound)
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") || strings.Contains(body, "<html") {
		t.Fatalf("api 404 = %q %s", res.Header.Get("Content-Type"), body)
	}
}

// A binary built without the render bundle answers the app's template, which the browser
// renders itself; one built without the web app says how to build it.
func TestPagesWithoutTheRenderBundleLeaveRenderingToTheBrowser(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.Render = fstest.MapFS{} })
	body := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK)
	if !strings.Contains(body, `<div id="root" data-route=""></div>`) || !strings.Contains(body, `<script type="module"`) {
		t.Fatalf("/team without the render bundle:\n%s", body)
	}
	rec := httptest.NewRecorder()
	pagesOf(t, fstest.MapFS{}).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "make build") {
		t.Errorf("unbuilt app = %d %q", rec.Code, rec.Body.String())
	}
}

func TestEveryResponseCarriesSecurityHeaders(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, p := range []string{"/", "/api/team-members", "/no-such-page"} {
		res := site.do("GET", p, "", nil)
		readBody(t, res)
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self'", "frame-ancestors 'self'", "frame-src 'self' ", "https://i.ytimg.com", "https://www.youtube-nocookie.com"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s CSP %q lacks %q", p, csp, want)
			}
		}
		for _, directive := range strings.Split(csp, ";") {
			if d := strings.TrimSpace(directive); strings.HasPrefix(d, "script-src") && d != "script-src 'self'" {
				t.Errorf("script-src allows more than the site's own files: %q", d)
			}
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Referrer-Policy") == "" || res.Header.Get("X-Frame-Options") != "SAMEORIGIN" {
			t.Errorf("%s headers = %v", p, res.Header)
		}
		if res.Header.Get("Strict-Transport-Security") != "" {
			t.Errorf("HSTS on http")
		}
	}
}

func TestPrecompressedAssetIsServedWhenAccepted(t *testing.T) {
	t.Parallel()
	web := fstest.MapFS{
		"index.html":       {Data: []byte("<html>shell</html>")},
		"assets/app.js":    {Data: []byte("plain")},
		"assets/app.js.br": {Data: []byte("brotli bytes")},
	}
	h := pagesOf(t, web)
	req := httptest.NewRequest("GET", "/assets/app.js", nil)
	req.Header.Set("Accept-Encoding", "gzip, deflate, br")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Header().Get("Content-Encoding") != "br" || rec.Body.String() != "brotli bytes" ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") {
		t.Fatalf("br = %q %q %q", rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Type"), rec.Body.String())
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/assets/app.js", nil))
	if rec.Header().Get("Content-Encoding") != "" || rec.Body.String() != "plain" {
		t.Fatalf("identity = %q %q", rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
}

// pagesOf answers the page handler of a web build alone, without records or render bundle.
func pagesOf(t *testing.T, web fs.FS) http.Handler {
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	pages := site.New(site.Options{Web: web, Render: fstest.MapFS{}, Store: testutil.MustOpenStore(t, ""),
		Content: model, BaseURL: "http://localhost:8080"})
	return handlePages(&deps{site: pages, log: slog.New(slog.DiscardHandler)})
}
