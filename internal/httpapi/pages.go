package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/qrs-site/qrs/internal/content"
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

// dataLists names the API lists each data page shows. The server embeds them in the page
// (see dataScript), so the first paint already shows them and the client makes no request
// on first load: its query cache is seeded under each list's path.
var dataLists = map[string][]string{
	"/team":            {"/api/team-members"},
	"/global-partners": {"/api/global-partners", "/api/partner-categories"},
	"/research-papers": {"/api/research-papers"},
	"/downloads":       {"/api/research-papers", "/api/categories"},
	"/gallery":         {"/api/gallery/images", "/api/gallery/videos", "/api/categories"},
}

// privateRoute reports whether a client route belongs to the admin panel: served the shell
// as it is, never given search tags and never listed in the sitemap.
func privateRoute(route string) bool {
	for _, p := range []string{"/admin", "/qrsadmin", "/login"} {
		if route == p || strings.HasPrefix(route, p+"/") {
			return true
		}
	}
	return false
}

// webApp is the built web app as the server answers it, worked out once at start: every
// page decorated for search engines and link previews (seo.Decorate with the public
// origin), and every other file of the build, read into memory on its first request.
type webApp struct {
	pages    map[string]*page    // by route: prerendered pages and the client routes
	files    map[string]*webFile // by name in the build: assets, icons…
	notFound *page               // the shell, answered with 404 for unknown paths
	lists    *listCache
	log      *slog.Logger
}

// loadWebApp reads the build: dist/index.html (the home page, and the shell of client
// routes), dist/<route>/index.html (prerendered pages), routes.json (client routes) and
// the rest as files, with the .br and .gz copies the build made of them.
func loadWebApp(web fs.FS, baseURL string, lists *listCache, log *slog.Logger) *webApp {
	app := &webApp{pages: map[string]*page{}, files: map[string]*webFile{}, lists: lists, log: log}
	home, err := fs.ReadFile(web, "index.html")
	if err != nil {
		home = notBuiltPage
	}
	// The shell is the layout around an empty page; a build without one falls back to the
	// home page, which the app replaces as it starts.
	shell, err := fs.ReadFile(web, "shell.html")
	if err != nil {
		shell = home
	}
	names := map[string]bool{}
	_ = fs.WalkDir(web, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names[name] = true
		}
		return nil
	})
	docs := map[string][]byte{"/": home}
	for name := range names {
		base, compressedCopy := strings.CutSuffix(name, ".br")
		if !compressedCopy {
			base, compressedCopy = strings.CutSuffix(name, ".gz")
		}
		switch {
		case compressedCopy && names[base]:
			// served as an encoding of base
		case name == "index.html", name == "shell.html":
		case strings.HasSuffix(name, "/index.html"):
			if doc, err := fs.ReadFile(web, name); err == nil {
				docs["/"+strings.TrimSuffix(name, "/index.html")] = doc
			}
		default:
			app.files[name] = &webFile{web: web, name: name, hasBr: names[name+".br"], hasGz: names[name+".gz"]}
		}
	}
	manifest := readRoutesManifest(web)
	for _, route := range manifest.SPA {
		if docs[route] == nil {
			docs[route] = withPreloads(seo.WithPage(shell, manifest.Meta[route]), manifest.Preload[route])
		}
	}
	for route, doc := range docs {
		if !privateRoute(route) {
			doc = seo.Decorate(doc, baseURL, route)
		}
		app.pages[route] = &page{app: app, route: route, doc: doc, lists: dataLists[route]}
	}
	app.notFound = &page{app: app, route: "", doc: shell}
	return app
}

// routesManifest is dist/routes.json of the web build: the client routes without a
// prerendered page, and the title and description each of them shows.
type routesManifest struct {
	SPA     []string            `json:"spa"`
	Meta    map[string]seo.Page `json:"meta"`
	Preload map[string][]string `json:"preload"` // the chunks a client route needs at once
}

// readRoutesManifest reads routes.json; a build without one has no client routes.
func readRoutesManifest(web fs.FS) routesManifest {
	var m routesManifest
	data, err := fs.ReadFile(web, "routes.json")
	if err != nil || json.Unmarshal(data, &m) != nil {
		return routesManifest{}
	}
	for i, p := range m.SPA {
		m.SPA[i] = path.Clean("/" + p)
	}
	return m
}

// withPreloads announces a client route's chunks in the shell's head, so the browser
// fetches them beside the main bundle instead of after it has run. Only the build's own
// assets are named.
func withPreloads(shell []byte, chunks []string) []byte {
	var links strings.Builder
	for _, c := range chunks {
		if strings.HasPrefix(c, "/assets/") && strings.HasSuffix(c, ".js") && !bytes.Contains(shell, []byte(`"`+c+`"`)) {
			links.WriteString(`<link rel="modulepreload" crossorigin href="` + html.EscapeString(c) + `">`)
		}
	}
	if links.Len() == 0 {
		return shell
	}
	return insertBeforeHeadEnd(shell, []byte(links.String()))
}

// publicRoutes answers the routes a visitor may land on, sorted, for the sitemap.
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

// handlePages serves the built web app: a page for its route (with its lists embedded when
// it shows API data), real files as they are (hashed assets cached for a year), and the
// shell with status 404 for anything else, so the app renders its not-found page. /api/...
// never gets the app, and /login redirects to /qrsadmin.
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
			pg.serve(w, r, http.StatusOK)
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
				pg.serve(w, r, http.StatusOK)
				return
			}
		}
		app.notFound.serve(w, r, http.StatusNotFound)
	})
}

// page is one HTML page of the app. A page without lists is answered from one answer made
// on first request; a data page is rebuilt, lists embedded, on its first request after a
// content write.
type page struct {
	app   *webApp
	route string
	doc   []byte   // the HTML, decorated
	lists []string // the API lists embedded in it, if any

	once   sync.Once
	static *answer

	mu      sync.Mutex
	current atomic.Pointer[pageSnapshot]
}

// pageSnapshot is a data page as of one content version.
type pageSnapshot struct {
	version int64
	answer  *answer
}

func (pg *page) serve(w http.ResponseWriter, r *http.Request, status int) {
	pg.answer(r.Context()).serve(w, r, status)
}

// answer answers the page as of now: with its lists embedded for a data page, or without
// them (the client then fetches them) when a list cannot be read.
func (pg *page) answer(ctx context.Context) *answer {
	if len(pg.lists) > 0 {
		a, err := pg.withData(ctx)
		if err == nil {
			return a
		}
		pg.app.log.Error("page without its data", "route", pg.route, "err", err)
	}
	pg.once.Do(func() { pg.static = newAnswer(pg.doc, "text/html; charset=utf-8", "no-cache", true) })
	return pg.static
}

// withData answers the page with its lists embedded, as of the current content version.
func (pg *page) withData(ctx context.Context) (*answer, error) {
	v := pg.app.lists.version()
	if s := pg.current.Load(); s != nil && s.version == v {
		return s.answer, nil
	}
	pg.mu.Lock()
	defer pg.mu.Unlock()
	if s := pg.current.Load(); s != nil && s.version == v {
		return s.answer, nil
	}
	script, err := dataScript(ctx, pg.app.lists, pg.lists)
	if err != nil {
		return nil, err
	}
	doc := insertBeforeHeadEnd(pg.doc, script)
	s := &pageSnapshot{version: v, answer: newAnswer(doc, "text/html; charset=utf-8", "no-cache", true)}
	pg.current.Store(s)
	return s.answer, nil
}

// dataScript is the element that carries a page's lists to the client:
// <script id="qrs-data" type="application/json">{"/api/team-members":[…],…}</script>.
// The lists are encoded with <, > and & escaped, so no "</script>" can occur inside.
func dataScript(ctx context.Context, lists *listCache, paths []string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`<script id="qrs-data" type="application/json">{`)
	for i, p := range paths {
		snap, err := lists.snapshot(ctx, p)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"` + p + `":`)
		b.Write(snap.json)
	}
	b.WriteString(`}</script>`)
	return b.Bytes(), nil
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
