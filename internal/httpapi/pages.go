package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"html"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/render"
	"github.com/qrs-site/qrs/internal/seo"
)

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

// privateRoute reports whether a route belongs to the admin panel: served the shell as it
// is, never given search tags and never listed in the sitemap.
func privateRoute(route string) bool {
	for _, p := range append(shellRoutes, "/login") {
		if route == p || strings.HasPrefix(route, p+"/") {
			return true
		}
	}
	return false
}

// shellRoutes are the admin panel's pages: the browser renders them itself, from the
// shell (the layout around a spinner).
var shellRoutes = []string{"/admin", "/qrsadmin"}

// siteContent is the document every page shows (header, footer, contact details).
const siteContent = "/api/content/site"

// webApp is the built web app as the server answers it: the pages, rendered at run time by
// the render engine from their content documents and records, and the other files of the
// build, read into memory on their first request.
type webApp struct {
	template []byte              // dist/index.html: the document each page is rendered into
	preload  map[string][]string // by route: the chunks a page needs beyond the main bundle
	engine   *render.Engine      // nil when the binary was built without the render bundle
	pages    map[string]*page    // public routes and the admin panel's shell routes
	notFound *page               // the not-found page, answered with 404 for unknown paths
	files    map[string]*webFile // by name in the build: assets, icons…
	lists    *listCache
	version  func() int64
	baseURL  string
	log      *slog.Logger
}

// loadWebApp reads the build (dist/index.html, the page template; routes.json, the chunks
// each page preloads; the rest as files with their .br and .gz copies) and starts the
// render engine from bundle. The pages render on their first request.
func loadWebApp(web, bundle fs.FS, renderLimit time.Duration, baseURL string, lists *listCache, version func() int64, log *slog.Logger) *webApp {
	app := &webApp{pages: map[string]*page{}, files: map[string]*webFile{}, lists: lists, version: version, baseURL: baseURL, log: log}
	template, err := fs.ReadFile(web, "index.html")
	if err != nil || !bytes.Contains(template, rootMarker) {
		template = notBuiltPage
	}
	app.template = template
	names := map[string]bool{}
	_ = fs.WalkDir(web, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names[name] = true
		}
		return nil
	})
	for name := range names {
		base, compressedCopy := strings.CutSuffix(name, ".br")
		if !compressedCopy {
			base, compressedCopy = strings.CutSuffix(name, ".gz")
		}
		switch {
		case compressedCopy && names[base]:
			// served as an encoding of base
		case name == "index.html", name == "routes.json", name == ".gitkeep":
		default:
			app.files[name] = &webFile{web: web, name: name, hasBr: names[name+".br"], hasGz: names[name+".gz"]}
		}
	}
	app.preload = readRoutesManifest(web).Preload
	engine, err := render.New(bundle, render.Options{Log: log, TimeLimit: renderLimit})
	if err != nil {
		// Without the bundle the server knows no page: every path gets the template, which
		// the browser renders itself.
		log.Error("pages are not rendered on the server", "err", err)
		app.notFound = &page{app: app, route: "*", status: http.StatusOK}
		return app
	}
	app.engine = engine
	for _, p := range engine.Pages() {
		data := []string{siteContent, "/api/content/" + p.Content}
		for _, key := range p.Also {
			data = append(data, "/api/content/"+key)
		}
		pg := &page{app: app, route: p.Path, status: http.StatusOK, data: append(data, p.Lists...)}
		if p.Path == "*" {
			pg.status = http.StatusNotFound
			app.notFound = pg
			continue
		}
		app.pages[p.Path] = pg
	}
	if app.notFound == nil {
		app.notFound = &page{app: app, route: "*", status: http.StatusNotFound}
	}
	for _, route := range shellRoutes {
		app.pages[route] = &page{app: app, route: route, status: http.StatusOK, shell: true, data: []string{siteContent}}
	}
	return app
}

// rootMarker is where the template takes a page's HTML.
var rootMarker = []byte(`<div id="root"><!--app-html--></div>`)

// routesManifest is dist/routes.json of the web build.
type routesManifest struct {
	Preload map[string][]string `json:"preload"` // by route: the chunks a page needs at once
}

// readRoutesManifest reads routes.json; a build without one preloads nothing.
func readRoutesManifest(web fs.FS) routesManifest {
	var m routesManifest
	data, err := fs.ReadFile(web, "routes.json")
	if err != nil || json.Unmarshal(data, &m) != nil {
		return routesManifest{}
	}
	return m
}

// withPreloads announces a page's chunks in its head, so the browser fetches them beside
// the main bundle instead of after it has run. Only the build's own assets are named.
func withPreloads(doc []byte, chunks []string) []byte {
	var links strings.Builder
	for _, c := range chunks {
		if strings.HasPrefix(c, "/assets/") && strings.HasSuffix(c, ".js") && !bytes.Contains(doc, []byte(`"`+c+`"`)) {
			links.WriteString(`<link rel="modulepreload" crossorigin href="` + html.EscapeString(c) + `">`)
		}
	}
	if links.Len() == 0 {
		return doc
	}
	return insertBeforeHeadEnd(doc, []byte(links.String()))
}

// publicRoutes answers the routes a visitor may land on, sorted, for the site package.
func (app *webApp) publicRoutes() []string {
	var out []string
	for route := range app.pages {
		if !privateRoute(route) {
			out = append(out, route)
		}
	}
	sort.Strings(out)
	return out
}

// indexedRoutes answers the public routes search engines are invited to, sorted, for the
// sitemap: every public route but those whose document hides them.
func (app *webApp) indexedRoutes(ctx context.Context) []string {
	var out []string
	for _, route := range app.publicRoutes() {
		if !app.pages[route].hidden(ctx) {
			out = append(out, route)
		}
	}
	return out
}

// handlePages serves the web app: a page for its route, rendered from its content and
// records; real files as they are (hashed assets cached for a year); and the not-found
// page with status 404 for anything else. /api/... never gets the app, and /login
// redirects to /qrsadmin.
func handlePages(app *webApp) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if p == "/api" || strings.HasPrefix(p, "/api/") {
			writeError(w, r, app.log, content.Errorf(content.NotFound, "Not found"))
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			encode(w, http.StatusMethodNotAllowed, envelope{Message: "Method not allowed"})
			return
		}
		if !strings.HasPrefix(p, "/") {
			p = "/" + p
		}
		clean := path.Clean(p)
		if clean == "/login" {
			http.Redirect(w, r, "/qrsadmin", http.StatusFound)
			return
		}
		if pg := app.pages[clean]; pg != nil {
			pg.serve(w, r)
			return
		}
		if f := app.files[clean[1:]]; f != nil {
			f.serve(w, r)
			return
		}
		if route, ok := strings.CutSuffix(clean, "/index.html"); ok {
			if route == "" {
				route = "/"
			}
			if pg := app.pages[route]; pg != nil {
				pg.serve(w, r)
				return
			}
		}
		app.notFound.serve(w, r)
	})
}

// page is one HTML page of the app, rendered from the data it shows (its content
// documents and lists, as the API answers them) and kept until that data changes.
type page struct {
	app    *webApp
	route  string   // "/team"; "*" for the not-found page
	status int      // answered with
	shell  bool     // the admin panel's shell rather than a page
	data   []string // the API paths of what it shows, embedded for the browser

	mu      sync.Mutex // one render at a time
	current atomic.Pointer[pageSnapshot]
	renders atomic.Int64 // renders so far, successful or not
}

// pageSnapshot is a page as rendered from one state of its data.
type pageSnapshot struct {
	version int64             // the store version it is known current for
	digest  [sha256.Size]byte // of the data it was rendered from
	answer  *answer
}

func (pg *page) serve(w http.ResponseWriter, r *http.Request) {
	pg.answer(r.Context()).serve(w, r, pg.status)
}

// answer answers the page as of the current store version. A write since the last answer
// makes it gather its data again; only when that data differs does the page render again,
// so a write re-renders only the pages that show what it changed, and a burst of writes
// costs one render on the next request. The version is read before the data, so a write
// that lands meanwhile can only make the page newer than its label, never older.
//
// A render that fails keeps the last good page; with none, the page is answered without
// server HTML and the browser renders it from the embedded data.
func (pg *page) answer(ctx context.Context) *answer {
	// Any snapshot at least as new as the version at the reader's arrival serves it.
	v := pg.app.version()
	if s := pg.current.Load(); s != nil && s.version >= v {
		return s.answer
	}
	pg.mu.Lock()
	defer pg.mu.Unlock()
	last := pg.current.Load()
	if last != nil && last.version >= v {
		return last.answer
	}
	// Made as of now, the page serves every reader waiting for it, not only the first: under
	// a storm of writes the readers queued behind one rebuild share the next, instead of each
	// making its own.
	v = pg.app.version()
	data, err := pageData(ctx, pg.app.lists, pg.data)
	if err != nil {
		pg.app.log.Error("page data", "route", pg.route, "err", err)
		if last != nil {
			return last.answer
		}
		return pg.fallback(nil)
	}
	digest := sha256.Sum256(data)
	if last != nil && last.digest == digest {
		pg.current.Store(&pageSnapshot{version: v, digest: digest, answer: last.answer})
		return last.answer
	}
	// The render serves every visitor waiting for the page: one who leaves does not stop it
	// (the engine's time limit still does).
	doc, err := pg.render(context.WithoutCancel(ctx), data)
	if err != nil {
		pg.app.log.Error("render", "route", pg.route, "err", err)
		if last != nil {
			return last.answer
		}
		return pg.fallback(data)
	}
	s := &pageSnapshot{version: v, digest: digest, answer: newAnswer(doc, "text/html; charset=utf-8", "no-cache", true)}
	pg.current.Store(s)
	return s.answer
}

// render renders the page into the template with its data embedded.
func (pg *page) render(ctx context.Context, data []byte) ([]byte, error) {
	app := pg.app
	if app.engine == nil {
		return nil, render.ErrNoBundle
	}
	pg.renders.Add(1)
	url := pg.route
	if url == "*" {
		url = "/404"
	}
	var res render.Result
	var err error
	if pg.shell {
		res, err = app.engine.RenderShell(ctx, data)
	} else {
		res, err = app.engine.Render(ctx, url, data)
	}
	if err != nil {
		return nil, err
	}
	dataRoute := pg.route
	if pg.shell {
		dataRoute = "" // the browser renders the admin panel afresh
	}
	return pg.document(res.HTML, dataRoute, seo.Page{Title: res.Title, Description: res.Description}, data), nil
}

// document places a page's HTML, head and data into the template.
func (pg *page) document(body, dataRoute string, head seo.Page, data []byte) []byte {
	app := pg.app
	doc := app.template
	if head.Title != "" {
		doc = seo.WithPage(doc, head)
	}
	doc = withPreloads(doc, app.preload[pg.route])
	if data != nil {
		doc = insertBeforeHeadEnd(doc, dataScript(data))
	}
	root := `<div id="root" data-route="` + html.EscapeString(dataRoute) + `">` + body + `</div>`
	doc = bytes.Replace(doc, rootMarker, []byte(root), 1)
	if pg.route != "*" && !privateRoute(pg.route) {
		doc = seo.DecorateWith(doc, app.baseURL, pg.route, pg.media(data))
	}
	return doc
}

// media reads what the page's content document (the second of its data) says of its
// preview picture and whether search engines may index it.
func (pg *page) media(data []byte) seo.Media {
	if len(pg.data) < 2 || data == nil {
		return seo.Media{}
	}
	var all map[string]json.RawMessage
	if json.Unmarshal(data, &all) != nil {
		return seo.Media{}
	}
	var doc struct {
		SEO seo.Media `json:"seo"`
	}
	_ = json.Unmarshal(all[pg.data[1]], &doc) // a document without seo has none to say
	return doc.SEO
}

// hidden reports whether the page's content document asks search engines to leave it out.
func (pg *page) hidden(ctx context.Context) bool {
	if len(pg.data) < 2 {
		return false
	}
	data, err := pageData(ctx, pg.app.lists, pg.data[1:2])
	return err == nil && pg.media(data).Hidden
}

// fallback is the page without server HTML, for when it cannot be rendered: with its
// data the browser still renders it, without, it fetches what it shows.
func (pg *page) fallback(data []byte) *answer {
	return newAnswer(pg.document("", "", seo.Page{}, data), "text/html; charset=utf-8", "no-cache", true)
}

// pageData is a page's data object: {"<api path>": value, ...} in the order of paths,
// each value the bytes the API answers (HTML-safe, so "</script>" cannot occur).
func pageData(ctx context.Context, lists *listCache, paths []string) ([]byte, error) {
	return pageDataWith(ctx, lists, paths, nil)
}

// pageDataWith is pageData with instead, when not nil, answering the value of a path in
// place of the list cache's (ok false leaves it to the cache); what it answers is made
// HTML-safe.
func pageDataWith(ctx context.Context, lists *listCache, paths []string,
	instead func(path string) (value []byte, ok bool, err error)) ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range paths {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + p + `":`)
		if instead != nil {
			value, ok, err := instead(p)
			if err != nil {
				return nil, err
			}
			if ok {
				json.HTMLEscape(&b, value)
				continue
			}
		}
		snap, err := lists.snapshot(ctx, p)
		if err != nil {
			return nil, err
		}
		b.Write(snap.json)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// dataScript is the element that carries a page's data to the browser.
func dataScript(data []byte) []byte {
	return slices.Concat([]byte(`<script id="qrs-data" type="application/json">`), data, []byte(`</script>`))
}

// insertBeforeHeadEnd places tag just before </head>, or at the start when there is none.
func insertBeforeHeadEnd(doc, tag []byte) []byte {
	at := bytes.Index(doc, []byte("</head>"))
	if at < 0 {
		at = 0
	}
	out := make([]byte, 0, len(doc)+len(tag))
	out = append(out, doc[:at]...)
	out = append(out, tag...)
	return append(out, doc[at:]...)
}

// webFile is a file of the build other than a page, read into memory on first request
// with the Brotli and gzip copies the build made of it.
type webFile struct {
	web          fs.FS
	name         string
	hasBr, hasGz bool

	once sync.Once
	ans  *answer
}

// serve writes the file with its cache policy: a year for content-hashed assets, always
// revalidated for HTML, an hour for the rest.
func (f *webFile) serve(w http.ResponseWriter, r *http.Request) {
	f.once.Do(f.load)
	if f.ans == nil {
		http.NotFound(w, r)
		return
	}
	f.ans.serve(w, r, http.StatusOK)
}

func (f *webFile) load() {
	var bodies [encodings][]byte
	var err error
	if bodies[identity], err = fs.ReadFile(f.web, f.name); err != nil {
		return
	}
	if f.hasGz {
		bodies[gzipped], _ = fs.ReadFile(f.web, f.name+".gz")
	}
	if f.hasBr {
		bodies[brotlied], _ = fs.ReadFile(f.web, f.name+".br")
	}
	ctype := mime.TypeByExtension(path.Ext(f.name))
	if ctype == "" {
		ctype = http.DetectContentType(bodies[identity])
	}
	cache := "public, max-age=3600"
	switch {
	case strings.HasPrefix(f.name, "assets/"):
		cache = "public, max-age=31536000, immutable"
	case strings.HasSuffix(f.name, ".html"):
		cache = "no-cache"
	}
	f.ans = newAnswerEncoded(bodies, ctype, cache)
}

// notBuiltPage is served when the binary was built without the web app (go build before make build).
var notBuiltPage = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QRS</title></head>` +
	`<body><p>The web app is not built into this binary. Run <code>make build</code>.</p></body></html>`)
