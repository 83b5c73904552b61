package httpapi

import "net/http"

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
