package httpapi

import "net/http"

// addRoutes registers every route of the site; the whole API is readable here.
func addRoutes(mux *http.ServeMux, d Deps) {
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("/", handlePages(d.Web))
}
