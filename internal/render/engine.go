// Package render renders the public pages of the web app inside the binary: it runs the
// app's render bundle (web/ssr/render.js, React's renderToString and the app's routes) in
// goja, a JavaScript engine written in Go, so no Node is needed at run time.
//
// A goja runtime runs one script at a time, so the engine keeps a few warmed runtimes, and
// lanes that bound how many renders of each kind run at once: visitors' pages, staff
// (previews, checks before a publish), the contact form's answer and the checks asked for. Each render waits for a runtime at most a wait limit and runs at most a time limit; a
// render that throws or runs past it is reported as an error, and a runtime that was
// interrupted is replaced.
package render

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"runtime"
	"runtime/debug"
	"sync"
	"time"
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
	Runtimes  int           // warmed runtimes of the visitors' pages (default: 2, at most the CPUs)
	TimeLimit time.Duration // for one render (default 5 s)
	// WaitLimit is the longest a render waits for a free runtime of its lane before it is
	// refused with ErrBusy (default: TimeLimit).
	WaitLimit time.Duration
	// IdleFor is how long a runtime no render uses is kept (default: DefaultIdleFor);
	// after that it is dropped and its memory given back to the system. Negative: kept.
	IdleFor time.Duration
}

// DefaultIdleFor is how long a runtime no render uses is kept by default. A runtime that
// has rendered every page holds some 3 MB, more once it has run the publish checks (they
// read every document's schema), and pages are rendered again only when content changes:
// a burst when staff publish, and previews while they edit. Making a runtime again costs
// some 10 ms, paid by the first render after a quiet half minute.
const DefaultIdleFor = 30 * time.Second

// ErrBusy reports a render refused because every runtime of its lane stayed busy for
// longer than the engine's wait limit.
var ErrBusy = errors.New("every page renderer is busy")

// Lane is a set of runtimes kept for one kind of caller, so that one kind cannot take the
// runtimes of another.
type Lane int

const (
	// Public renders the pages visitors are answered.
	Public Lane = iota
	// Staff renders previews and the checks made before a publish: staff cannot starve
	// visitors' pages.
	Staff
	// Form renders the home page with the answer to a contact form a browser without
	// JavaScript posted: a render per request, which anyone can ask for, so it is kept off
	// the slots of the pages.
	Form
	// Check renders the pages and runs the publish checks a check route asks for (any
	// account of the panel, a viewer's too, may ask, as often as it likes): kept off the
	// staff's lane, so checks asked for never make a publish or an approval wait.
	Check
	laneCount // how many lanes there are
)

// sideRuntimes is the size of the staff, form and check lanes: their renders take turns,
// one at a time each, so the visitors' renders keep the machine's cores.
const sideRuntimes = 1

type laneKey struct{}

// WithLane answers ctx whose renders and checks run on ln whatever lane their caller
// names: a handler keeps the work it sets off through shared code (the check route's
// renders of a draft, which the site renders on the staff's lane for a publish) to its own
// lane.
func WithLane(ctx context.Context, ln Lane) context.Context {
	return context.WithValue(ctx, laneKey{}, ln)
}

// laneOf answers the lane a render asked for on ln runs on under ctx.
func laneOf(ctx context.Context, ln Lane) Lane {
	if l, ok := ctx.Value(laneKey{}).(Lane); ok && l >= 0 && l < laneCount {
		return l
	}
	return ln
}

// Engine renders pages with pools of goja runtimes that share one compiled bundle.
type Engine struct {
	bundle *compiledBundle
	log    *slog.Logger
	limit  time.Duration
	wait   time.Duration
	pages  []Page
	lanes  [laneCount]*lane
	// idle are the warmed runtimes no render holds, which any lane's render takes: a
	// runtime is a runtime, and the lanes bound how many renders of each kind run at once.
	// At most keepIdle stay (the visitors' lane's size): a runtime holds some 2 MB when
	// made and more once it has rendered every page, so the staff's and the form's renders,
	// which run now and then, reuse the visitors' runtimes instead of keeping their own,
	// and a runtime made while every other was busy is dropped when more than enough wait.
	idle     chan *vm
	keepIdle int
	idleFor  time.Duration
	trimMu   sync.Mutex
	trimmer  *time.Timer // armed while a runtime is idle, to drop the ones idle too long
}

// lane bounds the renders of one kind of caller. A render takes one of its slots before it
// takes a runtime, and gives the slot back after; a runtime exists only while a slot holder
// made it, so the engine never has more runtimes than its lanes have slots. A runtime
// dropped as broken frees its slot like any other, and the next render in line makes a
// fresh one: a waiter is never left waiting on a runtime that no longer exists.
type lane struct {
	slots chan struct{} // a token for each render under way (a counting semaphore)
}

func newLane(size int) *lane {
	return &lane{slots: make(chan struct{}, size)}
}

// PageListName is the file beside the bundle in which the web build writes the bundle's
// page list (the JSON of qrsSSR.pages()), so that a server knows its pages without
// compiling the bundle.
const PageListName = "pages.json"

// New starts an engine on the bundle in bundle (the web build's ssr folder). When the
// build wrote the page list beside it, the bundle is compiled on the first render (once per
// process for the same bundle) and the runtimes are made as renders need them: starting
// costs a read of the bundle. Otherwise New compiles the bundle and starts one runtime,
// which answers the page list.
func New(bundle fs.FS, opts Options) (*Engine, error) {
	src, err := fs.ReadFile(bundle, BundleName)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoBundle
	}
	if err != nil {
		return nil, err
	}
	compiled := bundleOf(src)
	e := &Engine{bundle: compiled, log: opts.Log, limit: opts.TimeLimit, wait: opts.WaitLimit, idleFor: opts.IdleFor}
	if e.log == nil {
		e.log = slog.New(slog.DiscardHandler)
	}
	if e.limit <= 0 {
		e.limit = 5 * time.Second
	}
	if e.wait <= 0 {
		e.wait = e.limit
	}
	if e.idleFor == 0 {
		e.idleFor = DefaultIdleFor
	}
	size := opts.Runtimes
	if size <= 0 {
		size = min(2, runtime.GOMAXPROCS(0))
	}
	e.lanes = [laneCount]*lane{Public: newLane(size), Staff: newLane(sideRuntimes), Form: newLane(sideRuntimes), Check: newLane(sideRuntimes)}
	e.idle, e.keepIdle = make(chan *vm, size+int(laneCount-1)*sideRuntimes), size
	if list, known := compiled.pageList(); known {
		// An engine of this process read it from the same bundle before: the runtimes
		// start with the first renders.
		return e, json.Unmarshal([]byte(list), &e.pages)
	}
	if list, err := fs.ReadFile(bundle, PageListName); err == nil {
		if err := json.Unmarshal(list, &e.pages); err != nil {
			return nil, fmt.Errorf("read %s: %w", PageListName, err)
		}
		compiled.keepPageList(string(list))
		return e, nil
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
	e.putIdle(first)
	return e, nil
}

// Compiled reports whether the engine's bundle has been compiled in this process.
func (e *Engine) Compiled() bool { return e.bundle.ready.Load() }

// BundleSum answers the SHA-256 of the bundle's source: what makes its renders what they are.
func (e *Engine) BundleSum() [sha256.Size]byte { return e.bundle.sum }

// Pages answers the public routes of the app, in the app's order.
func (e *Engine) Pages() []Page { return e.pages }

// TimeLimit answers how long one render may run.
func (e *Engine) TimeLimit() time.Duration { return e.limit }

// Render renders the public page at url from data, the page's data object
// (`{"<api path>": value}`: its content documents and lists), on the visitors' lane.
func (e *Engine) Render(ctx context.Context, url string, data []byte) (Result, error) {
	return e.RenderIn(ctx, Public, url, data, false)
}

// RenderShell renders the layout around a spinner, the page the admin panel starts from.
func (e *Engine) RenderShell(ctx context.Context, data []byte) (Result, error) {
	return e.RenderIn(ctx, Public, "/", data, true)
}

// RenderIn renders the page at url (the shell when shell is set) from data on a runtime of
// lane (or the lane ctx names, WithLane). It waits for a runtime at most the engine's wait
// limit (ErrBusy after that), and the render runs at most its time limit; ending ctx stops
// either.
func (e *Engine) RenderIn(ctx context.Context, ln Lane, url string, data []byte, shell bool) (Result, error) {
	l := e.lanes[laneOf(ctx, ln)]
	v, err := e.acquire(ctx, l)
	if err != nil {
		return Result{}, fmt.Errorf("render %s: %w", url, err)
	}
	start := time.Now()
	out, err := v.call(ctx, e.limit, "render", url, string(data), shell)
	e.release(l, v)
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

// acquire takes a slot of l, waiting at most the engine's wait limit, then an idle runtime
// or, when none is idle, a new one.
func (e *Engine) acquire(ctx context.Context, l *lane) (*vm, error) {
	select {
	case l.slots <- struct{}{}:
	default:
		wait := time.NewTimer(e.wait)
		defer wait.Stop()
		select {
		case l.slots <- struct{}{}:
		case <-wait.C:
			return nil, ErrBusy
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	select {
	case v := <-e.idle:
		return v, nil
	default:
	}
	v, err := e.newVM()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return v, nil
}

// release gives v back to the idle runtimes and frees its slot of l; an interrupted runtime
// (its script stopped halfway), or one more than the engine keeps idle, is dropped instead,
// and a render that finds none idle makes a fresh one.
func (e *Engine) release(l *lane, v *vm) {
	if !v.broken && len(e.idle) < e.keepIdle {
		e.putIdle(v)
	}
	<-l.slots
}

// putIdle adds v to the idle runtimes, as used now, and arms the trimmer.
func (e *Engine) putIdle(v *vm) {
	v.used = time.Now()
	select {
	case e.idle <- v:
	default: // cannot happen while runtimes are made only by slot holders; never block on it
		return
	}
	if e.idleFor < 0 {
		return
	}
	e.trimMu.Lock()
	if e.trimmer == nil {
		e.trimmer = time.AfterFunc(e.idleFor, e.trim)
	}
	e.trimMu.Unlock()
}

// trim drops the runtimes idle for the engine's IdleFor or longer and gives their memory
// back to the system at once (a collection and a scavenge, once a quiet spell); while
// runtimes stay idle, it runs again when the first of them will have been idle that long.
func (e *Engine) trim() {
	e.trimMu.Lock()
	dropped, next := 0, time.Duration(-1)
	for range len(e.idle) {
		var v *vm
		select {
		case v = <-e.idle:
		default: // a render took the rest
		}
		if v == nil {
			break
		}
		if left := e.idleFor - time.Since(v.used); left > 0 {
			select {
			case e.idle <- v:
				if next < 0 || left < next {
					next = left
				}
				continue
			default: // the renders made meanwhile refilled the idle runtimes
			}
		}
		dropped++
	}
	if next >= 0 {
		e.trimmer = time.AfterFunc(next, e.trim)
	} else {
		e.trimmer = nil
	}
	e.trimMu.Unlock()
	if dropped > 0 {
		e.log.Debug("dropped idle page renderers", "runtimes", dropped)
		debug.FreeOSMemory()
	}
}

// Check runs qrsSSR[name] of the bundle, one of its checks (check, checkPhotos), on input
// (JSON) on a runtime of lane, under the same wait and time limits as a render, and answers
// its JSON (on the lane ctx names instead, WithLane). The publish checks are the web app's
// own code: the editor runs them as the text is typed, and the server runs the same here.
func (e *Engine) Check(ctx context.Context, ln Lane, name string, input []byte) ([]byte, error) {
	l := e.lanes[laneOf(ctx, ln)]
	v, err := e.acquire(ctx, l)
	if err != nil {
		return nil, fmt.Errorf("check: %w", err)
	}
	out, err := v.call(ctx, e.limit, name, string(input))
	e.release(l, v)
	if err != nil {
		return nil, fmt.Errorf("check: %w", err)
	}
	return []byte(out), nil
}
