package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/pdfdocs"
	"github.com/qrs-site/qrs/internal/render"
)

// handlePreview answers GET /preview/{path...} for signed-in staff: the page at path (or
// the PDF, for a PDF's path) made from every document's draft where it has one, else its
// published text; the lists are as published. The page is marked as a preview by a banner,
// runs no script (its links lead on through the preview), is never stored by a cache and
// never indexed.
func handlePreview(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-store, private")
		h.Set("X-Robots-Tag", "noindex, nofollow")
		target := path.Clean("/" + r.PathValue("path"))
		for _, src := range pdfSources() {
			if target == "/"+src.path {
				previewPDF(w, r, d, src)
				return
			}
		}
		pg := d.app.pages[target]
		if pg == nil || pg.shell {
			pg = d.app.notFound
		}
		data, err := previewData(r.Context(), d, pg.data)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		// A preview whose viewer leaves is stopped; it runs on the staff's runtime, so it never
		// holds up visitors' pages.
		doc, err := pg.render(r.Context(), render.Staff, data)
		if err != nil {
			writeError(w, r, d.log, renderErr(err))
			return
		}
		doc = previewDocument(doc, d.app)
		h.Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(pg.status)
		_, _ = w.Write(doc)
	})
}

// previewData is a page's data as pageData makes it, with each content document's draft in
// place of its published text.
func previewData(ctx context.Context, d *deps, paths []string) ([]byte, error) {
	return pageDataWith(ctx, d.lists, paths, func(p string) ([]byte, bool, error) {
		key, ok := strings.CutPrefix(p, "/api/content/")
		if !ok {
			return nil, false, nil
		}
		body, err := draftOrPublished(ctx, d, key)
		return body, true, err
	})
}

// draftOrPublished answers the draft of the document of key, or its published text.
func draftOrPublished(ctx context.Context, d *deps, key string) (json.RawMessage, error) {
	st, err := d.store.ContentState(ctx, key, content.DefaultLocale)
	if err != nil {
		return nil, err
	}
	if st.Draft != nil {
		return st.Draft.Body, nil
	}
	return st.Published.Body, nil
}

// previewPDF answers the PDF of src made from the drafts of its documents.
func previewPDF(w http.ResponseWriter, r *http.Request, d *deps, src pdfSource) {
	var docs []content.Document
	for _, key := range src.keys {
		st, err := d.store.ContentState(r.Context(), key, content.DefaultLocale)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		doc := content.Document{Key: key, Locale: content.DefaultLocale, Version: st.Published.Version,
			Body: st.Published.Body, UpdatedAt: st.Published.UpdatedAt, UpdatedBy: st.Published.UpdatedBy}
		if st.Draft != nil {
			doc.Body, doc.UpdatedAt = st.Draft.Body, st.Draft.UpdatedAt
		}
		docs = append(docs, doc)
	}
	made, _, err := src.make(docs)
	if err != nil {
		writeError(w, r, d.log, err)
		return
	}
	body, err := pdfdocs.Render(made)
	if err != nil {
		writeError(w, r, d.log, err)
		return
	}
	name := src.path[strings.LastIndex(src.path, "/")+1:]
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", `inline; filename="preview-`+name+`"`)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
}

var (
	moduleScriptRe = regexp.MustCompile(`<script type="module"[^>]*></script>|<link rel="modulepreload"[^>]*>`)
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
	pdfs := map[string]bool{}
	for _, src := range pdfSources() {
		pdfs["/"+src.path] = true
	}
	return localHrefRe.ReplaceAllFunc(doc, func(m []byte) []byte {
		sub := localHrefRe.FindSubmatch(m)
		target := string(sub[1])
		if pg := app.pages[target]; (pg != nil && !pg.shell) || pdfs[target] {
			return slices.Concat([]byte(`href="/preview`), sub[1], sub[2], []byte(`"`))
		}
		return m
	})
}
