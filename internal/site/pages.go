package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"html"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/render"
	"github.com/qrs-site/qrs/internal/seo"
)

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
	// langPages are the public pages in each language but the default, by code and route;
	// notFoundIn the not-found page of each, for the unknown paths under its prefix.
	langPages  map[string]map[string]*page
	notFoundIn map[string]*page
	langIndex  atomic.Pointer[languageIndex]
	// redirectTable is the redirects as last read (see redirects.go).
	redirectTable atomic.Pointer[redirectTable]
	contentKeys   []string            // every content document's key
	files         map[string]*webFile // by name in the build: assets, icons…
	lists         *Lists
	languageList  *List // /api/languages, which langIndex is read from
	redirectList  *List // the redirects, which redirectTable is read from
	version       func() int64
	baseURL       string
	log           *slog.Logger
	pageWait      time.Duration // how long a visitor waits for a page rendered anew (see page.answer)
	renderGap     time.Duration // the least time between renders of a page that only visitors asked for (see page.pause)
	kept          *keptPages    // where the last render of each page is kept across restarts; nil for nowhere
}

// loadWebApp reads the build (dist/index.html, the page template; routes.json, the chunks
// each page preloads; the rest as files with their .br and .gz copies) and starts the
// render engine from bundle. The pages render on their first request.
func loadWebApp(web, bundle fs.FS, opts render.Options, baseURL string, lists *Lists, version func() int64, log *slog.Logger) *webApp {
	app := &webApp{pages: map[string]*page{}, files: map[string]*webFile{}, lists: lists, version: version, baseURL: baseURL, log: log,
		langPages: map[string]map[string]*page{}, notFoundIn: map[string]*page{}}
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
	engine, err := render.New(bundle, opts)
	if err != nil {
		// Without the bundle the server knows no page: every path gets the template, which
		// the browser renders itself.
		log.Error("pages are not rendered on the server", "err", err)
		app.notFound = &page{app: app, route: "*", status: http.StatusOK}
		return app
	}
	app.engine = engine
	for _, l := range content.Languages.Others() {
		app.langPages[l.Code] = map[string]*page{}
	}
	for _, p := range engine.Pages() {
		data := []string{siteContent, "/api/content/" + p.Content}
		for _, key := range p.Also {
			data = append(data, "/api/content/"+key)
		}
		data = append(append(data, p.Lists...), LanguagesPath)
		status := http.StatusOK
		if p.Path == "*" {
			status = http.StatusNotFound
		}
		pg := &page{app: app, route: p.Path, status: status, data: data, locale: content.DefaultLocale}
		if p.Path == "*" {
			app.notFound = pg
		} else {
			app.pages[p.Path] = pg
		}
		for _, l := range content.Languages.Others() {
			lpg := &page{app: app, route: p.Path, status: status, data: data, locale: l.Code}
			if p.Path == "*" {
				app.notFoundIn[l.Code] = lpg
			} else {
				app.langPages[l.Code][p.Path] = lpg
			}
		}
	}
	if app.notFound == nil {
		app.notFound = &page{app: app, route: "*", status: http.StatusNotFound, locale: content.DefaultLocale}
	}
	for _, route := range shellRoutes {
		app.pages[route] = &page{app: app, route: route, status: http.StatusOK, shell: true, data: []string{siteContent}, locale: content.DefaultLocale}
	}
	return app
}

// watchPages gives each page what reads the last change of its data: the sources of the
// lists it shows. Every public page shows /api/languages, made from every document, so a
// document's change makes each look again; a collection's change only those that show it.
// A page whose data names no list (none, without the render bundle) watches everything.
func (app *webApp) watchPages() {
	watch := func(pg *page) {
		var sources []database.Source
		for _, p := range pg.data {
			l := app.lists.List(p)
			if l == nil {
				sources = nil
				break
			}
			sources = append(sources, l.sources...)
		}
		if len(sources) == 0 {
			sources = []database.Source{database.Everything}
		}
		pg.watch = app.lists.store.Watch(sources...)
	}
	for _, pg := range app.pages {
		watch(pg)
	}
	for _, pages := range app.langPages {
		for _, pg := range pages {
			watch(pg)
		}
	}
	for _, pg := range app.notFoundIn {
		watch(pg)
	}
	watch(app.notFound)
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

// withPreloads names a page's chunks in its head (<meta name="qrs-chunks">, separated by
// spaces): the page's first script, which starts the app once the page has been painted,
// then fetches them side by side instead of each after the one importing it. Only the
// build's own assets are named.
func withPreloads(doc []byte, chunks []string) []byte {
	var names []string
	for _, c := range chunks {
		if strings.HasPrefix(c, "/assets/") && strings.HasSuffix(c, ".js") && !strings.ContainsAny(c, " \"<>&") {
			names = append(names, c)
		}
	}
	if len(names) == 0 {
		return doc
	}
	return insertBeforeHeadEnd(doc, []byte(`<meta name="qrs-chunks" content="`+strings.Join(names, " ")+`">`))
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

// Renders answers how often the page at route has been rendered, successfully or not, and
// whether the site has a page there.
func (s *Site) Renders(route string) (int64, bool) {
	pg := s.app.pages[route]
	if pg == nil {
		return 0, false
	}
	return pg.renders.Load(), true
}

// Visit says what ServePage answered, for counting visits (package insights).
type Visit struct {
	// Page is a public page answered (200, or 304 to a browser that has it), at its path.
	Page bool
	// NotFound is the not-found page answered for a path the site does not have.
	NotFound bool
}

// ServePage answers the web app at the cleaned path p: the page of its route, rendered from
// its content and records; a file of the build as it is (hashed assets cached for a year);
// and the not-found page with status 404 for anything else. It answers what it served.
func (s *Site) ServePage(w http.ResponseWriter, r *http.Request, p string) Visit {
	app := s.app
	if code := languageOfPath(p); code != "" && app.engine != nil {
		return s.serveLocalized(w, r, code, p)
	}
	if pg := app.pages[p]; pg != nil {
		return pg.serve(w, r)
	}
	if f := app.files[p[1:]]; f != nil {
		f.serve(w, r)
		return Visit{}
	}
	if route, ok := strings.CutSuffix(p, "/index.html"); ok {
		if route == "" {
			route = "/"
		}
		if pg := app.pages[route]; pg != nil {
			return pg.serve(w, r)
		}
	}
	if s.serveRedirect(w, r, p) {
		return Visit{}
	}
	return app.notFound.serve(w, r)
}

// CurrentPage answers the page at p, a path as ServePage takes it, when its last answer
// is current (nothing it shows was written since): what ServePage would answer, found with
// a few atomic reads and no look at the store, and the visit it makes when it is answered
// (200 or 304). It answers nil for any other path (files, redirects, the not-found page,
// /route/index.html), and for a page that must be looked at or rendered first: ServePage
// answers those.
func (s *Site) CurrentPage(p string) (*Answer, Visit) {
	app := s.app
	if app.engine == nil {
		return nil, Visit{}
	}
	var pg *page
	if languageOfPath(p) != "" {
		idx := app.currentIndex()
		if idx == nil {
			return nil, Visit{}
		}
		pg = idx.byPath[p]
	} else {
		pg = app.pages[p]
	}
	if pg == nil || pg.status != http.StatusOK {
		return nil, Visit{}
	}
	last, _, current := pg.currentSnapshot()
	if !current {
		return nil, Visit{}
	}
	return last.answer, Visit{Page: !pg.shell && !privateRoute(pg.route)}
}

// currentSnapshot answers the page's last snapshot (nil when none), the version of the
// last change of its data, and whether the snapshot is at least as new as that change.
func (pg *page) currentSnapshot() (*pageSnapshot, int64, bool) {
	v := pg.watch.LastChange()
	last := pg.current.Load()
	return last, v, last != nil && last.version >= v
}

// page is one HTML page of the app, rendered from the data it shows (its content
// documents and lists, as the API answers them) and kept until that data changes.
type page struct {
	app    *webApp
	route  string   // "/team"; "*" for the not-found page
	locale string   // its language
	status int      // answered with
	shell  bool     // the admin panel's shell rather than a page
	data   []string // the API paths of what it shows in the default language (see paths)
	// watch reads the last change of the sources of its data (in any language: a list and
	// its translations have the same), set once the lists are (watchPages)
	watch database.Watch

	current atomic.Pointer[pageSnapshot]
	renders atomic.Int64 // renders so far, successful or not
	// rendered is when the last render ended (Unix nanoseconds): the visitors' render gap
	// counts from it.
	rendered atomic.Int64

	mu       sync.Mutex   // guards running, next and prepared
	running  *pageRefresh // the refresh under way, nil when none
	next     *pageRefresh // the one refresh that starts when running ends, for readers it is too old for
	prepared *preparedRender
}

// pageSnapshot is a page as answered for one state of its data.
type pageSnapshot struct {
	version int64             // the store version it is known current for: while no source of its data changed after it
	digest  [sha256.Size]byte // of the data as of that version
	answer  *Answer           // what visitors get: the render of that data, or the last good one
	shows   map[string]int64  // the content documents' versions in answer's HTML; nil for the fallback
	failure *renderFailure    // why the data of digest could not be rendered; nil when it was
}

// renderFailure is a page's data that could not be rendered: remembered with the data's
// digest, so it is not rendered again until the data changes, while visitors keep the last
// good page.
type renderFailure struct {
	err      error
	at       time.Time
	versions map[string]int64 // the content documents' versions of the data that failed
}

// pageRefresh is one look at a page's data, and a render when it changed, shared by the
// readers waiting for it. Its version is read when it starts, so it covers every write that
// completed before then.
type pageRefresh struct {
	version int64
	done    chan struct{} // closed when answer is set
	answer  *Answer       // nil when every renderer stayed busy and no earlier answer exists
	// hurry is closed when a reader who waits for the refresh shares it (staff, a publish,
	// a page never answered): it starts at once rather than after the visitors' render gap.
	hurry   chan struct{}
	hurried bool // guarded by the page's mu
}

func newPageRefresh() *pageRefresh {
	return &pageRefresh{done: make(chan struct{}), hurry: make(chan struct{})}
}

// preparedRender is a page rendered from data about to be published (by the check before
// a publish): the refresh that finds the same data takes it instead of rendering again.
type preparedRender struct {
	digest [sha256.Size]byte
	answer *Answer
}

// serve answers the page as of the current store version (see answer), and says what it
// answered: a public page, or the not-found page.
func (pg *page) serve(w http.ResponseWriter, r *http.Request) Visit {
	a := pg.answer(r.Context())
	if a == nil {
		serveBusy(w)
		return Visit{}
	}
	status := a.Serve(w, r, pg.status)
	return Visit{
		Page:     !pg.shell && pg.route != "*" && !privateRoute(pg.route) && (status == http.StatusOK || status == http.StatusNotModified),
		NotFound: pg.route == "*",
	}
}

// answer answers the page as of the current store version. A write since the last answer
// to a source of its data (a list, a document it shows) makes it gather its data again; a
// write to something else leaves it as it is. Only when that data differs does the page
// render again, and a burst of writes costs one render on the next request. The look happens apart from the reader, who waits
// for it at most the site's page wait (by default not at all) when a good page exists, and
// gets that one while the render goes on: a render never holds visitors up. It answers nil when every
// renderer stayed busy and the page was never answered before (a 503).
func (pg *page) answer(ctx context.Context) *Answer {
	// Any snapshot at least as new as its data's last change at the reader's arrival serves it.
	last, v, current := pg.currentSnapshot()
	if current {
		return last.answer
	}
	// A visitor with a good page to fall back on does not wait for the render (unless the
	// site's page wait says so), and does not hurry it.
	visitor := last != nil && last.shows != nil && !waitsForFreshPages(ctx)
	r := pg.refresh(v, !visitor || pg.app.pageWait > 0)
	var stale <-chan time.Time
	if visitor {
		if pg.app.pageWait == 0 {
			return last.answer
		}
		t := time.NewTimer(pg.app.pageWait)
		defer t.Stop()
		stale = t.C
	}
	select {
	case <-r.done:
		return r.answer
	case <-stale:
	case <-ctx.Done():
	}
	if last != nil {
		return last.answer
	}
	return nil
}

// freshPagesKey marks a request context whose reader waits for a page rendered anew.
type freshPagesKey struct{}

// WithFreshPages marks ctx as a reader's who waits for a page being rendered anew for as
// long as the render takes, rather than the site's page wait: staff, who expect the page to
// show what they just saved.
func WithFreshPages(ctx context.Context) context.Context {
	return context.WithValue(ctx, freshPagesKey{}, true)
}

func waitsForFreshPages(ctx context.Context) bool { return ctx.Value(freshPagesKey{}) != nil }

// fresh answers the page as of the current store version, waiting for its render however
// long the engine's limits let it take: for publishing, which answers once the pages are
// made, and for the site package. It fails when every renderer stayed busy.
func (pg *page) fresh(ctx context.Context) (*Answer, error) {
	last, v, current := pg.currentSnapshot()
	if current {
		return last.answer, nil
	}
	r := pg.refresh(v, true)
	select {
	case <-r.done:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if r.answer == nil {
		return nil, content.Errorf(content.Unavailable, "The server is busy rendering pages; try again in a moment")
	}
	return r.answer, nil
}

// refresh answers a refresh that covers version v: the one under way when it started late
// enough, else the next one, which every reader the running one is too old for shares and
// which starts as soon as the running one ends. A reader who waits for it hurries it (see
// pause).
func (pg *page) refresh(v int64, hurry bool) *pageRefresh {
	pg.mu.Lock()
	defer pg.mu.Unlock()
	var r *pageRefresh
	switch {
	case pg.running == nil:
		r = newPageRefresh()
		r.version = pg.app.version()
		pg.running = r
		go pg.run(r)
	case pg.running.version >= v:
		r = pg.running
	default:
		if pg.next == nil {
			pg.next = newPageRefresh()
		}
		r = pg.next
	}
	if hurry {
		// The next refresh starts when the running one ends: both hurry.
		for _, h := range []*pageRefresh{pg.running, r} {
			if !h.hurried {
				h.hurried = true
				close(h.hurry)
			}
		}
	}
	return r
}

// pause holds a refresh that only visitors asked for until the visitors' render gap since
// the page's last render has passed, or until a reader who waits for it hurries it. Under a
// stream of writes made elsewhere (another instance's staff saving, one after the other), a
// page visitors read is then rendered at most once a gap, and the renders leave the cores
// to the readers; the visitors meanwhile get the last render, as they do during any render.
// A write on this instance renders its pages at once (RenderChanged hurries them).
func (pg *page) pause(r *pageRefresh) {
	gap := pg.app.renderGap
	if gap <= 0 {
		return
	}
	wait := time.Until(time.Unix(0, pg.rendered.Load()).Add(gap))
	if wait <= 0 {
		return
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
	case <-r.hurry:
	}
}

// run makes r's answer, wakes its readers, and starts the next refresh when readers wait
// for one.
func (pg *page) run(r *pageRefresh) {
	pg.pause(r)
	r.answer = pg.look(r.version)
	pg.mu.Lock()
	close(r.done)
	pg.running, pg.next = pg.next, nil
	next := pg.running
	if next != nil {
		next.version = pg.app.version()
	}
	pg.mu.Unlock()
	if next != nil {
		pg.run(next)
	}
}

// look gathers the page's data as of version (read before the data, so a write that lands
// meanwhile can only make the page newer than its label, never older) and renders the page
// when the data differs from the last look's.
//
// A render that fails keeps the last good page, and the failure is remembered with the
// data, so the same data is not rendered again; with no good page, the page is answered
// without server HTML and the browser renders it from the embedded data. When every
// renderer stays busy, nothing is remembered: the last answer serves (nil when none) and
// the next reader looks again.
func (pg *page) look(version int64) *Answer {
	ctx := context.Background() // the look serves every reader waiting for it; the engine's limits bound it
	last := pg.current.Load()
	paths, err := pg.paths(ctx, "")
	var data []byte
	var versions map[string]int64
	if err == nil {
		data, versions, err = pageData(ctx, pg.app.lists, paths)
	}
	if err != nil {
		pg.app.log.Error("page data", "route", pg.route, "err", err)
		if last != nil {
			return last.answer
		}
		return pg.fallback(nil)
	}
	digest := sha256.Sum256(data)
	if last != nil && last.digest == digest {
		pg.current.Store(&pageSnapshot{version: version, digest: digest, answer: last.answer, shows: last.shows, failure: last.failure})
		return last.answer
	}
	if a := pg.takePrepared(digest); a != nil {
		pg.current.Store(&pageSnapshot{version: version, digest: digest, answer: a, shows: versions})
		pg.keep(digest, versions, a)
		return a
	}
	if last == nil && pg.app.kept != nil {
		// The page's first look since the start: its last render, when kept for this very
		// data, serves without compiling the bundle or rendering.
		if doc, shows := pg.app.kept.load(pg.locale, pg.route, digest); doc != nil {
			s := &pageSnapshot{version: version, digest: digest, shows: shows, answer: pageAnswer(doc)}
			pg.current.Store(s)
			return s.answer
		}
	}
	doc, err := pg.render(ctx, render.Public, data)
	switch {
	case errors.Is(err, render.ErrBusy):
		pg.app.log.Warn("every page renderer is busy: the page is answered as it was", "route", pg.route)
		if last != nil {
			return last.answer
		}
		return nil
	case err != nil:
		s := &pageSnapshot{version: version, digest: digest, answer: pg.fallback(data),
			failure: &renderFailure{err: err, at: time.Now(), versions: versions}}
		if last != nil && last.shows != nil {
			s.answer, s.shows = last.answer, last.shows
		}
		pg.app.log.Error("the page could not be rendered: visitors keep its last good version until its data changes",
			"route", pg.route, "showing", s.shows, "failed", versions, "err", err)
		pg.current.Store(s)
		return s.answer
	}
	s := &pageSnapshot{version: version, digest: digest, shows: versions, answer: pageAnswer(doc)}
	pg.current.Store(s)
	pg.keep(digest, versions, s.answer)
	return s.answer
}

// keep keeps the page's answer a, rendered from the data of digest, for the next start.
func (pg *page) keep(digest [sha256.Size]byte, versions map[string]int64, a *Answer) {
	if pg.app.kept != nil {
		pg.app.kept.keep(pg.locale, pg.route, digest, versions, a.bodies[identity])
	}
}

// prepare keeps a render of data about to be published, for the look that finds it.
func (pg *page) prepare(data, doc []byte) {
	p := &preparedRender{digest: sha256.Sum256(data), answer: pageAnswer(doc)}
	pg.mu.Lock()
	pg.prepared = p
	pg.mu.Unlock()
}

// takePrepared answers the prepared render of the data of digest, once; a prepared render
// of other data is dropped (its publish did not happen, or something changed meanwhile).
func (pg *page) takePrepared(digest [sha256.Size]byte) *Answer {
	pg.mu.Lock()
	defer pg.mu.Unlock()
	p := pg.prepared
	pg.prepared = nil
	if p == nil || p.digest != digest {
		return nil
	}
	return p.answer
}

// serveBusy answers a page that could not be made because every renderer stayed busy and
// that has no earlier version to serve.
func serveBusy(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Retry-After", strconv.Itoa(BusyRetrySeconds))
	w.WriteHeader(http.StatusServiceUnavailable)
	_, _ = w.Write(busyPage)
}

// BusyRetrySeconds is what a busy answer (503) asks the client to wait before asking again.
const BusyRetrySeconds = 2

var busyPage = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QRS</title>` +
	`<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
	`<body><p>The site is busy. Please try again in a moment.</p></body></html>`)

// render renders the page into the template with its data embedded, on a runtime of lane.
func (pg *page) render(ctx context.Context, lane render.Lane, data []byte) ([]byte, error) {
	app := pg.app
	if app.engine == nil {
		return nil, render.ErrNoBundle
	}
	pg.renders.Add(1)
	url := pg.route
	if url == "*" {
		url = "/404"
	}
	var idx *languageIndex
	if !pg.shell {
		var err error
		if idx, err = app.index(ctx); err != nil {
			return nil, err
		}
		url = pg.address(idx, url)
	}
	res, err := app.engine.RenderIn(ctx, lane, url, data, pg.shell)
	if lane == render.Public {
		pg.rendered.Store(time.Now().UnixNano())
	}
	if err != nil {
		return nil, err
	}
	dataRoute := pg.route
	if pg.shell {
		dataRoute = "" // the browser renders the admin panel afresh
	}
	return pg.document(res.HTML, dataRoute, seo.Page{Title: res.Title, Description: res.Description}, data, idx), nil
}

// document places a page's HTML, head and data into the template, with what idx (nil for
// the admin panel's shell) says of its language.
func (pg *page) document(body, dataRoute string, head seo.Page, data []byte, idx *languageIndex) []byte {
	app := pg.app
	doc := app.template
	if l, ok := content.Languages.Find(pg.locale); ok && idx != nil {
		doc = seo.WithLang(doc, l.HTMLLang)
	}
	if head.Title != "" {
		doc = seo.WithPage(doc, head)
	}
	doc = withPreloads(doc, app.preload[pg.route])
	if data != nil {
		doc = insertBeforeHeadEnd(doc, dataScript(data))
	}
	root := `<div id="root" data-route="` + html.EscapeString(dataRoute) + `">` + body + `</div>`
	doc = bytes.Replace(doc, rootMarker, []byte(root), 1)
	if pg.route != "*" && !privateRoute(pg.route) && idx != nil {
		doc = seo.DecorateIn(doc, app.baseURL, idx.pathOf(pg.route, pg.locale), pg.media(data), pg.seoLocale(idx))
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
	own := all[pg.data[1]] // the page's own document, in whichever language the data holds it
	for _, l := range content.Languages.Others() {
		if v, ok := all[InLocale(pg.data[1], l.Code)]; ok {
			own = v
		}
	}
	_ = json.Unmarshal(own, &doc) // a document without seo has none to say
	return doc.SEO
}

// hidden reports whether the page's content document asks search engines to leave it out.
func (pg *page) hidden(ctx context.Context) bool {
	if len(pg.data) < 2 {
		return false
	}
	paths, err := pg.paths(ctx, "")
	if err != nil {
		return false
	}
	data, _, err := pageData(ctx, pg.app.lists, paths)
	return err == nil && pg.media(data).Hidden
}

// fallback is the page without server HTML, for when it cannot be rendered: with its
// data the browser still renders it, without, it fetches what it shows.
func (pg *page) fallback(data []byte) *Answer {
	idx, _ := pg.app.index(context.Background()) // without it the page says nothing of its language
	return NewAnswer(pg.document("", "", seo.Page{}, data, idx), "text/html; charset=utf-8", "no-cache", true)
}

// pageData is a page's data object: {"<api path>": value, ...} in the order of paths,
// each value the bytes the API answers (HTML-safe, so "</script>" cannot occur), with the
// version of each content document in it by key.
func pageData(ctx context.Context, lists *Lists, paths []string) ([]byte, map[string]int64, error) {
	versions := map[string]int64{}
	data, err := dataObject(paths, func(b *bytes.Buffer, p string) error {
		snap, err := lists.Snapshot(ctx, p)
		if err != nil {
			return err
		}
		if key, ok := strings.CutPrefix(p, "/api/content/"); ok {
			versions[key] = snap.docVersion
		}
		b.Write(snap.json)
		return nil
	})
	return data, versions, err
}

// pageDataWith is pageData with instead answering the value of a path in place of the
// list cache's (ok false leaves it to the cache); what it answers is written as the list
// cache writes its lists (compact and HTML-safe), so the same value makes the same bytes.
func pageDataWith(ctx context.Context, lists *Lists, paths []string,
	instead func(path string) (value []byte, ok bool, err error)) ([]byte, error) {
	return dataObject(paths, func(b *bytes.Buffer, p string) error {
		value, ok, err := instead(p)
		if err != nil {
			return err
		}
		if ok {
			return writeHTMLSafe(b, value)
		}
		snap, err := lists.Snapshot(ctx, p)
		if err != nil {
			return err
		}
		b.Write(snap.json)
		return nil
	})
}

// dataObject writes {"<path>": value, ...} with each value written by value.
func dataObject(paths []string, value func(b *bytes.Buffer, path string) error) ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range paths {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + p + `":`)
		if err := value(&b, p); err != nil {
			return nil, err
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// writeHTMLSafe writes the JSON value compacted, with <, > and & escaped, as the list cache
// writes its lists.
func writeHTMLSafe(b *bytes.Buffer, value []byte) error {
	var compact bytes.Buffer
	if err := json.Compact(&compact, value); err != nil {
		return err
	}
	json.HTMLEscape(b, compact.Bytes())
	return nil
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
	ans  *Answer
}

// serve writes the file with its cache policy: a year for content-hashed assets, always
// revalidated for HTML, an hour for the rest.
func (f *webFile) serve(w http.ResponseWriter, r *http.Request) {
	f.once.Do(f.load)
	if f.ans == nil {
		http.NotFound(w, r)
		return
	}
	f.ans.Serve(w, r, http.StatusOK)
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

// IsPublicPage reports whether path is the address of a public page of the site, in any
// language (not the panel's).
func (s *Site) IsPublicPage(ctx context.Context, path string) bool {
	pg := s.pageAt(ctx, path)
	return pg != nil && !pg.shell && !privateRoute(path)
}

// pageAt answers the page whose address is path, in any language; nil for none.
func (s *Site) pageAt(ctx context.Context, path string) *page {
	if pg := s.app.pages[path]; pg != nil {
		return pg
	}
	if languageOfPath(path) == "" || s.app.engine == nil {
		return nil
	}
	idx, err := s.app.index(ctx)
	if err != nil {
		return nil
	}
	return idx.byPath[path]
}

// pageAnswer is the answer of a page's document. Its gzip and Brotli encodings are made on
// the first request for each: a publish that renders every page again does not wait for
// 2 × 56 compressions, and a page nobody asks for in gzip (browsers ask for Brotli) never
// holds a gzip copy.
func pageAnswer(doc []byte) *Answer {
	return newLazyAnswer(doc, "text/html; charset=utf-8", "no-cache")
}
