// Package httpapi is the HTTP face of the qrs server: every route, its handlers and middleware.
package httpapi

import (
	"io/fs"
	"log/slog"
	"net/http"
)

// Deps are what the HTTP server needs from the rest of the program.
type Deps struct {
	Log *slog.Logger
	Web fs.FS // the built web app
}

// NewServer returns the handler that answers every request of the site.
func NewServer(d Deps) http.Handler {
	mux := http.NewServeMux()
	addRoutes(mux, d)
	return mux
}
