package httpapi

import (
	"bytes"
	"net/http"
	"path"
	"time"
)

// handlePreview answers GET /preview/{path...} for signed-in staff: the page at path (or
// the PDF, for a PDF's path) made from every document's draft where it has one, else its
// published text (see site.Preview); the lists are as published. The page is marked as a
// preview by a banner, runs no script (its links lead on through the preview), is never
// stored by a cache and never indexed.
func handlePreview(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-store, private")
		h.Set("X-Robots-Tag", "noindex, nofollow")
		target := path.Clean("/" + r.PathValue("path"))
		// A preview whose viewer leaves is stopped.
		p, err := d.site.Preview(r.Context(), target)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if p.PDF != "" {
			h.Set("Content-Type", "application/pdf")
			h.Set("Content-Disposition", `inline; filename="preview-`+p.PDF+`"`)
			http.ServeContent(w, r, p.PDF, time.Time{}, bytes.NewReader(p.Body))
			return
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(p.Status)
		_, _ = w.Write(p.Body)
	})
}
