package httpapi

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
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

var dataTag = regexp.MustCompile(`<script id="qrs-data" type="application/json">(.*?)</script>`)

// pageData answers the lists embedded in a page, nil when it has none.
func pageData(t *testing.T, body string) map[string][]map[string]any {
	t.Helper()
	m := dataTag.FindStringSubmatch(body)
	if m == nil {
		return nil
	}
	var data map[string][]map[string]any
	if err := json.Unmarshal([]byte(m[1]), &data); err != nil {
		t.Fatalf("data tag is not JSON: %v\n%s", err, m[1])
	}
	return data
}

func TestDataPagesEmbedExactlyTheListsTheyShow(t *testing.T) {
	site := newSite(t, nil)
	site.seed()
	for route, want := range map[string][]string{
		"/team":            {"/api/team-members"},
		"/global-partners": {"/api/global-partners", "/api/partner-categories"},
		"/research-papers": {"/api/research-papers"},
		"/downloads":       {"/api/categories", "/api/research-papers"},
		"/gallery":         {"/api/categories", "/api/gallery/images", "/api/gallery/videos"},
	} {
		body := expectStatus(t, site.do("GET", route, "", nil), http.StatusOK)
		data := pageData(t, body)
		if got := slices.Sorted(maps.Keys(data)); !slices.Equal(got, want) {
			t.Errorf("%s embeds %v, want %v", route, got, want)
		}
		for path, list := range data {
			api := decodeAs[[]map[string]any](t, site.do("GET", path, "", nil), http.StatusOK)
			if len(list) != 1 || fmt.Sprint(list) != fmt.Sprint(api) {
				t.Errorf("%s embeds %s as %v; the API answers %v", route, path, list, api)
			}
		}
		if strings.Index(body, `id="qrs-data"`) > strings.Index(body, "</head>") {
			t.Errorf("%s: the data is not in the head", route)
		}
	}
	for _, route := range []string{"/", "/research", "/admin", "/no-such-page"} {
		if body := readBody(t, site.do("GET", route, "", nil)); strings.Contains(body, "qrs-data") {
			t.Errorf("%s embeds data it does not show", route)
		}
	}
}

func TestDataPageShowsTheListAsOfTheLatestWrite(t *testing.T) {
	site := newSite(t, nil)
	if data := pageData(t, readBody(t, site.do("GET", "/team", "", nil))); len(data["/api/team-members"]) != 0 {
		t.Fatalf("empty team embeds %v", data)
	}
	created := decodeAs[map[string]any](t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	data := pageData(t, readBody(t, site.do("GET", "/team", "", nil)))
	if list := data["/api/team-members"]; len(list) != 1 || list[0]["name"] != "Ann Example" {
		t.Fatalf("after create the page embeds %v", data)
	}
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/team-members/%v", created["id"]), map[string]any{"name": "Ann Renamed"}), http.StatusOK)
	data = pageData(t, readBody(t, site.do("GET", "/team", "", nil)))
	if list := data["/api/team-members"]; len(list) != 1 || list[0]["name"] != "Ann Renamed" {
		t.Fatalf("after update the page embeds %v", data)
	}
}

func TestEmbeddedDataCannotCloseTheScriptElement(t *testing.T) {
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS & Co",
		"description": "Says </script><script>alert(1)</script> <!-- hi"}), http.StatusCreated)
	body := readBody(t, site.do("GET", "/team", "", nil))
	if strings.Contains(body, "<script>alert(1)") || strings.Contains(body, "<!-- hi") {
		t.Fatalf("markup from a record reached the page: %s", dataTag.FindString(body))
	}
	list := pageData(t, body)["/api/team-members"]
	if len(list) != 1 || list[0]["description"] != "Says </script><script>alert(1)</script> <!-- hi" || list[0]["company"] != "QRS & Co" {
		t.Fatalf("embedded record = %v", list)
	}
}

func TestPagesAnswer304ForTheirETagUntilTheyChange(t *testing.T) {
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
	site := newSite(t, nil)
	site.seed()
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		"":     func(r io.Reader) (io.Reader, error) { return r, nil },
	}
	for _, c := range []struct{ path, want string }{
		{"/", "home page"}, {"/research", "research page"}, {"/team", "Ann Example"}, {"/api/team-members", "Ann Example"},
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
	site := newSite(t, func(d *Deps) { d.BaseURL = "https://qrs.example/" })
	for route, title := range map[string]string{"/": "QRS Home", "/research": "Research", "/team": "Team | QRS"} {
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
	want := []string{"/", "/downloads", "/gallery", "/global-partners", "/research", "/research-papers", "/team"}
	if !slices.Equal(locs, want) {
		t.Errorf("sitemap lists %v, want %v", locs, want)
	}
}

func TestOGImageIsALinkPreviewSizedPNG(t *testing.T) {
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
