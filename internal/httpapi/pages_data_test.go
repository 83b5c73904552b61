package httpapi

import (
	"compress/gzip"
	"fmt"
	"html"
	"image/png"
	"io"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestPagesEmbedExactlyTheContentAndListsTheyShow(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	for route, want := range map[string][]string{
		"/":                 {"/api/content/home", "/api/content/research", "/api/content/site", "/api/testimonials"},
		"/whitepaper":       {"/api/content/qrs-coin", "/api/content/site", "/api/content/whitepaper"},
		"/research":         {"/api/content/research", "/api/content/site"},
		"/team":             {"/api/content/site", "/api/content/team", "/api/team-members"},
		"/global-partners":  {"/api/content/global-partners", "/api/content/site", "/api/global-partners", "/api/partner-categories"},
		"/research-papers":  {"/api/content/research-papers", "/api/content/site", "/api/research-papers"},
		"/downloads":        {"/api/content/downloads", "/api/content/site", "/api/research-papers"},
		"/gallery":          {"/api/content/gallery", "/api/content/site", "/api/gallery/images", "/api/gallery/videos"},
		"/no-such-page":     {"/api/content/not-found", "/api/content/site"},
		"/de/whitepaper":    {"/api/content/qrs-coin?locale=de", "/api/content/site?locale=de", "/api/content/whitepaper?locale=de"},
		"/de/gibt-es-nicht": {"/api/content/not-found?locale=de", "/api/content/site?locale=de"},
	} {
		res := site.do("GET", route, "", nil)
		body := readBody(t, res)
		data := embedded(t, body)
		delete(data, "/api/languages") // every page has it: where each page is in every language
		if got := slices.Sorted(maps.Keys(data)); !slices.Equal(got, want) {
			t.Errorf("%s embeds %v, want %v", route, got, want)
		}
		for path, value := range data {
			api := readBody(t, site.do("GET", path, "", nil))
			if string(value) != strings.TrimSpace(api) {
				t.Errorf("%s embeds %s as %.200s; the API answers %.200s", route, path, value, api)
			}
			if strings.HasPrefix(path, "/api/") && !strings.HasPrefix(path, "/api/content/") && len(embeddedList(t, body, path)) != 1 {
				t.Errorf("%s embeds %s without its record", route, path)
			}
		}
		if strings.Index(body, `id="qrs-data"`) > strings.Index(body, "</head>") {
			t.Errorf("%s: the data is not in the head", route)
		}
	}
}

func TestDataPageShowsTheListAsOfTheLatestWrite(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	if list := embeddedList(t, readBody(t, site.do("GET", "/team", "", nil)), "/api/team-members"); len(list) != 0 {
		t.Fatalf("empty team embeds %v", list)
	}
	created := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	body := readBody(t, site.do("GET", "/team", "", nil))
	if list := embeddedList(t, body, "/api/team-members"); len(list) != 1 || list[0]["name"] != "Ann Example" || !strings.Contains(visible(body), "Ann Example") {
		t.Fatalf("after create the page shows %v", list)
	}
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/team-members/%v", created["id"]), map[string]any{"name": "Ann Renamed"}), http.StatusOK)
	body = readBody(t, site.do("GET", "/team", "", nil))
	if list := embeddedList(t, body, "/api/team-members"); len(list) != 1 || list[0]["name"] != "Ann Renamed" ||
		!strings.Contains(visible(body), "Ann Renamed") || strings.Contains(visible(body), "Ann Example") {
		t.Fatalf("after update the page shows %v", list)
	}
}

func TestEmbeddedDataCannotCloseTheScriptElement(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS & Co",
		"description": "Says </script><script>alert(1)</script> <!-- hi"}), http.StatusCreated)
	body := readBody(t, site.do("GET", "/team", "", nil))
	if strings.Contains(body, "<script>alert(1)") || strings.Contains(body, "<!-- hi") {
		t.Fatalf("markup from a record reached the page: %s", body)
	}
	list := embeddedList(t, body, "/api/team-members")
	if len(list) != 1 || list[0]["description"] != "Says </script><script>alert(1)</script> <!-- hi" || list[0]["company"] != "QRS & Co" {
		t.Fatalf("embedded record = %v", list)
	}
}

func TestPagesAnswer304ForTheirETagUntilTheyChange(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, route := range []string{"/", "/research", "/team"} {
		res := site.do("GET", route, "", nil)
		expectStatus(t, res, http.StatusOK)
		etag := res.Header.Get("ETag")
		if etag == "" || res.Header.Get("Cache-Control") != "no-cache" {
			t.Fatalf("%s: ETag %q, Cache-Control %q", route, etag, res.Header.Get("Cache-Control"))
		}
		res = site.do("GET", route, "", nil, "If-None-Match", etag)
		if body := expectStatus(t, res, http.StatusNotModified); body != "" {
			t.Fatalf("%s: 304 with a body %q", route, body)
		}
	}
	res := site.do("GET", "/team", "", nil)
	readBody(t, res)
	etag := res.Header.Get("ETag")
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	res = site.do("GET", "/team", "", nil, "If-None-Match", etag)
	if body := expectStatus(t, res, http.StatusOK); !strings.Contains(body, "Ann Example") || res.Header.Get("ETag") == etag {
		t.Fatalf("after a write: ETag %q (was %q)", res.Header.Get("ETag"), etag)
	}
}

func TestPagesAndListsAreEncodedAsTheClientAccepts(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.seed()
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		"":     func(r io.Reader) (io.Reader, error) { return r, nil },
	}
	for _, c := range []struct{ path, want string }{
		{"/", `data-route="/"`}, {"/research", `data-route="/research"`}, {"/team", "Ann Example"}, {"/api/team-members", "Ann Example"},
	} {
		etags := map[string]bool{}
		for _, accept := range []string{"gzip, deflate, br, zstd", "gzip", "identity", ""} {
			res := site.do("GET", c.path, "", nil, "Accept-Encoding", accept)
			enc := res.Header.Get("Content-Encoding")
			wantEnc := map[string]string{"gzip, deflate, br, zstd": "br", "gzip": "gzip"}[accept]
			if enc != wantEnc || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("%s with Accept-Encoding %q: Content-Encoding %q, Vary %q", c.path, accept, enc, res.Header.Get("Vary"))
			}
			rd, err := decoders[enc](res.Body)
			if err != nil {
				t.Fatal(err)
			}
			body, err := io.ReadAll(rd)
			res.Body.Close()
			if err != nil || !strings.Contains(string(body), c.want) {
				t.Errorf("%s in %q: %v %.80q", c.path, enc, err, body)
			}
			etags[enc+" "+res.Header.Get("ETag")] = true
		}
		if len(etags) != 3 {
			t.Errorf("%s: the encodings do not have an ETag each: %v", c.path, etags)
		}
	}
}

func TestPagesCarryCanonicalAndPreviewTagsFromTheBaseURL(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example/" })
	for route, key := range map[string]string{"/": "home", "/research": "research", "/team": "team"} {
		title, _ := pageSEO(t, site, key)
		title = html.EscapeString(title)
		body := readBody(t, site.do("GET", route, "", nil))
		url := "https://qrs.example" + route
		for _, want := range []string{
			`<link rel="canonical" href="` + url + `">`,
			`<meta property="og:url" content="` + url + `">`,
			`<meta property="og:title" content="` + title + `">`,
			`<meta property="og:image" content="https://qrs.example/og-image.png">`,
			`<meta name="twitter:card" content="summary_large_image">`,
			`"@type":"Organization"`,
		} {
			if !strings.Contains(body, want) {
				t.Errorf("%s lacks %s", route, want)
			}
		}
	}
	for _, route := range []string{"/admin", "/qrsadmin", "/no-such-page"} {
		if body := readBody(t, site.do("GET", route, "", nil)); strings.Contains(body, `rel="canonical"`) {
			t.Errorf("%s has a canonical link", route)
		}
	}
}

func TestRobotsAndSitemapListThePublicSite(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example" })
	res := site.do("GET", "/robots.txt", "", nil)
	robots := expectStatus(t, res, http.StatusOK)
	for _, want := range []string{"User-agent: *", "Disallow: /admin", "Disallow: /qrsadmin", "Disallow: /api/",
		"Sitemap: https://qrs.example/sitemap.xml"} {
		if !strings.Contains(robots, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, robots)
		}
	}
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
		t.Errorf("robots.txt type %q", res.Header.Get("Content-Type"))
	}
	res = site.do("GET", "/sitemap.xml", "", nil)
	sitemap := expectStatus(t, res, http.StatusOK)
	if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/xml") {
		t.Errorf("sitemap type %q", res.Header.Get("Content-Type"))
	}
	var locs []string
	for _, m := range regexp.MustCompile(`<loc>([^<]*)</loc>`).FindAllStringSubmatch(sitemap, -1) {
		locs = append(locs, strings.TrimPrefix(m[1], "https://qrs.example"))
	}
	want := []string{"/", "/download-site", "/downloads", "/gallery", "/global-partners", "/legal", "/privacy", "/qrs-coin",
		"/research", "/research-papers", "/space-research", "/team", "/terms", "/whitepaper",
		"/de", "/de/website-herunterladen", "/de/downloads", "/de/galerie", "/de/partner-weltweit", "/de/rechtliches",
		"/de/datenschutz", "/de/qrs-coin", "/de/forschung", "/de/forschungsarbeiten", "/de/weltraumforschung", "/de/team",
		"/de/nutzungsbedingungen", "/de/whitepaper"}
	if !slices.Equal(locs, want) {
		t.Errorf("sitemap lists %v, want %v", locs, want)
	}
}

func TestOGImageIsALinkPreviewSizedPNG(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	res := site.do("GET", "/og-image.png", "", nil)
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("og-image = %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	img, err := png.Decode(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
		t.Fatalf("og-image is %v", b)
	}
}
