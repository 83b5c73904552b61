package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/pdfdocs"
)

// pdfSource is a PDF the site makes from its content documents.
type pdfSource struct {
	path string   // where it is served, without the leading slash: "legal/privacy-policy.pdf"
	keys []string // the content documents it is made from
	// make lays the documents (in keys order) out as a document, and names the file it
	// downloads as ("" to show it in the browser).
	make func(docs []content.Document) (pdfdocs.Document, string, error)
}

// researchPaperSource is the complete research paper, made from the research document with
// the figures of the home document; it is dated by the research document's last change
// unless the paper names its own date.
var researchPaperSource = pdfSource{path: "api/research-paper", keys: []string{"research", "home", "site"},
	make: func(docs []content.Document) (pdfdocs.Document, string, error) {
		published, _ := time.Parse(time.RFC3339, docs[0].UpdatedAt)
		return pdfdocs.ResearchPaperPDF(docs[0].Body, docs[1].Body, docs[2].Body, published)
	}}

// legalSources are the legal documents under /legal/, each made from its policy document.
func legalSources() []pdfSource {
	var out []pdfSource
	for _, f := range pdfdocs.LegalFiles {
		out = append(out, pdfSource{path: "legal/" + f.Name, keys: []string{f.Key, "site"},
			make: func(docs []content.Document) (pdfdocs.Document, string, error) {
				doc, err := pdfdocs.PolicyPDF(docs[0].Body, docs[1].Body)
				return doc, "", err
			}})
	}
	return out
}

// pdfSources are every PDF the site makes, for the site package.
func pdfSources() []pdfSource { return append(legalSources(), researchPaperSource) }

// pdfCache keeps each PDF made from the content as of the documents' versions: it is made
// again on the first request after one of its documents changed, never per request.
type pdfCache struct {
	store *database.Store
	mu    sync.Mutex
	made  map[string]*madePDF // by path
}

// madePDF is a PDF as made from particular versions of its documents.
type madePDF struct {
	storeVersion int64  // the store's Version() when its documents were last read
	made         string // which versions of its documents it was made from
	body         []byte
	download     string // the file name it downloads as; "" to show it inline
	modified     time.Time
	etag         string
}

func newPDFCache(store *database.Store) *pdfCache {
	return &pdfCache{store: store, made: map[string]*madePDF{}}
}

// get answers the PDF of src as of the published content. While the store has not changed
// it answers the PDF it holds; after a write it reads the documents again and makes the
// PDF anew only when one of them has a new version. One PDF is made at a time.
func (c *pdfCache) get(ctx context.Context, src pdfSource) (*madePDF, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v := c.store.Version() // read before the documents: a write meanwhile only makes the next read check again
	old := c.made[src.path]
	if old != nil && old.storeVersion == v {
		return old, nil
	}
	var docs []content.Document
	var stamp strings.Builder
	var published time.Time // of the newest document, the PDF's Last-Modified
	for _, key := range src.keys {
		doc, err := c.store.PublishedContent(ctx, key, content.DefaultLocale)
		if err != nil {
			return nil, err
		}
		docs = append(docs, doc)
		stamp.WriteString(key + "@" + strconv.FormatInt(doc.Version, 10) + " ")
		if t, err := time.Parse(time.RFC3339, doc.UpdatedAt); err == nil && t.After(published) {
			published = t
		}
	}
	if old != nil && old.made == stamp.String() {
		fresh := *old
		fresh.storeVersion = v
		c.made[src.path] = &fresh
		return &fresh, nil
	}
	doc, download, err := src.make(docs)
	if err != nil {
		return nil, err
	}
	body, err := pdfdocs.Render(doc)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	m := &madePDF{storeVersion: v, made: stamp.String(), body: body, download: download, modified: published,
		etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
	c.made[src.path] = m
	return m, nil
}

// handlePDF answers a PDF made from the content as application/pdf: a download when it
// names a file, shown inline otherwise. Browsers check back on every view (no-cache, with
// its ETag), so an edit of the content shows in the PDF at once.
func handlePDF(cache *pdfCache, src pdfSource, log *slog.Logger) http.Handler {
	name := src.path[strings.LastIndex(src.path, "/")+1:]
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m, err := cache.get(r.Context(), src)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "application/pdf")
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", m.etag)
		h.Set("Content-Security-Policy", "frame-ancestors 'self'")
		if m.download != "" {
			h.Set("Content-Disposition", `attachment; filename="`+m.download+`"`)
		} else {
			h.Set("Content-Disposition", `inline; filename="`+name+`"`)
		}
		http.ServeContent(w, r, name, m.modified, bytes.NewReader(m.body))
	})
}

// legalRoutes answers the routes of the legal documents under /legal/.
func legalRoutes(cache *pdfCache, log *slog.Logger) []route {
	var out []route
	for _, src := range legalSources() {
		out = append(out, route{"GET /" + src.path, public, handlePDF(cache, src, log)})
	}
	return out
}
