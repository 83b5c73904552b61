// Package render renders the public pages of the web app inside the binary: it runs the
// app's render bundle (web/ssr/render.js, React's renderToString and the app's routes) in
// goja, a JavaScript engine written in Go, so no Node is needed at run time.
//
// A goja runtime runs one script at a time, so the engine keeps a small pool of warmed
// runtimes. Each render is given a time limit; a render that throws or runs past it is
// reported as an error, and a runtime that was interrupted is replaced.
package render

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"runtime"
	"sync"
	"time"

	"github.com/dop251/goja"
)

// BundleName is the file of the render bundle in the web build's ssr folder.
const BundleName = "render.js"

// ErrNoBundle reports a binary built without the web app's render bundle.
var ErrNoBundle = errors.New("the render bundle is not built into this binary (run make build)")

// Page is a public route as the web app declares it: its content document and the API
// lists it shows. Path "*" is the not-found page.
type Page struct {
	Path    string   `json:"path"`
	Content string   `json:"content"`
	Also    []string `json:"also"` // other documents it shows
	Lists   []string `json:"lists"`
}

// Result is one rendered page.
type Result struct {
	HTML        string `json:"html"`   // the inside of <div id="root">
	Status      int    `json:"status"` // 200, or 404 for the not-found page
	Title       string `json:"title"`
	Description string `json:"description"`
}

// Options tune an Engine; the zero value means the defaults.
type Options struct {
	Log       *slog.Logger
	Runtimes  int           // warmed runtimes (default: 2, at most the CPUs)
	TimeLimit time.Duration // for one render (default 5 s)
}

// Engine renders pages with a pool of goja runtimes that share one compiled bundle.
type Engine struct {
	program *goja.Program
	log     *slog.Logger
	limit   time.Duration
	pages   []Page

	pool    chan *vm // idle runtimes
	mu      sync.Mutex
	created int
	max     int
}

// New compiles the bundle in bundle (the web build's ssr folder) and starts one runtime,
// which answers the page list. Both are done once per process for the same bundle: a later
// engine on it starts its runtimes with its first renders.
func New(bundle fs.FS, opts Options) (*Engine, error) {
	src, err := fs.ReadFile(bundle, BundleName)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoBundle
	}
	if err != nil {
		return nil, err
	}
	compiled, err := compile(src)
	if err != nil {
		return nil, err
	}
	e := &Engine{program: compiled.program, log: opts.Log, limit: opts.TimeLimit, max: opts.Runtimes}
	if e.log == nil {
		e.log = slog.New(slog.DiscardHandler)
	}
	if e.limit <= 0 {
		e.limit = 5 * time.Second
	}
	if e.max <= 0 {
		e.max = min(2, runtime.GOMAXPROCS(0))
	}
	e.pool = make(chan *vm, e.max)
	if list, known := compiled.pageList(); known {
		// An engine of this process read it from the same bundle before: the runtimes
		// start with the first renders.
		return e, json.Unmarshal([]byte(list), &e.pages)
	}
	first, err := e.newVM()
	if err != nil {
		return nil, err
	}
	list, err := first.call(context.Background(), e.limit, "pages")
	if err != nil {
		return nil, fmt.Errorf("read the page list: %w", err)
	}
	if err := json.Unmarshal([]byte(list), &e.pages); err != nil {
		return nil, fmt.Errorf("read the page list: %w", err)
	}
	compiled.keepPageList(list)
	e.created = 1
	e.pool <- first
	return e, nil
}

// Pages answers the public routes of the app, in the app's order.
func (e *Engine) Pages() []Page { return e.pages }

// Render renders the public page at url from data, the page's data object
// (`{"<api path>": value}`: its content documents and lists).
func (e *Engine) Render(ctx context.Context, url string, data []byte) (Result, error) {
	return e.render(ctx, url, data, false)
}

// RenderShell renders the layout around a spinner, the page the admin panel starts from.
func (e *Engine) RenderShell(ctx context.Context, data []byte) (Result, error) {
	return e.render(ctx, "/", data, true)
}

func (e *Engine) render(ctx context.Context, url string, data []byte, shell bool) (Result, error) {
	v, err := e.acquire(ctx)
	if err != nil {
		return Result{}, err
	}
	start := time.Now()
	out, err := v.call(ctx, e.limit, "render", url, string(data), shell)
	e.release(v)
	if err != nil {
		return Result{}, fmt.Errorf("render %s: %w", url, err)
	}
	var res Result
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		return Result{}, fmt.Errorf("render %s: %w", url, err)
	}
	e.log.Debug("rendered", "url", url, "ms", time.Since(start).Milliseconds())
	return res, nil
}

// acquire takes an idle runtime, starting another while fewer than max exist.
func (e *Engine) acquire(ctx context.Context) (*vm, error) {
	select {
	case v := <-e.pool:
		return v, nil
	default:
	}
	e.mu.Lock()
	grow := e.created < e.max
	if grow {
		e.created++
	}
	e.mu.Unlock()
	if grow {
		v, err := e.newVM()
		if err != nil {
			e.mu.Lock()
			e.created--
			e.mu.Unlock()
			return nil, err
		}
		return v, nil
	}
	select {
	case v := <-e.pool:
		return v, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// release returns a runtime to the pool; an interrupted one is dropped (its script stopped
// halfway) and a fresh one takes its place on the next acquire.
func (e *Engine) release(v *vm) {
	if v.broken {
		e.mu.Lock()
		e.created--
		e.mu.Unlock()
		return
	}
	e.pool <- v
}
