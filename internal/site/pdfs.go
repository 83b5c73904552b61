package site

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/pdfdocs"
)

// PDFSource is a PDF the site makes from its content documents.
type PDFSource struct {
	Path string   // where it is served, without the leading slash: "legal/privacy-policy.pdf"
	Keys []string // the content documents it is made from
	// make lays the documents (in Keys order) out as a document, and names the file it
	// downloads as ("" to show it in the browser).
	make func(docs []content.Document) (pdfdocs.Document, string, error)
}

// ResearchPaper is the complete research paper, made from the research document with
// the figures of the home document; it is dated by the research document's last change
// unless the paper names its own date.
var ResearchPaper = PDFSource{Path: "api/research-paper", Keys: []string{"research", "home", "site"},
	make: func(docs []content.Document) (pdfdocs.Document, string, error) {
		published, _ := time.Parse(time.RFC3339, docs[0].UpdatedAt)
		return pdfdocs.ResearchPaperPDF(docs[0].Body, docs[1].Body, docs[2].Body, published)
	}}

// LegalPDFs are the legal documents under /legal/, each made from its policy document.
func LegalPDFs() []PDFSource {
	var out []PDFSource
	for _, f := range pdfdocs.LegalFiles {
		out = append(out, PDFSource{Path: "legal/" + f.Name, Keys: []string{f.Key, "site"},
			make: func(docs []content.Document) (pdfdocs.Document, string, error) {
				doc, err := pdfdocs.PolicyPDF(docs[0].Body, docs[1].Body)
				return doc, "", err
			}})
	}
	return out
}

// AllPDFs are every PDF the site makes.
func AllPDFs() []PDFSource { return append(LegalPDFs(), ResearchPaper) }

// PDFsMadeFrom answers the paths of the PDFs made from the document of key.
func PDFsMadeFrom(key string) []string {
	out := []string{}
	for _, src := range AllPDFs() {
		if slices.Contains(src.Keys, key) {
			out = append(out, "/"+src.Path)
		}
	}
	return out
}

// PDFs keeps each PDF made from the content as of the documents' versions: it is made
// again on the first request after one of its documents changed, never per request.
type PDFs struct {
	store *database.Store
	mu    sync.Mutex
	made  map[string]*PDF // by path
}

// PDF is a PDF as made from particular versions of its documents.
type PDF struct {
	storeVersion int64  // the store's Version() when its documents were last read
	made         string // which versions of its documents it was made from
	Body         []byte
	Download     string // the file name it downloads as; "" to show it inline
	Modified     time.Time
	ETag         string
}

func newPDFs(store *database.Store) *PDFs {
	return &PDFs{store: store, made: map[string]*PDF{}}
}

// Get answers the PDF of src as of the published content. While the store has not changed
// it answers the PDF it holds; after a write it reads the documents again and makes the
// PDF anew only when one of them has a new version. One PDF is made at a time.
func (c *PDFs) Get(ctx context.Context, src PDFSource) (*PDF, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v := c.store.Version() // read before the documents: a write meanwhile only makes the next read check again
	old := c.made[src.Path]
	if old != nil && old.storeVersion == v {
		return old, nil
	}
	var docs []content.Document
	var stamp strings.Builder
	var published time.Time // of the newest document, the PDF's Last-Modified
	for _, key := range src.Keys {
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
		c.made[src.Path] = &fresh
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
	m := &PDF{storeVersion: v, made: stamp.String(), Body: body, Download: download, Modified: published,
		ETag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
	c.made[src.Path] = m
	return m, nil
}
