package render

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/web"
)

// testTimeLimit bounds a render in the tests that check what a render makes, not how long it
// takes: under the race detector on a busy machine of two cores a page took longer than the
// five seconds the server allows.
const testTimeLimit = 2 * time.Minute

// mustEngine starts the engine on the render bundle built into the binary.
func mustEngine(t testing.TB) *Engine {
	t.Helper()
	e, err := New(web.SSR(), Options{TimeLimit: testTimeLimit})
	if errors.Is(err, ErrNoBundle) {
		t.Fatal("the render bundle is not built: run make build (make test does)")
	}
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// referenceCase is one render written by web/scripts/reference-render.mjs with Node.
type referenceCase struct {
	Name     string `json:"name"`
	URL      string `json:"url"`
	Shell    bool   `json:"shell"`
	Data     string `json:"data"`
	Rendered string `json:"rendered"`
}

func TestEveryPageRendersByteForByteAsInNode(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "..", "web", "node_modules", ".cache", "qrs-reference")
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	e := mustEngine(t)
	// Every public page in each language and the shell has a reference, or the comparison
	// proves little.
	languages := len(content.Languages.Languages)
	if len(files) != languages*len(e.Pages())+1 {
		t.Fatalf("%d reference renders in %s for %d pages in %d languages and the shell: run `node web/scripts/reference-render.mjs` (make test does)",
			len(files), dir, len(e.Pages()), languages)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c referenceCase
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		var want Result
		if err := json.Unmarshal([]byte(c.Rendered), &want); err != nil {
			t.Fatal(err)
		}
		var got Result
		if c.Shell {
			got, err = e.RenderShell(t.Context(), []byte(c.Data))
		} else {
			got, err = e.Render(t.Context(), c.URL, []byte(c.Data))
		}
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if got != want {
			at := firstDifference(got.HTML, want.HTML)
			t.Errorf("%s: goja's render differs from Node's at byte %d:\n goja: %q\n node: %q\n(status %d/%d, title %q/%q)",
				c.Name, at, excerpt(got.HTML, at), excerpt(want.HTML, at), got.Status, want.Status, got.Title, want.Title)
		}
		if !c.Shell && (len(got.HTML) < 500 || got.Title == "" || got.Description == "") {
			t.Errorf("%s: rendered %d bytes, title %q, description %q", c.Name, len(got.HTML), got.Title, got.Description)
		}
	}
}

func firstDifference(a, b string) int {
	n := min(len(a), len(b))
	for i := range n {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

func excerpt(s string, at int) string {
	from, to := max(0, at-60), min(len(s), at+60)
	return s[from:to]
}

func TestPagesNameEveryPublicRouteOfTheSpec(t *testing.T) {
	t.Parallel()
	e := mustEngine(t)
	got := map[string]string{}
	for _, p := range e.Pages() {
		got[p.Path] = p.Content
	}
	for _, route := range []string{"/", "/research", "/research-papers", "/space-research", "/qrs-coin", "/downloads",
		"/gallery", "/whitepaper", "/team", "/global-partners", "/legal", "/download-site", "/privacy", "/terms", "*"} {
		if got[route] == "" {
			t.Errorf("no page for %s (pages: %v)", route, got)
		}
	}
}

// testBundle is a hand-written render bundle whose render misbehaves on request.
var testBundle = fstest.MapFS{BundleName: {Data: []byte(`
globalThis.qrsSSR = {
  pages: () => JSON.stringify([{path: "/", content: "home", lists: []}]),
  render: async (url, data) => {
    if (data === "throw") throw new Error("the page broke");
    if (data === "loop") { console.warn("looping"); for (;;) {} }
    await new Promise((resolve) => setTimeout(resolve, 0));
    return JSON.stringify({html: "<p>" + url + "</p>", status: 200, title: "T", description: "D"});
  },
};`)}}

func TestRenderThatThrowsIsReportedWithItsMessage(t *testing.T) {
	t.Parallel()
	e, err := New(testBundle, Options{TimeLimit: testTimeLimit})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Render(t.Context(), "/", []byte("throw")); err == nil || !strings.Contains(err.Error(), "the page broke") {
		t.Fatalf("a throwing render answered %v", err)
	}
	res, err := e.Render(t.Context(), "/", []byte("{}"))
	if err != nil || res.HTML != "<p>/</p>" {
		t.Fatalf("the next render = %+v, %v", res, err)
	}
}

func TestRenderPastItsTimeLimitIsStoppedAndTheEngineGoesOn(t *testing.T) {
	t.Parallel()
	// Long enough for the render after it on a busy machine; the endless one runs this long.
	e, err := New(testBundle, Options{TimeLimit: 2 * time.Second, Runtimes: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Render(t.Context(), "/", []byte("loop")); !errors.Is(err, ErrTimeLimit) {
		t.Fatalf("an endless render answered %v", err)
	}
	// The interrupted runtime is replaced; the engine renders on.
	res, err := e.Render(t.Context(), "/x", []byte("{}"))
	if err != nil || res.HTML != "<p>/x</p>" {
		t.Fatalf("after the time limit: %+v, %v", res, err)
	}
}

func TestMissingBundleIsReportedAsNotBuilt(t *testing.T) {
	t.Parallel()
	if _, err := New(fstest.MapFS{}, Options{}); !errors.Is(err, ErrNoBundle) {
		t.Fatalf("New without a bundle = %v", err)
	}
}

// startedLoops is a log handler that reports each render of testBundle that starts its
// endless loop, so a test knows a runtime is held before it asks for another.
type startedLoops chan struct{}

func (c startedLoops) Enabled(context.Context, slog.Level) bool { return true }
func (c startedLoops) WithAttrs([]slog.Attr) slog.Handler       { return c }
func (c startedLoops) WithGroup(string) slog.Handler            { return c }
func (c startedLoops) Handle(_ context.Context, r slog.Record) error {
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "console" && a.Value.String() == "looping" {
			c <- struct{}{}
		}
		return true
	})
	return nil
}

// loopEngine starts an engine on testBundle whose endless renders the test hears of.
func loopEngine(t *testing.T, opts Options) (*Engine, startedLoops) {
	t.Helper()
	loops := make(startedLoops, 8)
	opts.Log = slog.New(loops)
	e, err := New(testBundle, opts)
	if err != nil {
		t.Fatal(err)
	}
	return e, loops
}

func TestARuntimeDroppedAsBrokenLetsTheNextRenderInLineGoOn(t *testing.T) {
	t.Parallel()
	e, loops := loopEngine(t, Options{Runtimes: 1, TimeLimit: time.Second, WaitLimit: time.Minute})
	looped := make(chan error, 1)
	go func() {
		_, err := e.Render(context.Background(), "/", []byte("loop"))
		looped <- err
	}()
	<-loops // the only runtime is held, and will be interrupted and dropped
	// Waiting for a runtime while the only one is dropped: the wait must end with a render,
	// not last until the caller gives up.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := e.Render(ctx, "/next", []byte("{}"))
	if err != nil || res.HTML != "<p>/next</p>" {
		t.Fatalf("the render waiting behind a dropped runtime = %+v, %v", res, err)
	}
	if err := <-looped; !errors.Is(err, ErrTimeLimit) {
		t.Fatalf("the endless render answered %v", err)
	}
}

func TestARenderThatFindsEveryRuntimeBusyPastTheWaitLimitIsRefused(t *testing.T) {
	t.Parallel()
	e, loops := loopEngine(t, Options{Runtimes: 1, TimeLimit: time.Minute, WaitLimit: 50 * time.Millisecond})
	ctx, stop := context.WithCancel(context.Background())
	looped := make(chan error, 1)
	go func() {
		_, err := e.Render(ctx, "/", []byte("loop"))
		looped <- err
	}()
	<-loops
	if _, err := e.Render(context.Background(), "/next", []byte("{}")); !errors.Is(err, ErrBusy) {
		t.Fatalf("a render while the only runtime is busy = %v, want ErrBusy", err)
	}
	// The caller of the endless render leaves: it stops, and the engine renders again.
	stop()
	if err := <-looped; !errors.Is(err, context.Canceled) {
		t.Fatalf("the endless render whose caller left answered %v", err)
	}
	res, err := e.Render(context.Background(), "/after", []byte("{}"))
	if err != nil || res.HTML != "<p>/after</p>" {
		t.Fatalf("after the caller left: %+v, %v", res, err)
	}
}

func TestStaffRendersCannotTakeTheVisitorsRuntimesNorTheOtherWayRound(t *testing.T) {
	t.Parallel()
	e, loops := loopEngine(t, Options{Runtimes: 1, TimeLimit: time.Minute, WaitLimit: time.Minute})
	for _, busy := range []Lane{Staff, Public} {
		ctx, stop := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, _ = e.RenderIn(ctx, busy, "/", []byte("loop"), false)
		}()
		<-loops
		other := Public
		if busy == Public {
			other = Staff
		}
		res, err := e.RenderIn(context.Background(), other, "/other", []byte("{}"), false)
		if err != nil || res.HTML != "<p>/other</p>" {
			t.Errorf("lane %d while lane %d is busy: %+v, %v", other, busy, res, err)
		}
		stop()
		<-done
	}
}

func TestThePageListTheBuildWroteIsTheBundlesOwn(t *testing.T) {
	t.Parallel()
	written, err := fs.ReadFile(web.SSR(), PageListName)
	if err != nil {
		t.Fatalf("the build wrote no %s beside the bundle: %v (run make build)", PageListName, err)
	}
	e := mustEngine(t)
	v, err := e.newVM()
	if err != nil {
		t.Fatal(err)
	}
	own, err := v.call(t.Context(), testTimeLimit, "pages")
	if err != nil {
		t.Fatal(err)
	}
	if own != string(written) {
		t.Errorf("%s says\n%s\nthe bundle says\n%s", PageListName, written, own)
	}
}

// droppedRuntimes is a log handler that counts the runtimes the engine reports dropped as
// idle too long.
type droppedRuntimes chan int64

func (c droppedRuntimes) Enabled(context.Context, slog.Level) bool { return true }
func (c droppedRuntimes) WithAttrs([]slog.Attr) slog.Handler       { return c }
func (c droppedRuntimes) WithGroup(string) slog.Handler            { return c }
func (c droppedRuntimes) Handle(_ context.Context, r slog.Record) error {
	if r.Message == "dropped idle page renderers" {
		r.Attrs(func(a slog.Attr) bool {
			if a.Key == "runtimes" {
				c <- a.Value.Int64()
			}
			return true
		})
	}
	return nil
}

func TestRuntimesIdleLongerThanTheEngineKeepsThemAreDroppedAndMadeAgainWhenNeeded(t *testing.T) {
	t.Parallel()
	dropped := make(droppedRuntimes, 8)
	e, err := New(testBundle, Options{TimeLimit: testTimeLimit, IdleFor: 20 * time.Millisecond, Log: slog.New(dropped)})
	if err != nil {
		t.Fatal(err)
	}
	for round := range 2 {
		res, err := e.Render(t.Context(), "/", []byte("{}"))
		if err != nil || res.HTML != "<p>/</p>" {
			t.Fatalf("render %d: %+v, %v", round, res, err)
		}
		select {
		case n := <-dropped:
			if n != 1 {
				t.Fatalf("round %d: %d runtimes dropped, want the 1 that rendered", round, n)
			}
		case <-time.After(time.Minute):
			t.Fatalf("round %d: the idle runtime was never dropped", round)
		}
		if n := len(e.idle); n != 0 {
			t.Fatalf("round %d: %d runtimes idle after the drop", round, n)
		}
	}
}

func TestAnEngineToldToKeepItsRuntimesKeepsThem(t *testing.T) {
	t.Parallel()
	dropped := make(droppedRuntimes, 8)
	e, err := New(testBundle, Options{TimeLimit: testTimeLimit, IdleFor: -1, Log: slog.New(dropped)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Render(t.Context(), "/", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if n := len(e.idle); n != 1 || len(dropped) != 0 {
		t.Fatalf("%d runtimes idle and %d drops, want the one runtime kept", n, len(dropped))
	}
}

// The checks a check route asks for run on a lane of their own, even through code that
// names the staff's lane: a check that runs long leaves the staff's runtime to a publish,
// and waits itself only for other checks.
func TestChecksAskedForCannotTakeTheStaffsRuntime(t *testing.T) {
	t.Parallel()
	e, loops := loopEngine(t, Options{Runtimes: 1, TimeLimit: time.Minute, WaitLimit: 50 * time.Millisecond})
	ctx, stop := context.WithCancel(WithLane(context.Background(), Check))
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = e.RenderIn(ctx, Staff, "/", []byte("loop"), false)
	}()
	<-loops
	res, err := e.RenderIn(context.Background(), Staff, "/publish", []byte("{}"), false)
	if err != nil || res.HTML != "<p>/publish</p>" {
		t.Errorf("a staff render while a check runs: %+v, %v", res, err)
	}
	if _, err := e.RenderIn(WithLane(context.Background(), Check), Staff, "/check", []byte("{}"), false); !errors.Is(err, ErrBusy) {
		t.Errorf("a second check while one runs = %v, want ErrBusy", err)
	}
	stop()
	<-done
}
