package httpapi

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// handleHealthz answers GET /healthz with 200 "ok" while the server and its database answer.
func handleHealthz(ping func() error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		if err := ping(); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte("database unavailable"))
			return
		}
		_, _ = w.Write([]byte("ok"))
	})
}

// spaRoutes reads routes.json of the web build: the client routes without a prerendered page.
func spaRoutes(web fs.FS) map[string]bool {
	data, err := fs.ReadFile(web, "routes.json")
	if err != nil {
		return nil
	}
	var manifest struct {
		SPA []string `json:"spa"`
	}
	if json.Unmarshal(data, &manifest) != nil {
		return nil
	}
	out := map[string]bool{}
	for _, p := range manifest.SPA {
		out[path.Clean("/"+p)] = true
	}
	return out
}

// handlePages serves the built web app: real files as they are (hashed assets cached for a
// year), a prerendered page for its route, the SPA shell for a client route listed in
// routes.json, and the shell with status 404 for anything else, so the app renders its
// not-found page. /api/... never gets the app, and /login redirects to /qrsadmin.
func handlePages(web fs.FS, log *slog.Logger) http.Handler {
	spa := spaRoutes(web)
	shell, err := fs.ReadFile(web, "index.html")
	if err != nil {
		shell = notBuiltPage
	}
	started := time.Now()
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
		clean := path.Clean("/" + p)
		if clean == "/login" {
			http.Redirect(w, r, "/qrsadmin", http.StatusFound)
			return
		}
		name := strings.TrimPrefix(clean, "/")
		if name == "" {
			servePage(w, r, http.StatusOK, shell, started)
			return
		}
		if st, err := fs.Stat(web, name); err == nil && !st.IsDir() {
			serveFile(w, r, web, name, st.ModTime())
			return
		}
		if page, err := fs.ReadFile(web, name+"/index.html"); err == nil {
			servePage(w, r, http.StatusOK, page, started)
			return
		}
		if spa[clean] {
			servePage(w, r, http.StatusOK, shell, started)
			return
		}
		servePage(w, r, http.StatusNotFound, shell, started)
	})
}

// servePage writes an HTML page that browsers must revalidate.
func servePage(w http.ResponseWriter, r *http.Request, status int, page []byte, modified time.Time) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	if status == http.StatusOK {
		http.ServeContent(w, r, "index.html", modified, bytes.NewReader(page))
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(page)
	}
}

// precompressed answers the Brotli or gzip copy the web build made of name (name.br,
// name.gz) when the client accepts it, with its encoding; "" when there is none.
func precompressed(web fs.FS, name string, r *http.Request) ([]byte, string) {
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if strings.Contains(accept, enc.token) {
			if data, err := fs.ReadFile(web, name+enc.ext); err == nil {
				return data, enc.token
			}
		}
	}
	return nil, ""
}

// serveFile writes one file of the web build with its cache policy, from its precompressed
// copy when the build made one and the client accepts it.
func serveFile(w http.ResponseWriter, r *http.Request, web fs.FS, name string, modified time.Time) {
	data, encoding := precompressed(web, name, r)
	h := w.Header()
	h.Add("Vary", "Accept-Encoding")
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
	} else {
		var err error
		if data, err = fs.ReadFile(web, name); err != nil {
			http.NotFound(w, r)
			return
		}
	}
	switch {
	case strings.HasPrefix(name, "assets/"):
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	case strings.HasSuffix(name, ".html"):
		h.Set("Cache-Control", "no-cache")
	default:
		h.Set("Cache-Control", "public, max-age=3600")
	}
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		h.Set("Content-Type", ct)
	}
	http.ServeContent(w, r, name, modified, bytes.NewReader(data))
}

// notBuiltPage is served when the binary was built without the web app (go build before make build).
var notBuiltPage = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QRS</title></head>` +
	`<body><p>The web app is not built into this binary. Run <code>make build</code>.</p></body></html>`)
