package httpapi

import (
	"net/http"
	"testing"
)

// Redirects lead old addresses on before the not-found page: exact and prefix, 301 and 302,
// to a path or another site; a chain is one answer, a loop the not-found page, and a page
// of the site is never shadowed.
func TestRedirectsLeadOldAddressesOn(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, r := range []map[string]any{
		{"from": "/old-team", "to": "/team"},
		{"from": "/news", "prefix": true, "to": "/research", "temporary": true},
		{"from": "/a", "to": "/b"},
		{"from": "/b", "to": "/team"},
		{"from": "/x", "to": "/y"},
		{"from": "/y", "to": "/x"},
		{"from": "/shop", "to": "https://shop.example/"},
		{"from": "/team", "to": "/gallery"},
		{"from": "/de/alt", "to": "/de/forschung"},
	} {
		expectStatus(t, site.admin("POST", "/api/redirects", r), http.StatusCreated)
	}
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/old-team", "to": "/gallery"}), http.StatusConflict)

	for _, c := range []struct {
		path, location string
		status         int
	}{
		{"/old-team", "/team", http.StatusMovedPermanently},
		{"/news", "/research", http.StatusFound},
		{"/news/2024/launch?utm_source=mail", "/research/2024/launch?utm_source=mail", http.StatusFound},
		{"/newsletter", "", http.StatusNotFound}, // not under /news/
		{"/a", "/team", http.StatusMovedPermanently},
		{"/x", "", http.StatusNotFound},
		{"/shop", "https://shop.example/", http.StatusMovedPermanently},
		{"/team", "", http.StatusOK}, // the page wins
		{"/de/alt", "/de/forschung", http.StatusMovedPermanently},
	} {
		res := site.do("GET", c.path, "", nil)
		res.Body.Close()
		if res.StatusCode != c.status || res.Header.Get("Location") != c.location {
			t.Errorf("%s = %d to %q, want %d to %q", c.path, res.StatusCode, res.Header.Get("Location"), c.status, c.location)
		}
	}
	// Staff read them; visitors do not.
	if list := decodeAs[[]map[string]any](t, site.admin("GET", "/api/redirects", nil), http.StatusOK); len(list) != 9 {
		t.Errorf("the list holds %d redirects", len(list))
	}
	expectStatus(t, site.do("GET", "/api/redirects", "", nil), http.StatusUnauthorized)
}
