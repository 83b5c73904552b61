package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/internal/render"
)

// rendersOf answers how often the page at route has been rendered.
func rendersOf(t *testing.T, site *testSite, route string) int64 {
	t.Helper()
	n, ok := site.deps.site.Renders(route)
	if !ok {
		t.Fatalf("no page %s", route)
	}
	return n
}

func TestAWriteRendersAgainOnlyThePagesThatShowIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	routes := []string{"/", "/team", "/research", "/gallery"}
	for _, r := range routes {
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
	}
	// A burst of writes to the team costs the team page one render, the others none.
	for i := range 5 {
		expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
			"name": fmt.Sprintf("Member %d", i), "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	}
	for _, r := range routes {
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
	}
	for route, want := range map[string]int64{"/": 1, "/team": 2, "/research": 1, "/gallery": 1} {
		if got := rendersOf(t, site, route); got != want {
			t.Errorf("%s rendered %d times, want %d", route, got, want)
		}
	}
	if body := readBody(t, site.do("GET", "/team", "", nil)); !strings.Contains(visible(body), "Member 4") {
		t.Errorf("/team does not show the last member")
	}
}

// TestConcurrentWritesNeverLeaveAStalePage writes while many readers make the page render:
// once the writes are done, the page shows every member.
func TestConcurrentWritesNeverLeaveAStalePage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	const writes = 8
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := range writes {
			res := site.admin("POST", "/api/team-members", map[string]any{
				"name": fmt.Sprintf("Writer %d", i), "title": "Lead", "company": "QRS", "description": "Leads."})
			res.Body.Close()
		}
	})
	for range 3 {
		wg.Go(func() {
			for range 6 {
				res := site.do("GET", "/team", "", nil)
				res.Body.Close()
			}
		})
	}
	wg.Wait()
	body := visible(readBody(t, site.do("GET", "/team", "", nil)))
	for i := range writes {
		if !strings.Contains(body, fmt.Sprintf("Writer %d", i)) {
			t.Errorf("after the writes /team lacks Writer %d", i)
		}
	}
}

// failingBundle renders the team page's member names, and fails on a member named "Broken".
var failingBundle = fstest.MapFS{render.BundleName: {Data: []byte(`
globalThis.qrsSSR = {
  pages: () => JSON.stringify([{path: "/team", content: "team", lists: ["/api/team-members"]}]),
  render: (url, data) => {
    const names = JSON.parse(data)["/api/team-members"].map((m) => m.name);
    if (names.includes("Broken")) throw new Error("this page cannot be rendered");
    return JSON.stringify({html: "<p>members: " + names.join(", ") + "</p>", status: 200, title: "Team", description: "People"});
  },
};`)}}

func TestAFailedRenderKeepsTheLastGoodPage(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.Render = failingBundle })
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ann Example", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	if body := readBody(t, site.do("GET", "/team", "", nil)); !strings.Contains(body, "<p>members: Ann Example</p>") {
		t.Fatalf("/team = %s", body)
	}
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Broken", "title": "Lead", "company": "QRS", "description": "Breaks the page."}), http.StatusCreated)
	res := site.do("GET", "/team", "", nil)
	if body := expectStatus(t, res, http.StatusOK); !strings.Contains(body, "<p>members: Ann Example</p>") {
		t.Fatalf("after a failed render /team = %s", body)
	}
	if !strings.Contains(site.logs(), "this page cannot be rendered") {
		t.Errorf("the failed render was not logged:\n%s", site.logs())
	}
}

func TestAPageThatNeverRenderedIsLeftToTheBrowserWithItsData(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.Render = failingBundle })
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Broken", "title": "Lead", "company": "QRS", "description": "Breaks the page."}), http.StatusCreated)
	body := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK)
	if !strings.Contains(body, `<div id="root" data-route=""></div>`) || len(embeddedList(t, body, "/api/team-members")) != 1 {
		t.Fatalf("/team without a good render = %s", body)
	}
}
