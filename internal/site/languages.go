package site

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/seo"
)

// The site in several languages. The default language's pages keep their paths; another
// language's live under /<code>/, each at the address its own document gives it (seo.slug:
// /de/forschung), or at its route's own segment when it has none. A page is translated in a
// language when every document it shows is published in it; an untranslated page is still
// answered under the language's prefix, with the default language's text, a notice, a
// canonical link to the default language's page and noindex, and it is in no sitemap nor
// hreflang set of that language. What the site answers at /api/languages says, for every
// language, where each page is and which are untranslated: each page embeds it, so the
// browser builds its routes, links and language switcher from the same data.

// LanguagesPath is where the site answers its languages' pages, and their key in a page's data.
const LanguagesPath = "/api/languages"

// languagePages is one language's pages as /api/languages answers them.
type languagePages struct {
	Code string `json:"code"`
	// Pages maps every public route to its path in the language.
	Pages map[string]string `json:"pages"`
	// Untranslated lists the routes shown in the default language, sorted.
	Untranslated []string `json:"untranslated"`
	// Missing lists the content documents not published in the language, sorted.
	Missing []string `json:"missing"`
	// Files maps the path of each PDF made from the content to its path in the language:
	// the default language's when one of its documents is not published in this one.
	Files map[string]string `json:"files"`
}

// languageMap is /api/languages: every language of the site, the default one first.
type languageMap struct {
	Languages []languagePages `json:"languages"`
}

// localeSuffix is the query that reads a value in locale, "" for the default language.
func localeSuffix(locale string) string {
	if locale == content.DefaultLocale || locale == "" {
		return ""
	}
	return "?locale=" + locale
}

// InLocale answers the API path that reads the value at path in locale.
func InLocale(path, locale string) string { return path + localeSuffix(locale) }

// languages makes /api/languages from the published documents, for the list cache.
func (app *webApp) languages(ctx context.Context) (any, error) {
	out := languageMap{}
	ordered := append([]content.Language{}, content.Languages.Languages...)
	slices.SortStableFunc(ordered, func(a, b content.Language) int {
		switch {
		case a.Code == content.DefaultLocale:
			return -1
		case b.Code == content.DefaultLocale:
			return 1
		}
		return 0
	})
	for _, l := range ordered {
		lp := languagePages{Code: l.Code, Pages: map[string]string{}, Untranslated: []string{}, Missing: []string{}, Files: map[string]string{}}
		slugs := map[string]string{} // by content key, in this language
		missing := map[string]bool{}
		if l.Code != content.DefaultLocale {
			for _, key := range app.contentKeys {
				snap, err := app.lists.Snapshot(ctx, InLocale(ContentPath(key), l.Code))
				if err != nil {
					return nil, err
				}
				if snap.Empty() {
					missing[key] = true
					lp.Missing = append(lp.Missing, key)
					continue
				}
				var doc struct {
					SEO struct {
						Slug string `json:"slug"`
					} `json:"seo"`
				}
				if json.Unmarshal(snap.json, &doc) == nil {
					slugs[key] = doc.SEO.Slug
				}
			}
		}
		taken := map[string]bool{}
		for _, route := range app.publicRoutes() {
			pg := app.pages[route]
			if l.Code == content.DefaultLocale {
				lp.Pages[route] = route
				continue
			}
			translated := true
			for _, key := range pg.contentKeys() {
				if missing[key] {
					translated = false
				}
			}
			if !translated {
				lp.Untranslated = append(lp.Untranslated, route)
			}
			path := "/" + l.Code + route
			if route == "/" {
				path = "/" + l.Code
			} else if slug := slugs[pg.contentKeys()[0]]; translated && slug != "" && !taken["/"+l.Code+"/"+slug] {
				path = "/" + l.Code + "/" + slug
			}
			taken[path] = true
			lp.Pages[route] = path
		}
		for _, src := range AllPDFs() {
			in := l.Code
			if slices.ContainsFunc(src.Keys, func(k string) bool { return missing[k] }) {
				in = content.DefaultLocale
			}
			lp.Files[src.PathIn(content.DefaultLocale)] = src.PathIn(in)
		}
		slices.Sort(lp.Untranslated)
		out.Languages = append(out.Languages, lp)
	}
	return out, nil
}

// contentKeys answers the keys of the documents the page shows but the site-wide one, its
// own first.
func (pg *page) contentKeys() []string {
	var out []string
	for _, p := range pg.data {
		if key, ok := strings.CutPrefix(p, "/api/content/"); ok && p != siteContent {
			out = append(out, key)
		}
	}
	return out
}

// languageIndex is /api/languages read for answering requests: for one snapshot of it, the
// page of each path of every language.
type languageIndex struct {
	snap   *ListSnapshot
	pages  map[string]languagePages // by code
	byPath map[string]*page         // the page answered at each path of a language but the default
	routes map[string]string        // the route of each such path
	// moved leads from a page's path under a language's prefix with its route's own segment
	// (/de/research, where a switcher or a visitor guessing may land) to its address (/de/forschung).
	moved map[string]string
}

// index answers the language index as of the current store version.
func (app *webApp) index(ctx context.Context) (*languageIndex, error) {
	if idx := app.currentIndex(); idx != nil {
		return idx, nil
	}
	snap, err := app.languageList.Snapshot(ctx)
	if err != nil {
		return nil, err
	}
	if idx := app.langIndex.Load(); idx != nil && idx.snap == snap {
		return idx, nil
	}
	var m languageMap
	if err := json.Unmarshal(snap.json, &m); err != nil {
		return nil, err
	}
	idx := &languageIndex{snap: snap, pages: map[string]languagePages{}, byPath: map[string]*page{}, routes: map[string]string{},
		moved: map[string]string{}}
	for _, lp := range m.Languages {
		idx.pages[lp.Code] = lp
		if lp.Code == content.DefaultLocale {
			continue
		}
		for route, path := range lp.Pages {
			if pg := app.langPages[lp.Code][route]; pg != nil {
				idx.byPath[path] = pg
				idx.routes[path] = route
			}
			if plain := "/" + lp.Code + route; plain != path && route != "/" {
				idx.moved[plain] = path
			}
		}
	}
	for plain := range idx.moved {
		if idx.byPath[plain] != nil {
			delete(idx.moved, plain) // a page's own address wins over another's former one
		}
	}
	app.langIndex.Store(idx)
	return idx, nil
}

// translated reports whether the page of route is translated in locale.
func (idx *languageIndex) translated(route, locale string) bool {
	lp, ok := idx.pages[locale]
	return ok && !slices.Contains(lp.Untranslated, route)
}

// pathOf answers the path of route in locale ("" when the language has no such page).
func (idx *languageIndex) pathOf(route, locale string) string {
	return idx.pages[locale].Pages[route]
}

// languageOfPath answers the language whose prefix starts the cleaned path p, "" for the
// default language.
func languageOfPath(p string) string {
	for _, l := range languagePrefixes {
		if p == l.root || strings.HasPrefix(p, l.prefix) {
			return l.code
		}
	}
	return ""
}

// languagePrefixes are the paths of the languages but the default: "/de" and "/de/".
var languagePrefixes = func() []struct{ code, root, prefix string } {
	var out []struct{ code, root, prefix string }
	for _, l := range content.Languages.Others() {
		out = append(out, struct{ code, root, prefix string }{l.Code, "/" + l.Code, "/" + l.Code + "/"})
	}
	return out
}()

// currentIndex answers the languages' index when no document was written since it was
// made (a visitor's request reads a few atomics), else nil.
func (app *webApp) currentIndex() *languageIndex {
	if idx := app.langIndex.Load(); idx != nil && idx.snap.version >= app.languageList.watch.LastChange() {
		return idx
	}
	return nil
}

// serveLocalized answers a path under a language's prefix: the page there, or that
// language's not-found page.
func (s *Site) serveLocalized(w http.ResponseWriter, r *http.Request, code, p string) Visit {
	app := s.app
	idx, err := app.index(r.Context())
	if err != nil {
		app.log.Error("the languages' pages", "err", err)
		serveBusy(w)
		return Visit{}
	}
	if pg := idx.byPath[strings.TrimSuffix(p, "/index.html")]; pg != nil {
		return pg.serve(w, r)
	}
	if to := idx.moved[p]; to != "" {
		if r.URL.RawQuery != "" {
			to += "?" + r.URL.RawQuery
		}
		w.Header().Set("Cache-Control", "no-cache")
		http.Redirect(w, r, to, http.StatusMovedPermanently)
		return Visit{}
	}
	if s.serveRedirect(w, r, p) {
		return Visit{}
	}
	if nf := app.notFoundIn[code]; nf != nil {
		return nf.serve(w, r)
	}
	return app.notFound.serve(w, r)
}

// inLanguage names the page's language after its route, " (Deutsch)", for staff; "" for
// the default language's pages.
func (pg *page) inLanguage() string {
	if l, ok := content.Languages.Find(pg.locale); ok && pg.locale != content.DefaultLocale {
		return " (" + l.Name + ")"
	}
	return ""
}

// paths answers the API paths of what the page shows, as its data names them: in its
// language where that language has them published (assume counts as published: the
// document about to be), else the default language's. A page with a document missing in
// its language shows every document and list in the default language (no mixing), but
// the site-wide document (header and footer) still in its own when that is published.
func (pg *page) paths(ctx context.Context, assume string) ([]string, error) {
	if pg.locale == content.DefaultLocale || pg.shell {
		return pg.data, nil
	}
	idx, err := pg.app.index(ctx)
	if err != nil {
		return nil, err
	}
	missing := map[string]bool{}
	for _, key := range idx.pages[pg.locale].Missing {
		missing[key] = key != assume
	}
	translated := true
	for _, key := range pg.contentKeys() {
		if missing[key] {
			translated = false
		}
	}
	out := make([]string, 0, len(pg.data))
	for _, p := range pg.data {
		key, isDoc := strings.CutPrefix(p, "/api/content/")
		switch {
		case p == LanguagesPath:
		case isDoc:
			if (translated || p == siteContent) && !missing[key] {
				p = InLocale(p, pg.locale)
			}
		case translated && pg.app.lists.List(InLocale(p, pg.locale)) != nil:
			p = InLocale(p, pg.locale)
		}
		out = append(out, p)
	}
	return out, nil
}

// address answers the path the page is rendered at: its path in its language, and for a
// not-found page one no page of its language has.
func (pg *page) address(idx *languageIndex, fallback string) string {
	if pg.locale == content.DefaultLocale {
		return fallback
	}
	if pg.route == "*" {
		return "/" + pg.locale + "/404"
	}
	if p := idx.pathOf(pg.route, pg.locale); p != "" {
		return p
	}
	return fallback
}

// seoLocale is what the page says of its language in its head: a translated page its own
// language and its versions in the others; an untranslated one (the default language's
// text under another's prefix) the default language, a canonical link to that page and
// noindex.
func (pg *page) seoLocale(idx *languageIndex) seo.Locale {
	def, _ := content.Languages.Find(content.DefaultLocale)
	if pg.locale != content.DefaultLocale && !idx.translated(pg.route, pg.locale) {
		return seo.Locale{HTMLLang: def.HTMLLang, OGLocale: def.OGLocale, Canonical: idx.pathOf(pg.route, content.DefaultLocale), NoIndex: true}
	}
	l, _ := content.Languages.Find(pg.locale)
	loc := seo.Locale{HTMLLang: l.HTMLLang, OGLocale: l.OGLocale}
	if pg.hidden(context.Background()) {
		return loc // a page left out of search engines is in no hreflang set
	}
	alternates, ogLocales := pg.app.alternates(idx, pg.route)
	if len(alternates) > 1 {
		loc.Alternates = alternates
		for _, o := range ogLocales {
			if o != l.OGLocale {
				loc.OGAlternates = append(loc.OGAlternates, o)
			}
		}
	}
	return loc
}

// alternates answers the versions of the page of route that search engines are invited
// to, one per language where it is translated and not hidden, in the languages' order,
// plus the x-default (the default language's) when there are two or more; and their
// og:locales.
func (app *webApp) alternates(idx *languageIndex, route string) ([]seo.Alternate, []string) {
	var out []seo.Alternate
	var ogLocales []string
	xDefault := ""
	for _, l := range content.Languages.Languages {
		pg := app.pages[route]
		if l.Code != content.DefaultLocale {
			pg = app.langPages[l.Code][route]
		}
		if pg == nil || !idx.translated(route, l.Code) || pg.hidden(context.Background()) {
			continue
		}
		path := idx.pathOf(route, l.Code)
		out = append(out, seo.Alternate{HrefLang: l.HTMLLang, URL: path})
		ogLocales = append(ogLocales, l.OGLocale)
		if l.Code == content.DefaultLocale {
			xDefault = path
		}
	}
	if len(out) < 2 {
		return nil, nil
	}
	if xDefault != "" {
		out = append(out, seo.Alternate{HrefLang: "x-default", URL: xDefault})
	}
	return out, ogLocales
}

// sitemapURLs answers every page search engines are invited to, in every language: the
// translated pages not hidden, each with its alternates.
func (app *webApp) sitemapURLs(ctx context.Context) ([]seo.SitemapURL, error) {
	idx, err := app.index(ctx)
	if err != nil {
		return nil, err
	}
	var out []seo.SitemapURL
	for _, l := range content.Languages.Languages {
		for _, route := range app.publicRoutes() {
			pg := app.pages[route]
			if l.Code != content.DefaultLocale {
				pg = app.langPages[l.Code][route]
			}
			if pg == nil || !idx.translated(route, l.Code) || pg.hidden(ctx) {
				continue
			}
			alternates, _ := app.alternates(idx, route)
			out = append(out, seo.SitemapURL{Path: idx.pathOf(route, l.Code), Alternates: alternates})
		}
	}
	return out, nil
}

// CheckAddress refuses a document of key in locale whose seo.slug gives it an address that
// another page of that language has, or that is another page's own route under the
// language's prefix (which leads to that page): two pages cannot share an address.
func (s *Site) CheckAddress(ctx context.Context, key, locale string, body []byte) error {
	if locale == content.DefaultLocale || s.app.engine == nil {
		return nil
	}
	var doc struct {
		SEO struct {
			Slug string `json:"slug"`
		} `json:"seo"`
	}
	if json.Unmarshal(body, &doc) != nil || doc.SEO.Slug == "" {
		return nil
	}
	idx, err := s.app.index(ctx)
	if err != nil {
		return err
	}
	want := "/" + locale + "/" + doc.SEO.Slug
	for route, path := range idx.pages[locale].Pages {
		pg := s.app.pages[route]
		if pg == nil || len(pg.contentKeys()) == 0 || pg.contentKeys()[0] == key {
			continue
		}
		if path == want || "/"+locale+route == want {
			return content.ValidationError(content.FieldErrors{"/seo/slug": "Another page has this address: " + want})
		}
	}
	return nil
}
