package httpapi

import (
	"compress/gzip"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestPagesServePrerenderedSPAAndNotFound(t *testing.T) {
	site := newSite(t, nil)
	cases := []struct {
		path, want string
		status     int
		cache      string
	}{
		{"/", "home page", 200, "no-cache"},
		{"/research", "research page", 200, "no-cache"},
		{"/research/", "research page", 200, "no-cache"},
		{"/admin", "shell", 200, "no-cache"},
		{"/team", "shell", 200, "no-cache"},
		{"/no-such-page", "shell", 404, "no-cache"},
		{"/assets/app-1234.js", "console.log", 200, "public, max-age=31536000, immutable"},
		{"/robots.txt", "User-agent", 200, "public, max-age=3600"},
	}
	for _, c := range cases {
		res := site.do("GET", c.path, "", nil)
		body := readBody(t, res)
		if res.StatusCode != c.status || !strings.Contains(body, c.want) || res.Header.Get("Cache-Control") != c.cache {
			t.Errorf("GET %s = %d %q cache %q; want %d %q %q", c.path, res.StatusCode, body, res.Header.Get("Cache-Control"), c.status, c.want, c.cache)
		}
	}
}

// TestClientRoutesShowTheShellWithTheirOwnTitle: /admin must not flash the home page
// before the app starts, and /team carries its own title and description for search
// engines and link previews.
func TestClientRoutesShowTheShellWithTheirOwnTitle(t *testing.T) {
	site := newSite(t, nil)
	admin := readBody(t, site.do("GET", "/admin", "", nil))
	if strings.Contains(admin, "home page") || !strings.Contains(admin, "shell") {
		t.Errorf("/admin answered %q, want the shell", admin)
	}
	team := readBody(t, site.do("GET", "/team", "", nil))
	for _, want := range []string{"<title>Team | QRS</title>", `content="The people of QRS &amp; partners."`,
		`<meta property="og:title" content="Team | QRS">`} {
		if !strings.Contains(team, want) {
			t.Errorf("/team lacks %s:\n%s", want, team)
		}
	}
	// Its own chunk is announced once; the main bundle, already in the shell, and anything
	// not from the build are not.
	if strings.Count(team, `<link rel="modulepreload" crossorigin href="/assets/team-1.js">`) != 1 ||
		strings.Contains(team, `modulepreload" crossorigin href="/assets/app-1234.js"`) || strings.Contains(team, "elsewhere.example") {
		t.Errorf("/team preloads are wrong:\n%s", team)
	}
}

func TestLoginRedirectsToQrsadmin(t *testing.T) {
	site := newSite(t, nil)
	res := site.do("GET", "/login", "", nil)
	expectStatus(t, res, http.StatusFound)
	if res.Header.Get("Location") != "/qrsadmin" {
		t.Fatalf("Location = %q", res.Header.Get("Location"))
	}
}

func TestAPIPathsNeverGetTheApp(t *testing.T) {
	site := newSite(t, nil)
	res := site.do("GET", "/api/unknown/thing", "", nil)
	body := expectStatus(t, res, http.StatusNotFound)
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") || strings.Contains(body, "shell") {
		t.Fatalf("api 404 = %q %s", res.Header.Get("Content-Type"), body)
	}
}

func TestPagesWithoutRoutesManifestFallBack(t *testing.T) {
	h := pagesOf(fstest.MapFS{"index.html": {Data: []byte("<html>shell</html>")}})
	for path, status := range map[string]int{"/": 200, "/admin": 404, "/anything": 404} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != status || !strings.Contains(rec.Body.String(), "shell") {
			t.Errorf("GET %s = %d %q, want %d", path, rec.Code, rec.Body.String(), status)
		}
	}
	rec := httptest.NewRecorder()
	pagesOf(fstest.MapFS{}).ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "make build") {
		t.Errorf("unbuilt app = %d %q", rec.Code, rec.Body.String())
	}
}

func TestEveryResponseCarriesSecurityHeaders(t *testing.T) {
	site := newSite(t, nil)
	for _, p := range []string{"/", "/api/team-members", "/no-such-page"} {
		res := site.do("GET", p, "", nil)
		readBody(t, res)
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self'", "frame-ancestors 'none'", "https://i.ytimg.com", "https://www.youtube-nocookie.com"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s CSP %q lacks %q", p, csp, want)
			}
		}
		for _, directive := range strings.Split(csp, ";") {
			if d := strings.TrimSpace(directive); strings.HasPrefix(d, "script-src") && d != "script-src 'self'" {
				t.Errorf("script-src allows more than the site's own files: %q", d)
			}
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Referrer-Policy") == "" {
			t.Errorf("%s headers = %v", p, res.Header)
		}
		if res.Header.Get("Strict-Transport-Security") != "" {
			t.Errorf("HSTS on http")
		}
	}
}

func TestJSONIsGzippedForClientsThatAcceptIt(t *testing.T) {
	site := newSite(t, nil)
	site.seed()
	res := site.do("GET", "/api/team-members", "", nil, "Accept-Encoding", "gzip")
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding = %q", res.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !strings.Contains(string(body), "Ann Example") {
		t.Fatalf("body = %s", body)
	}
}

func TestPrecompressedAssetIsServedWhenAccepted(t *testing.T) {
	web := fstest.MapFS{
		"index.html":       {Data: []byte("<html>shell</html>")},
		"assets/app.js":    {Data: []byte("plain")},
		"assets/app.js.br": {Data: []byte("brotli bytes")},
	}
	h := pagesOf(web)
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

// pagesOf answers the page handler of a web build alone, without lists.
func pagesOf(web fs.FS) http.Handler {
	return handlePages(loadWebApp(web, "http://localhost:8080", newListCache(func() int64 { return 1 }), slog.New(slog.DiscardHandler)))
}
