//go:build !race

package render

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

// TestMemoryStaysFlatOver1000Renders renders the team page 1,000 times: a JavaScript
// engine that kept something of every render (goja keeps WeakMap values that point at
// their key) would grow by megabytes. Without the race detector only: it slows goja tenfold.
//
// Not parallel: it measures the process's heap, which other tests' engines would grow.
func TestMemoryStaysFlatOver1000Renders(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "web", "node_modules", ".cache", "qrs-reference", "team.json"))
	if err != nil {
		t.Fatalf("no reference input: %v (make test writes it)", err)
	}
	var c referenceCase
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	e := mustEngine(t)
	// n renders in all, from as many goroutines as the pool has runtimes, so that each
	// runtime renders its share (and the cores share the work).
	runtimes := cap(e.lanes[Public].slots)
	render := func(n int) {
		var wg sync.WaitGroup
		for range runtimes {
			wg.Go(func() {
				for range n / runtimes {
					if _, err := e.Render(t.Context(), c.URL, []byte(c.Data)); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
	}
	heap := func() uint64 {
		runtime.GC()
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	render(50) // warm: every runtime of the pool has loaded what it keeps
	before := heap()
	render(1000)
	after := heap()
	growth := int64(after) - int64(before)
	t.Logf("heap %d MB before, %d MB after 1,000 renders", before>>20, after>>20)
	if growth > 8<<20 {
		t.Fatalf("the heap grew by %d MB over 1,000 renders", growth>>20)
	}
}
