package site

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/pdfdocs"
	"github.com/qrs-site/qrs/internal/render"
)

// Preview is a page or a PDF made from the drafts, for staff.
type Preview struct {
	Body   []byte
	Status int    // the page's status; 200 for a PDF
	PDF    string // the PDF's file name; "" for a page
}

// Preview makes the page at the cleaned path target (or the PDF, for a PDF's path) from
// every document's draft where it has one, else its published text; the lists are as
// published. The page is marked as a preview by a banner, runs no script (its links lead
// on through the preview) and asks not to be indexed. It renders on the staff's runtime,
// so it never holds up visitors' pages, and stops when ctx ends (its viewer left).
func (s *Site) Preview(ctx context.Context, target string) (Preview, error) {
	for _, src := range AllPDFs() {
		for _, l := range content.Languages.Languages {
			if target == src.PathIn(l.Code) {
				body, err := s.previewPDF(ctx, src, l.Code)
				return Preview{Body: body, Status: http.StatusOK, PDF: src.Path[strings.LastIndex(src.Path, "/")+1:]}, err
			}
		}
	}
	pg := s.app.pages[target]
	if code := languageOfPath(target); code != "" {
		idx, err := s.app.index(ctx)
		if err != nil {
			return Preview{}, err
		}
		if pg = idx.byPath[target]; pg == nil {
			pg = s.app.notFoundIn[code]
		}
	}
	if pg == nil || pg.shell {
		pg = s.app.notFound
	}
	paths, err := pg.paths(ctx, "")
	if err != nil {
		return Preview{}, err
	}
	data, err := s.previewData(ctx, paths)
	if err != nil {
		return Preview{}, err
	}
	doc, err := pg.render(ctx, render.Staff, data)
	if err != nil {
		return Preview{}, renderErr(err)
	}
	return Preview{Body: previewDocument(doc, s.app), Status: pg.status}, nil
}

// previewData is a page's data as pageData makes it, with each content document's draft in
// place of its published text.
func (s *Site) previewData(ctx context.Context, paths []string) ([]byte, error) {
	return pageDataWith(ctx, s.lists, paths, func(p string) ([]byte, bool, error) {
		key, ok := strings.CutPrefix(p, "/api/content/")
		if !ok {
			return nil, false, nil
		}
		locale := content.DefaultLocale
		if at := strings.Index(key, "?locale="); at >= 0 {
			key, locale = key[:at], key[at+len("?locale="):]
		}
		body, err := s.draftOrPublished(ctx, key, locale)
		return body, true, err
	})
}

// draftOrPublished answers the draft of the document of key in locale, or its published text.
func (s *Site) draftOrPublished(ctx context.Context, key, locale string) (json.RawMessage, error) {
	st, err := s.store.ContentState(ctx, key, locale)
	if err != nil {
		return nil, err
	}
	body := st.Published.Body
	if st.Draft != nil {
		body = st.Draft.Body
	}
	return describedDocument(ctx, s.store, body, locale)
}

// describedDocument answers the content document body in locale with each picture that has
// no words of its own described by the media library's words in locale (docs/media.md).
func describedDocument(ctx context.Context, store *database.Store, body []byte, locale string) ([]byte, error) {
	if !bytes.Contains(body, []byte(`"image"`)) {
		return body, nil
	}
	alts, err := store.LibraryAlts(ctx, locale)
	if err != nil || len(alts) == 0 {
		return body, err
	}
	out, _, err := content.FillImageAlts(body, func(src string) string { return alts[src] })
	return out, err
}

// previewPDF makes the PDF of src in locale from the drafts of its documents (all in the
// default language when one has no version in locale, as the PDF itself is).
func (s *Site) previewPDF(ctx context.Context, src PDFSource, locale string) ([]byte, error) {
	var docs []content.Document
	for _, key := range src.Keys {
		st, err := s.store.ContentState(ctx, key, locale)
		if content.ErrorCode(err) == content.NotFound && locale != content.DefaultLocale {
			return s.previewPDF(ctx, src, content.DefaultLocale)
		}
		if err != nil {
			return nil, err
		}
		doc := content.Document{Key: key, Locale: locale, Version: st.Published.Version,
			Body: st.Published.Body, UpdatedAt: st.Published.UpdatedAt, UpdatedBy: st.Published.UpdatedBy}
		if st.Draft != nil {
			doc.Body, doc.UpdatedAt = st.Draft.Body, st.Draft.UpdatedAt
		}
		docs = append(docs, doc)
	}
	made, _, err := src.make(docs, locale)
	if err != nil {
		return nil, err
	}
	local, _, err := s.pdfs.localPaths(ctx, locale)
	if err != nil {
		return nil, err
	}
	made.BaseURL, made.LocalPath = s.pdfs.baseURL, local
	return pdfdocs.Render(made)
}

var (
	moduleScriptRe = regexp.MustCompile(`<script type="module"[^>]*></script>|<link rel="modulepreload"[^>]*>|<meta name="qrs-chunks"[^>]*>`)
	bodyStartRe    = regexp.MustCompile(`<body[^>]*>`)
	localHrefRe    = regexp.MustCompile(`href="(/[^"#?]*)([#?][^"]*)?"`)
)

// previewBanner tops every preview page.
const previewBanner = `<div id="qrs-preview-banner" role="status" style="background:#92400e;color:#fff;` +
	`padding:10px 16px;font:600 15px/1.45 system-ui,sans-serif;text-align:center">` +
	`Preview — unpublished changes. Visitors see the published page until you publish. ` +
	`<a href="/qrsadmin?tab=content" style="color:#fff;text-decoration:underline">Back to the editor</a></div>`

// previewDocument turns a rendered page into its preview: no scripts, a noindex tag, the
// banner, and links to pages and PDFs of the site leading to their previews.
func previewDocument(doc []byte, app *webApp) []byte {
	doc = moduleScriptRe.ReplaceAll(doc, nil)
	doc = insertBeforeHeadEnd(doc, []byte(`<meta name="robots" content="noindex, nofollow">`))
	if loc := bodyStartRe.FindIndex(doc); loc != nil {
		doc = slices.Concat(doc[:loc[1]], []byte(previewBanner), doc[loc[1]:])
	}
	targets := map[string]bool{}
	for _, src := range AllPDFs() {
		for _, l := range content.Languages.Languages {
			targets[src.PathIn(l.Code)] = true
		}
	}
	if idx, err := app.index(context.Background()); err == nil {
		for path := range idx.byPath {
			targets[path] = true
		}
	}
	return localHrefRe.ReplaceAllFunc(doc, func(m []byte) []byte {
		sub := localHrefRe.FindSubmatch(m)
		target := string(sub[1])
		if pg := app.pages[target]; (pg != nil && !pg.shell) || targets[target] {
			return slices.Concat([]byte(`href="/preview`), sub[1], sub[2], []byte(`"`))
		}
		return m
	})
}
