package render

import (
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

func TestEnginesOnTheSameBundleShareOneCompileAndRenderApart(t *testing.T) {
	t.Parallel()
	// Engines started at once on the same bytes get one program; each renders on its own
	// runtimes.
	engines := make([]*Engine, 4)
	var wg sync.WaitGroup
	for i := range engines {
		wg.Go(func() {
			e, err := New(testBundle, Options{TimeLimit: testTimeLimit})
			if err != nil {
				t.Error(err)
				return
			}
			engines[i] = e
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	for i, e := range engines {
		if e.bundle != engines[0].bundle {
			t.Errorf("engine %d compiled the bundle again", i)
		}
		if len(e.Pages()) != 1 || e.Pages()[0].Path != "/" || e.Pages()[0].Content != "home" {
			t.Errorf("engine %d answers the pages %+v", i, e.Pages())
		}
		res, err := e.Render(t.Context(), "/"+strings.Repeat("x", i), []byte("{}"))
		if err != nil || res.HTML != "<p>/"+strings.Repeat("x", i)+"</p>" {
			t.Errorf("engine %d rendered %+v, %v", i, res, err)
		}
	}
	// An engine started once the page list is known starts no runtime before its first render.
	later, err := New(testBundle, Options{TimeLimit: testTimeLimit})
	if err != nil {
		t.Fatal(err)
	}
	if started := len(later.idle); started != 0 || len(later.Pages()) != 1 {
		t.Errorf("a later engine started %d runtimes and knows the pages %+v", started, later.Pages())
	}
	if res, err := later.Render(t.Context(), "/later", []byte("{}")); err != nil || res.HTML != "<p>/later</p>" {
		t.Errorf("the later engine rendered %+v, %v", res, err)
	}
	// Other bytes are another bundle.
	other := fstest.MapFS{BundleName: {Data: append([]byte("// another build\n"), testBundle[BundleName].Data...)}}
	e, err := New(other, Options{TimeLimit: testTimeLimit})
	if err != nil {
		t.Fatal(err)
	}
	if e.bundle == engines[0].bundle {
		t.Error("a different bundle ran the first bundle's program")
	}
}

func TestBundleThatDoesNotCompileIsReportedEveryTime(t *testing.T) {
	t.Parallel()
	broken := fstest.MapFS{BundleName: {Data: []byte("globalThis.qrsSSR = {")}}
	for range 2 {
		if _, err := New(broken, Options{}); err == nil || !strings.Contains(err.Error(), "compile "+BundleName) {
			t.Fatalf("a bundle with a syntax error answered %v", err)
		}
	}
}

func TestAnEngineWithThePageListOfItsBuildCompilesOnItsFirstRender(t *testing.T) {
	t.Parallel()
	// Bytes no other test compiles, with the page list the build writes beside them.
	src := append([]byte("// compiled on the first render\n"), testBundle[BundleName].Data...)
	bundle := fstest.MapFS{
		BundleName:   {Data: src},
		PageListName: {Data: []byte(`[{"path":"/","content":"home","lists":[]},{"path":"*","content":"not-found"}]`)},
	}
	e, err := New(bundle, Options{TimeLimit: testTimeLimit})
	if err != nil {
		t.Fatal(err)
	}
	if e.Compiled() {
		t.Fatal("the engine compiled its bundle before any render")
	}
	if len(e.Pages()) != 2 || e.Pages()[1].Path != "*" {
		t.Fatalf("the engine answers the pages %+v, not those of the list", e.Pages())
	}
	res, err := e.Render(t.Context(), "/first", []byte("{}"))
	if err != nil || res.HTML != "<p>/first</p>" {
		t.Fatalf("the first render made %+v, %v", res, err)
	}
	if !e.Compiled() {
		t.Error("the engine rendered without its bundle compiled")
	}
}

func TestABundleThatDoesNotCompileBehindAPageListFailsItsRenders(t *testing.T) {
	t.Parallel()
	broken := fstest.MapFS{
		BundleName:   {Data: []byte("globalThis.qrsSSR = { // behind a list\n")},
		PageListName: {Data: []byte(`[{"path":"/","content":"home"}]`)},
	}
	e, err := New(broken, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, err := e.Render(t.Context(), "/", []byte("{}")); err == nil || !strings.Contains(err.Error(), "compile "+BundleName) {
			t.Fatalf("a render on a bundle with a syntax error answered %v", err)
		}
	}
}
