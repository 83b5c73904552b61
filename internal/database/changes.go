package database

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/qrs-site/qrs/internal/content"
)

// What each content write changes. Every content write raises the store's version
// (Version); besides, each source of what visitors see (a collection's records, a content
// document in all its languages) remembers the version of its last change. A cache of
// something made from a few sources (a list, a page) is current as long as none of them
// changed after the version it was made at (Watch): a write to the team leaves the pages and
// lists that do not show the team as they are, without a look at the database.
//
// A write that cannot say what it changed (an upload, whose pictures any list may show; a
// whole import) changes everything, and so does a change learnt from another instance
// without saying what.

// Source is a part of the site's content a write may change.
type Source string

// Everything stands for every source.
const Everything Source = "*"

// CollectionSource is the source of c's records.
func CollectionSource(c *content.Collection) Source { return Source("collection:" + c.Name) }

// ContentSource is the source of the content document of key, in every language.
func ContentSource(key string) Source { return Source("content:" + key) }

// changes is what a transaction changes that visitors see: nil for nothing.
type changes []Source

// everything is the change of a write that cannot say what it changed.
var everything = changes{Everything}

// collectionChanges is what a write of c's records changes: them, and the collections whose
// records refer to them (a folder's items, whose lists show the folder's name and are taken
// along when it is renamed or deleted), and so on.
func collectionChanges(c *content.Collection) changes {
	out := changes{}
	seen := map[*content.Collection]bool{}
	var add func(c *content.Collection)
	add = func(c *content.Collection) {
		if seen[c] {
			return
		}
		seen[c] = true
		out = append(out, CollectionSource(c))
		for d := range referrers(c) {
			add(d)
		}
	}
	add(c)
	return out
}

// contentChanges is what a write of the content document of key changes.
func contentChanges(key string) changes { return changes{ContentSource(key)} }

// payload writes the changes for a notification: the sources separated by spaces.
func (cs changes) payload() string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = string(c)
	}
	return strings.Join(parts, " ")
}

// parseChanges reads a notification's changes; none named is everything (a notification of
// an instance that names none).
func parseChanges(s string) changes {
	var out changes
	for _, f := range strings.Fields(s) {
		out = append(out, Source(f))
	}
	if len(out) == 0 {
		return everything
	}
	return out
}

// changeClock holds the version of each source's last change.
type changeClock struct {
	mu  sync.Mutex
	at  map[Source]*atomic.Int64 // created on first use, never removed
	all atomic.Int64             // the last change of everything at once
}

// of answers the counter of source, made on its first use.
func (k *changeClock) of(src Source) *atomic.Int64 {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.at == nil {
		k.at = map[Source]*atomic.Int64{}
	}
	c := k.at[src]
	if c == nil {
		c = &atomic.Int64{}
		k.at[src] = c
	}
	return c
}

// mark records v as the version of the last change of each of cs.
func (k *changeClock) mark(cs changes, v int64) {
	if len(cs) == 0 || (len(cs) == 1 && cs[0] == Everything) {
		raise(&k.all, v)
		return
	}
	for _, c := range cs {
		if c == Everything {
			raise(&k.all, v)
			continue
		}
		raise(k.of(c), v)
	}
}

// raise sets a to v unless it holds more already.
func raise(a *atomic.Int64, v int64) {
	for {
		old := a.Load()
		if old >= v || a.CompareAndSwap(old, v) {
			return
		}
	}
}

// Watch answers what reads the version of the last change of sources, cheaply enough for
// every request: a few atomic loads. Everything among them watches every change.
func (s *Store) Watch(sources ...Source) Watch {
	w := Watch{all: &s.changes.all}
	for _, src := range sources {
		if src == Everything {
			return Watch{all: &s.version}
		}
		w.each = append(w.each, s.changes.of(src))
	}
	return w
}

// Watch reads the version of the last change of some sources (Store.Watch).
type Watch struct {
	all  *atomic.Int64
	each []*atomic.Int64
}

// LastChange answers the store version of the last change of the watched sources: a cache
// made at that version or later is current.
func (w Watch) LastChange() int64 {
	v := w.all.Load()
	for _, a := range w.each {
		v = max(v, a.Load())
	}
	return v
}
