package render

import (
	"crypto/sha256"
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/dop251/goja"
)

// compiledBundles holds every bundle this process has compiled, by the SHA-256 of its
// source, so that engines started on the same bundle compile it once: a test process starts
// hundreds of servers, and a compile of the app's bundle costs about as much as a render. A
// goja.Program is bound to no runtime and may run in several at once; the runtimes stay
// each engine's own. The page list is a function of the bundle too, kept beside it.
var compiledBundles sync.Map // [sha256.Size]byte → *compiledBundle

// compiledBundle is one bundle's compile, made by the first engine that needs it, and its
// page list once an engine has read it.
//
// The compile is the largest cost of the engine: on the app's bundle (1.5 MB) about half a
// second, some 80 MB allocated and 15 MB kept (the program's code and its source
// positions). A server that knows its page list without it (the build writes it beside the
// bundle) compiles on its first render, so a start, and a restart whose pages were kept,
// pay none of it.
type compiledBundle struct {
	sum [sha256.Size]byte

	once    sync.Once
	src     []byte // the source until compiled
	program *goja.Program
	err     error
	ready   atomic.Bool // set once the compile ended, well or not

	mu    sync.Mutex
	pages string // the JSON of qrsSSR.pages(); "" until read
}

// bundleOf answers the bundle of the source src, not compiled yet when no engine of this
// process needed it.
func bundleOf(src []byte) *compiledBundle {
	sum := sha256.Sum256(src)
	entry, _ := compiledBundles.LoadOrStore(sum, &compiledBundle{sum: sum, src: src})
	return entry.(*compiledBundle)
}

// compiled answers the bundle's program, compiling it on first use.
func (c *compiledBundle) compiled() (*goja.Program, error) {
	c.once.Do(func() {
		c.program, c.err = goja.Compile(BundleName, string(c.src), false)
		if c.err != nil {
			c.err = fmt.Errorf("compile %s: %w", BundleName, c.err)
		}
		c.src = nil
		c.ready.Store(true)
		// The compile's garbage (its syntax tree, the compiler's scratch) lifted the heap
		// to some 100 MB for a moment; the runtime would give those pages back to the
		// system only slowly. Once per bundle, so at most once per process.
		debug.FreeOSMemory()
	})
	return c.program, c.err
}

// pageList answers the bundle's page list as an engine read it, and whether one has.
func (c *compiledBundle) pageList() (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pages, c.pages != ""
}

// keepPageList keeps the page list an engine read, for the engines after it.
func (c *compiledBundle) keepPageList(list string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pages = list
}
