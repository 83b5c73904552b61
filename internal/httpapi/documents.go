package httpapi

import (
	"bytes"
	"log/slog"
	"net/http"
	"path"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/site"
)

// handlePDF answers a PDF made from the content as application/pdf, in locale (see
// site.PDFs.GetIn; "" takes the language from ?locale=): a download when it names a file,
// shown inline otherwise. Browsers check back on every view (no-cache, with its ETag), so
// an edit of the content shows in the PDF at once.
func handlePDF(d *deps, src site.PDFSource, locale string, log *slog.Logger) http.Handler {
	pdfs := d.site.PDFs()
	name := src.Path[strings.LastIndex(src.Path, "/")+1:]
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in := locale
		if in == "" {
			var err error
			if in, err = localeOf(r); err != nil {
				writeError(w, r, log, err)
				return
			}
		}
		m, err := pdfs.GetIn(r.Context(), src, in)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/pdf")
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", m.ETag)
		h.Set("Content-Security-Policy", "frame-ancestors 'self'")
		if m.Download != "" {
			h.Set("Content-Disposition", `attachment; filename="`+m.Download+`"`)
		} else {
			h.Set("Content-Disposition", `inline; filename="`+name+`"`)
		}
		if d.insights != nil && r.Header.Get("If-None-Match") == "" {
			d.insights.Download(r, d.clientAddr(r), r.URL.Path)
		}
		http.ServeContent(w, r, name, m.Modified, bytes.NewReader(m.Body))
	})
}

// pdfRoutes answers the routes of the PDFs made from the content: the legal documents
// under /legal/ and the research paper at /api/research-paper (which also takes ?locale=),
// and each under every other language's prefix (/de/legal/, /de/api/research-paper).
func pdfRoutes(d *deps, log *slog.Logger) []route {
	var out []route
	for _, src := range site.AllPDFs() {
		for _, l := range content.Languages.Languages {
			locale := l.Code
			if locale == content.DefaultLocale && src.Path == site.ResearchPaper.Path {
				locale = "" // as ?locale= says
			}
			out = append(out, route{"GET " + src.PathIn(l.Code), public, handlePDF(d, src, locale, log)})
		}
	}
	return out
}

// countDownloads counts each file next answers that is a download rather than an image
// shown in a page (a PDF, a document, the site package), per its path.
func countDownloads(d *deps, next http.Handler) http.Handler {
	if d.insights == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if ok := rec.status == http.StatusOK || rec.status == http.StatusPartialContent; ok && isDownload(r.URL.Path) {
			d.insights.Download(r, d.clientAddr(r), r.URL.Path)
		}
	})
}

// isDownload reports whether the file at p is taken rather than shown: not an image.
func isDownload(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif", ".svg", ".ico":
		return false
	}
	return true
}
