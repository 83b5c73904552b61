package httpapi

import (
	"net/http"
	"path"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/site"
)

// handlePages serves the web app (see site.ServePage): a page for its route, rendered from
// its content and records; real files as they are (hashed assets cached for a year); and
// the not-found page with status 404 for anything else. /api/... never gets the app, and
// /login redirects to /qrsadmin.
//
// A public page answered, and a path not found, are counted (package insights).
func handlePages(d *deps) http.Handler {
	pages, log := d.site, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if p == "/api" || strings.HasPrefix(p, "/api/") {
			writeError(w, r, log, content.Errorf(content.NotFound, "Not found"))
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			encode(w, http.StatusMethodNotAllowed, envelope{Message: "Method not allowed"})
			return
		}
		if !strings.HasPrefix(p, "/") {
			p = "/" + p
		}
		clean := path.Clean(p)
		if clean == "/login" {
			http.Redirect(w, r, "/qrsadmin", http.StatusFound)
			return
		}
		if d.staff.of(r) {
			// Staff see what they just saved: their page waits for its render.
			r = r.WithContext(site.WithFreshPages(r.Context()))
		}
		visit := pages.ServePage(w, r, clean)
		switch {
		case d.insights == nil:
		case visit.Page:
			d.insights.PageView(r, d.clientAddr(r), clean)
		case visit.NotFound:
			d.insights.NotFound(r, clean)
		}
	})
}
