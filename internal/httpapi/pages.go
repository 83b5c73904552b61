package httpapi

import (
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// handleHealthz answers GET /healthz with 200 "ok" while the server runs.
func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok"))
	})
}

// handlePages serves the built web app: files as they are, the app shell otherwise.
func handlePages(web fs.FS) http.Handler {
	files := http.FileServerFS(web)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") {
			http.NotFound(w, r)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if st, err := fs.Stat(web, name); err == nil && !st.IsDir() {
				files.ServeHTTP(w, r)
				return
			}
		}
		shell, err := fs.ReadFile(web, "index.html")
		if err != nil {
			shell = notBuiltPage
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(shell)
	})
}

// notBuiltPage is served when the binary was built without the web app (go build before make build).
var notBuiltPage = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QRS</title></head>` +
	`<body><p>The web app is not built into this binary. Run <code>make build</code>.</p></body></html>`)
