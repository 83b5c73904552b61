package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/qrs-site/qrs/internal/content"
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

func TestASaveAnswersOnceThePagesShowingItAreMade(t *testing.T) {
	t.Parallel()
	// A visitor waits next to nothing for a page being rendered: what they get is what was
	// made before they came.
	site := newSite(t, func(d *Deps) { d.PageWait = time.Nanosecond })
	for _, r := range []string{"/team", "/de/team"} {
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
	}
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Ada Saved", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	for _, r := range []string{"/team", "/de/team"} {
		if body := visible(readBody(t, site.do("GET", r, "", nil))); !strings.Contains(body, "Ada Saved") {
			t.Errorf("%s right after the save does not show it: %s", r, body)
		}
	}
}

func TestAWriteRendersAgainOnlyThePagesThatShowIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	routes := []string{"/", "/team", "/research", "/gallery"}
	for _, r := range routes {
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
	}
	// Each write to the team renders the team page again before it answers; the others
	// are not rendered again.
	for i := range 5 {
		expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
			"name": fmt.Sprintf("Member %d", i), "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)
	}
	for _, r := range routes {
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
		expectStatus(t, site.do("GET", r, "", nil), http.StatusOK)
	}
	for route, want := range map[string]int64{"/": 1, "/team": 6, "/research": 1, "/gallery": 1} {
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

// TestATeamWriteLeavesThePartnersPagesAndListsInMemory: after a write to the team, the
// partners' pages (in each language) and lists are answered as they were, without a look at
// the database (no list they show is loaded again), while the team's page and list show the
// new member to the next reader.
func TestATeamWriteLeavesThePartnersPagesAndListsInMemory(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	lists := site.deps.site.Lists()
	partnersPages := []string{"/global-partners", "/de/partner-weltweit"}
	// What the partners' pages show: each list their data holds, and the partners' own.
	shown := map[string]bool{"/api/global-partners": true}
	for _, p := range partnersPages {
		for path := range embedded(t, readBody(t, site.do("GET", p, "", nil))) {
			shown[path] = true
		}
	}
	expectStatus(t, site.do("GET", "/api/global-partners", "", nil), http.StatusOK)
	expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK)
	loads := map[string]int64{}
	for path := range shown {
		l := lists.List(path)
		if l == nil {
			t.Fatalf("the partners' page shows %s, which no list answers", path)
		}
		loads[path] = l.Loads()
	}
	renders := rendersOf(t, site, "/global-partners")
	teamLoads := lists.List("/api/team-members").Loads()

	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{
		"name": "Dr. Newly Added", "title": "Lead", "company": "QRS", "description": "Leads."}), http.StatusCreated)

	for _, p := range partnersPages {
		expectStatus(t, site.do("GET", p, "", nil), http.StatusOK)
	}
	expectStatus(t, site.do("GET", "/api/global-partners", "", nil), http.StatusOK)
	for path, before := range loads {
		if got := lists.List(path).Loads(); got != before {
			t.Errorf("%s was loaded %d more times after a write to the team", path, got-before)
		}
	}
	if got := rendersOf(t, site, "/global-partners"); got != renders {
		t.Errorf("/global-partners was rendered %d more times after a write to the team", got-renders)
	}
	if body := visible(readBody(t, site.do("GET", "/team", "", nil))); !strings.Contains(body, "Dr. Newly Added") {
		t.Errorf("/team right after the write does not show the new member")
	}
	if body := readBody(t, site.do("GET", "/api/team-members", "", nil)); !strings.Contains(body, "Dr. Newly Added") {
		t.Errorf("/api/team-members right after the write does not show the new member")
	}
	if got := lists.List("/api/team-members").Loads(); got <= teamLoads {
		t.Errorf("the team's list was not loaded again after a write to it")
	}
}

// TestAPartnerCategoryRenameReachesThePartnersList: a write to the partner categories
// changes the partners too (their type is the category's name), so the partners' list and
// page are current after it.
func TestAPartnerCategoryRenameReachesThePartnersList(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	cat := decodeAs[struct{ ID int64 }](t, site.admin("POST", "/api/partner-categories", map[string]any{"name": "Clinics"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/global-partners", map[string]any{
		"name": "Berlin Centre", "partnerType": "Clinics", "country": "Germany"}), http.StatusCreated)
	if body := readBody(t, site.do("GET", "/api/global-partners", "", nil)); !strings.Contains(body, `"partnerType":"Clinics"`) {
		t.Fatalf("the partners' list lacks the partner: %s", body)
	}
	expectStatus(t, site.do("GET", "/global-partners", "", nil), http.StatusOK)
	expectStatus(t, site.admin("PUT", fmt.Sprintf("/api/partner-categories/%d", cat.ID), map[string]any{"name": "Therapy Centres"}), http.StatusOK)
	// The partner takes the type value of the category's new name.
	listed := decodeAs[[]content.GlobalPartner](t, site.do("GET", "/api/global-partners", "", nil), http.StatusOK)
	if len(listed) != 1 || listed[0].PartnerType == "Clinics" {
		t.Fatalf("after the category's rename the partners' list shows %+v", listed)
	}
	page := readBody(t, site.do("GET", "/global-partners", "", nil))
	if list := embeddedList(t, page, "/api/global-partners"); len(list) != 1 || list[0]["partnerType"] != listed[0].PartnerType {
		t.Errorf("after the category's rename the partners' page holds %v, the list %q", list, listed[0].PartnerType)
	}
}

// TestAPageOnlyVisitorsReadIsRenderedOnceAGapWhileStaffSeeItAtOnce: writes made elsewhere
// (another instance's staff, here the store itself) do not render a page on every visitor's
// read: within the render gap since its last render, visitors get that render, and no
// other render starts; a browser with a session cookie hurries the waiting render and sees
// every write.
func TestAPageOnlyVisitorsReadIsRenderedOnceAGapWhileStaffSeeItAtOnce(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.PageWait, d.RenderGap = 0, time.Hour })
	expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK)
	before := rendersOf(t, site, "/team")
	for i := range 3 {
		if err := site.store.Create(t.Context(), content.Team, &content.TeamMember{Name: fmt.Sprintf("Elsewhere %d", i),
			Title: "Lead", Company: "QRS", Description: "Leads."}); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if body := visible(readBody(t, site.do("GET", "/team", "", nil))); strings.Contains(body, "Elsewhere") {
				t.Fatalf("a visitor's read within the gap got a page rendered after its last render: %s", body)
			}
		}
	}
	if got := rendersOf(t, site, "/team"); got != before {
		t.Fatalf("/team was rendered %d more times for visitors within the render gap", got-before)
	}
	// Staff wait for the render, which starts at once for them.
	body := visible(readBody(t, site.do("GET", "/team", site.token, nil, "Cookie", sessionCookie+"=staff")))
	for i := range 3 {
		if !strings.Contains(body, fmt.Sprintf("Elsewhere %d", i)) {
			t.Fatalf("staff do not see write %d: %s", i, body)
		}
	}
	if got := rendersOf(t, site, "/team"); got != before+1 {
		t.Errorf("/team was rendered %d times for three writes and staff's read, want 1", got-before)
	}
	// Visitors now get that render.
	if body := visible(readBody(t, site.do("GET", "/team", "", nil))); !strings.Contains(body, "Elsewhere 2") {
		t.Errorf("visitors after staff's read do not get the page made for it: %s", body)
	}
}
