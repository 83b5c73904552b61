package site

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"maps"
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
	// make lays the documents (in Keys order, in the language locale) out as a document,
	// and names the file it downloads as ("" to show it in the browser).
	make func(docs []content.Document, locale string) (pdfdocs.Document, string, error)
}

// PathIn answers where the PDF is served in a language: its own path in the default
// language, under the language's prefix in another (/de/legal/privacy-policy.pdf,
// /de/api/research-paper), so the site package holds each as a file.
func (src PDFSource) PathIn(locale string) string {
	if locale == content.DefaultLocale || locale == "" {
		return "/" + src.Path
	}
	return "/" + locale + "/" + src.Path
}

// ResearchPaper is the complete research paper, made from the research document with
// the figures of the home document; it is dated by the research document's last change
// unless the paper names its own date.
var ResearchPaper = PDFSource{Path: "api/research-paper", Keys: []string{"research", "home", "site"},
	make: func(docs []content.Document, locale string) (pdfdocs.Document, string, error) {
		published, _ := time.Parse(time.RFC3339, docs[0].UpdatedAt)
		return pdfdocs.ResearchPaperPDF(docs[0].Body, docs[1].Body, docs[2].Body, published, locale)
	}}

// LegalPDFs are the legal documents under /legal/, each made from its policy document.
func LegalPDFs() []PDFSource {
	var out []PDFSource
	for _, f := range pdfdocs.LegalFiles {
		out = append(out, PDFSource{Path: "legal/" + f.Name, Keys: []string{f.Key, "site"},
			make: func(docs []content.Document, locale string) (pdfdocs.Document, string, error) {
				doc, err := pdfdocs.PolicyPDF(docs[0].Body, docs[1].Body, locale)
				return doc, "", err
			}})
	}
	return out
}

// AllPDFs are every PDF the site makes.
func AllPDFs() []PDFSource { return append(LegalPDFs(), ResearchPaper) }

// PDFsMadeFrom answers the paths of the PDFs made from the document of key.
func PDFsMadeFrom(key string) []string { return PDFsMadeFromIn(key, content.DefaultLocale) }

// PDFsMadeFromIn answers the paths in locale of the PDFs made from the document of key.
func PDFsMadeFromIn(key, locale string) []string {
	out := []string{}
	for _, src := range AllPDFs() {
		if slices.Contains(src.Keys, key) {
			out = append(out, src.PathIn(locale))
		}
	}
	return out
}

// PDFs keeps each PDF made from the content as of the documents' versions: it is made
// again on the first request after one of its documents changed, never per request.
type PDFs struct {
	store   *database.Store
	baseURL string // the site's public origin, where the PDFs' links to the site lead
	// languages answers the pages' and files' paths of every language (/api/languages),
	// which a PDF's links to the site take in its language; nil leaves them as written.
	languages func(ctx context.Context) (languageMap, error)
	mu        sync.Mutex
	made      map[string]*PDF // by path in its language
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

func newPDFs(store *database.Store, baseURL string) *PDFs {
	return &PDFs{store: store, baseURL: baseURL, made: map[string]*PDF{}}
}

// Get answers the PDF of src in the default language (see GetIn).
func (c *PDFs) Get(ctx context.Context, src PDFSource) (*PDF, error) {
	return c.GetIn(ctx, src, content.DefaultLocale)
}

// GetIn answers the PDF of src in locale as of the published content: made from that
// language's documents, or, when one of them is not published in it, wholly from the
// default language's (never a mix). While the store has not changed it answers the PDF it
// holds; after a write it reads the documents again and makes the PDF anew only when one of
// them has a new version. One PDF is made at a time.
func (c *PDFs) GetIn(ctx context.Context, src PDFSource, locale string) (*PDF, error) {
	if locale == "" {
		locale = content.DefaultLocale
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	at := src.PathIn(locale)
	v := c.store.Version() // read before the documents: a write meanwhile only makes the next read check again
	old := c.made[at]
	if old != nil && old.storeVersion == v {
		return old, nil
	}
	docs, in, err := c.documents(ctx, src, locale)
	if err != nil {
		return nil, err
	}
	local, paths, err := c.localPaths(ctx, in)
	if err != nil {
		return nil, err
	}
	var stamp strings.Builder
	var published time.Time // of the newest document, the PDF's Last-Modified
	stamp.WriteString(in + " " + paths + ": ")
	for _, doc := range docs {
		stamp.WriteString(doc.Key + "@" + strconv.FormatInt(doc.Version, 10) + " ")
		if t, err := time.Parse(time.RFC3339, doc.UpdatedAt); err == nil && t.After(published) {
			published = t
		}
	}
	if old != nil && old.made == stamp.String() {
		fresh := *old
		fresh.storeVersion = v
		c.made[at] = &fresh
		return &fresh, nil
	}
	doc, download, err := src.make(docs, in)
	if err != nil {
		return nil, err
	}
	doc.BaseURL, doc.LocalPath = c.baseURL, local
	body, err := pdfdocs.Render(doc)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	m := &PDF{storeVersion: v, made: stamp.String(), Body: body, Download: download, Modified: published,
		ETag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
	c.made[at] = m
	return m, nil
}

// documents reads src's documents in locale, or all in the default language when one is
// not published in locale; it answers the language it read them in.
func (c *PDFs) documents(ctx context.Context, src PDFSource, locale string) ([]content.Document, string, error) {
	var docs []content.Document
	for _, key := range src.Keys {
		doc, err := c.store.PublishedContent(ctx, key, locale)
		if content.ErrorCode(err) == content.NotFound && locale != content.DefaultLocale {
			return c.documents(ctx, src, content.DefaultLocale)
		}
		if err != nil {
			return nil, "", err
		}
		docs = append(docs, doc)
	}
	return docs, locale, nil
}

// localPaths answers how a PDF in locale puts a path of the site its texts link into its
// language (nil for the default language, or without the languages), and the paths it
// uses written out, which a PDF's stamp holds: a page's new address makes it anew.
func (c *PDFs) localPaths(ctx context.Context, locale string) (func(string) string, string, error) {
	if c.languages == nil || locale == content.DefaultLocale {
		return nil, "", nil
	}
	m, err := c.languages(ctx)
	if err != nil {
		return nil, "", err
	}
	for _, lp := range m.Languages {
		if lp.Code != locale {
			continue
		}
		paths := map[string]string{}
		maps.Copy(paths, lp.Pages)
		maps.Copy(paths, lp.Files)
		var written strings.Builder
		for _, from := range slices.Sorted(maps.Keys(paths)) {
			written.WriteString(from + ">" + paths[from] + " ")
		}
		return func(p string) string {
			if to, ok := paths[p]; ok {
				return to
			}
			return p
		}, written.String(), nil
	}
	return nil, "", nil
}
