package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
)

// listCache keeps each public list encoded as JSON (and compressed) for the store's current
// content version, so a list GET is a lookup and one write, and the pages that embed lists
// reuse the same bytes. Every content write bumps the version, which rebuilds a list on
// its next read.
type listCache struct {
	version func() int64
	mu      sync.Mutex
	byPath  map[string]*cachedList
}

// cachedList is one list of the cache: how to load it and its latest snapshot.
type cachedList struct {
	path    string
	version func() int64
	load    func(context.Context) (any, error)
	mu      sync.Mutex // one rebuild at a time
	current atomic.Pointer[listSnapshot]
}

// listSnapshot is a list as of one content version.
type listSnapshot struct {
	version int64
	json    []byte // the array, HTML-safe (<, > and & escaped), without a trailing newline
	answer  *answer
}

func newListCache(version func() int64) *listCache {
	return &listCache{version: version, byPath: map[string]*cachedList{}}
}

// add registers the list answered at path.
func (c *listCache) add(path string, load func(context.Context) (any, error)) *cachedList {
	c.mu.Lock()
	defer c.mu.Unlock()
	l := &cachedList{path: path, version: c.version, load: load}
	c.byPath[path] = l
	return l
}

// snapshot answers the list at path as of the current version.
func (c *listCache) snapshot(ctx context.Context, path string) (*listSnapshot, error) {
	c.mu.Lock()
	l := c.byPath[path]
	c.mu.Unlock()
	if l == nil {
		return nil, fmt.Errorf("no list is served at %s", path)
	}
	return l.snapshot(ctx)
}

// snapshot answers the list as of the current version, loading it when it changed. The
// version is read before the load, so a write that lands during the load can only make
// the snapshot newer than its label, never older: the next read then rebuilds it.
func (l *cachedList) snapshot(ctx context.Context) (*listSnapshot, error) {
	v := l.version()
	if s := l.current.Load(); s != nil && s.version == v {
		return s, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if s := l.current.Load(); s != nil && s.version == v {
		return s, nil
	}
	recs, err := l.load(ctx)
	if err != nil {
		return nil, err
	}
	body, err := marshalHTMLSafe(recs)
	if err != nil {
		return nil, err
	}
	s := &listSnapshot{version: v, json: bytes.TrimSuffix(body, []byte("\n")),
		answer: newAnswer(body, "application/json; charset=utf-8", "no-cache", true)}
	l.current.Store(s)
	return s, nil
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

// listOf adapts a typed list method of the store to the cache.
func listOf[T any](list func(context.Context) ([]T, error)) func(context.Context) (any, error) {
	return func(ctx context.Context) (any, error) { return list(ctx) }
}
