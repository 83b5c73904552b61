package httpapi

import (
	"bytes"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/documents"
)

// pdfCache renders each document once, on first request, and keeps the bytes.
type pdfCache struct {
	mu    sync.Mutex
	bytes map[string][]byte
}

func (c *pdfCache) get(name string, doc func() documents.Document) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b, ok := c.bytes[name]; ok {
		return b, nil
	}
	b, err := documents.Render(doc())
	if err != nil {
		return nil, err
	}
	if c.bytes == nil {
		c.bytes = map[string][]byte{}
	}
	c.bytes[name] = b
	return b, nil
}

// documentsModified is the Last-Modified of the generated documents.
var documentsModified = time.Date(2025, time.January, 15, 0, 0, 0, 0, time.UTC)

// handlePDF answers a generated document as application/pdf, as a download named
// attachment when that is set, inline otherwise.
func handlePDF(cache *pdfCache, name, attachment string, doc func() documents.Document, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := cache.get(name, doc)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/pdf")
		h.Set("Cache-Control", "public, max-age=3600")
		h.Set("Content-Security-Policy", "frame-ancestors 'self'")
		if attachment != "" {
			h.Set("Content-Disposition", `attachment; filename="`+attachment+`"`)
		} else {
			h.Set("Content-Disposition", `inline; filename="`+name+`"`)
		}
		http.ServeContent(w, r, name, documentsModified, bytes.NewReader(b))
	})
}

// legalRoutes answers the routes of the four legal documents under /legal/.
func legalRoutes(cache *pdfCache, log *slog.Logger) []route {
	var out []route
	for _, name := range []string{"terms-of-service.pdf", "privacy-policy.pdf", "token-sale-agreement.pdf", "aml-kyc-policy.pdf"} {
		doc := func() documents.Document { return documents.Legal()[name] }
		out = append(out, route{"GET /legal/" + name, public, handlePDF(cache, "legal/"+name, "", doc, log)})
	}
	return out
}
