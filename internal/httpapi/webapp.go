package httpapi

import (
	"log/slog"
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
func handlePages(pages *site.Site, log *slog.Logger) http.Handler {
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
		pages.ServePage(w, r, clean)
	})
}
