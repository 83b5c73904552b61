package render

import (
	"crypto/sha256"
	"fmt"
	"sync"

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
type compiledBundle struct {
	once    sync.Once
	program *goja.Program
	err     error

	mu    sync.Mutex
	pages string // the JSON of qrsSSR.pages(); "" until read
}

// compile answers the compiled bundle of the source src, compiling it on first use.
func compile(src []byte) (*compiledBundle, error) {
	entry, _ := compiledBundles.LoadOrStore(sha256.Sum256(src), &compiledBundle{})
	c := entry.(*compiledBundle)
	c.once.Do(func() {
		c.program, c.err = goja.Compile(BundleName, string(src), false)
		if c.err != nil {
			c.err = fmt.Errorf("compile %s: %w", BundleName, c.err)
		}
	})
	return c, c.err
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
