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
// each engine's own.
var compiledBundles sync.Map // [sha256.Size]byte → *compiledBundle

// compiledBundle is one bundle's compile, made by the first engine that needs it.
type compiledBundle struct {
	once    sync.Once
	program *goja.Program
	err     error
}

// compile answers the compiled program of the bundle src, compiling it on first use.
func compile(src []byte) (*goja.Program, error) {
	entry, _ := compiledBundles.LoadOrStore(sha256.Sum256(src), &compiledBundle{})
	c := entry.(*compiledBundle)
	c.once.Do(func() {
		c.program, c.err = goja.Compile(BundleName, string(src), false)
		if c.err != nil {
			c.err = fmt.Errorf("compile %s: %w", BundleName, c.err)
		}
	})
	return c.program, c.err
}
