package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// Lists keeps each public list (and each content document) encoded as JSON (and
// compressed) until what it shows changes, so a list GET is a lookup and one write, and the
// pages that embed lists reuse the same bytes. A write to one of the sources a list is made
// from (a collection, a content document: database.Source) rebuilds it on its next read; a
// write to another leaves it as it is.
type Lists struct {
	store  *database.Store
	mu     sync.Mutex
	byPath map[string]*List
}

// List is one list of the cache: how to load it, its latest snapshot and the
// rebuilds under way. At most one rebuild of a list runs at a time, and every reader waiting
// shares one: a write storm costs a rebuild per rebuild time, not one per reader.
type List struct {
	path    string
	version func() int64      // the store's version, which a snapshot is labelled with
	sources []database.Source // what the list is made from
	watch   database.Watch    // the last change of sources
	load    func(context.Context) (any, error)
	current atomic.Pointer[ListSnapshot]
	loads   atomic.Int64 // loads so far, successful or not

	mu      sync.Mutex // guards running and next
	running *rebuild   // the rebuild loading now, nil when none
	next    *rebuild   // the one rebuild that starts when running ends, for readers it is too old for
}

// rebuild is one load of a list, shared by the readers waiting for it. Its version is read
// when it starts loading, so it covers every write that completed before then.
type rebuild struct {
	version int64
	readers int           // the readers sharing it so far (guarded by the list's mu)
	done    chan struct{} // closed when snap and err are set
	snap    *ListSnapshot
	err     error
}

// ListSnapshot is a list as of one content version, encoded.
type ListSnapshot struct {
	version    int64  // the store's version when its load started: current while no source changed after it
	json       []byte // the array, HTML-safe (<, > and & escaped), without a trailing newline
	answer     *Answer
	docVersion int64 // for a content document, its published version
}

// versionedDocument is what the list cache loads for a content document: its published
// body, which the cache answers, and its version, which the pages showing it remember.
type versionedDocument struct {
	body    json.RawMessage
	version int64
}

// MarshalJSON answers the body.
func (d versionedDocument) MarshalJSON() ([]byte, error) { return d.body, nil }

func newLists(store *database.Store) *Lists {
	return &Lists{store: store, byPath: map[string]*List{}}
}

// add registers the list answered at path, made by load from sources.
func (c *Lists) add(path string, sources []database.Source, load func(context.Context) (any, error)) *List {
	c.mu.Lock()
	defer c.mu.Unlock()
	l := &List{path: path, version: c.store.Version, sources: sources, watch: c.store.Watch(sources...), load: load}
	c.byPath[path] = l
	return l
}

// List answers the list served at path, nil when none is.
func (c *Lists) List(path string) *List {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byPath[path]
}

// Snapshot answers the list at path as of the current version (see List.Snapshot).
func (c *Lists) Snapshot(ctx context.Context, path string) (*ListSnapshot, error) {
	l := c.List(path)
	if l == nil {
		return nil, fmt.Errorf("no list is served at %s", path)
	}
	return l.Snapshot(ctx)
}

// Loads answers how often the list has been loaded, successfully or not.
func (l *List) Loads() int64 { return l.loads.Load() }

// Empty reports whether the value is null: a document not published in a language.
func (s *ListSnapshot) Empty() bool { return bytes.Equal(s.json, []byte("null")) }

// Serve answers the list as JSON with status 200, in the encoding the request accepts, or
// 304 when the client's copy (If-None-Match) is current.
func (s *ListSnapshot) Serve(w http.ResponseWriter, r *http.Request) {
	s.answer.Serve(w, r, http.StatusOK)
}

// Snapshot answers the list as of the version current when it is called, or newer: a
// client that completed a write and then reads sees its write.
//
// The latest snapshot serves when none of the list's sources changed since it was made. Otherwise the reader waits for a rebuild
// that covers its version: the one loading now when it started late enough, else the one
// next rebuild, which all readers the running one is too old for share, and which starts as
// soon as the running one ends. A rebuild serves every reader waiting for it, so one who
// leaves does not stop it.
func (l *List) Snapshot(ctx context.Context) (*ListSnapshot, error) {
	v := l.watch.LastChange()
	if s := l.current.Load(); s != nil && s.version >= v {
		return s, nil
	}
	l.mu.Lock()
	if s := l.current.Load(); s != nil && s.version >= v {
		l.mu.Unlock()
		return s, nil
	}
	var b *rebuild
	switch {
	case l.running == nil:
		b = l.start(&rebuild{readers: 1, done: make(chan struct{})})
		l.mu.Unlock()
		l.build(context.WithoutCancel(ctx), b)
		return b.snap, b.err
	case l.running.version >= v:
		b = l.running
	default:
		if l.next == nil {
			l.next = &rebuild{done: make(chan struct{})}
		}
		b = l.next
	}
	b.readers++
	l.mu.Unlock()
	select {
	case <-b.done:
		return b.snap, b.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// start makes b the running rebuild as of the current version; l.mu is held.
func (l *List) start(b *rebuild) *rebuild {
	b.version = l.version()
	l.running = b
	return b
}

// build loads the list for b, publishes the snapshot, wakes b's readers and starts the
// next rebuild when readers wait for one. The version was read before the load, so a write
// that lands during the load can only make the snapshot newer than its label, never older.
func (l *List) build(ctx context.Context, b *rebuild) {
	b.snap, b.err = l.make(ctx, b.version)
	l.mu.Lock()
	if b.err == nil {
		if s := l.current.Load(); s == nil || s.version < b.snap.version {
			l.current.Store(b.snap)
		}
	}
	close(b.done)
	next := l.next
	l.running, l.next = nil, nil
	if next != nil {
		l.start(next)
	}
	l.mu.Unlock()
	if next != nil {
		// Apart, so that this rebuild's own reader is answered now.
		go l.build(ctx, next)
	}
}

// make loads and encodes the list as of version. A load that panics fails this rebuild
// only: its readers get the error and the next reader rebuilds.
func (l *List) make(ctx context.Context, version int64) (_ *ListSnapshot, err error) {
	l.loads.Add(1)
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("loading %s: %v", l.path, p)
		}
	}()
	recs, err := l.load(ctx)
	if err != nil {
		return nil, err
	}
	body, err := marshalHTMLSafe(recs)
	if err != nil {
		return nil, err
	}
	snap := &ListSnapshot{version: version, json: bytes.TrimSuffix(body, []byte("\n")),
		answer: newLazyAnswer(body, "application/json; charset=utf-8", "no-cache")}
	if doc, ok := recs.(versionedDocument); ok {
		snap.docVersion = doc.version
	}
	return snap, nil
}

// listOfCollection answers a reader of c's records as the lists keep them.
func listOfCollection(s *database.Store, c *content.Collection) func(context.Context) (any, error) {
	return func(ctx context.Context) (any, error) {
		recs, err := s.List(ctx, c)
		if err != nil {
			return nil, err
		}
		return c.Slice(recs), nil
	}
}

// marshalHTMLSafe encodes v as JSON with <, > and & escaped, so it may sit inside a
// <script> element.
func marshalHTMLSafe(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(true)
	err := enc.Encode(v)
	return buf.Bytes(), err
}
