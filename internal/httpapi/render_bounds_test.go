package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	qrssite "github.com/qrs-site/qrs/internal/site"
)

// misbehavingBundle is a render bundle of three pages (the home page, the team page and the
// not-found page) that renders the text of their data, throws when the data says THROW-ME
// and runs on without end (telling the log first) when it says LOOP-ME: content that cannot
// be rendered, however it got into the site. SLOW-ME makes a render take 1.5 s.
var misbehavingBundle = fstest.MapFS{"render.js": {Data: []byte(`
globalThis.qrsSSR = {
  pages: () => JSON.stringify([
    {path: "/", content: "home", also: [], lists: []},
    {path: "/team", content: "team", also: [], lists: ["/api/team-members"]},
    {path: "*", content: "not-found", also: [], lists: []},
  ]),
  render: async (url, data, shell) => {
    if (data.includes("THROW-ME")) throw new Error("the page broke on THROW-ME");
    if (data.includes("LOOP-ME")) { console.warn("looping " + url); for (;;) {} }
    if (data.includes("SLOW-ME")) { const end = Date.now() + 1500; while (Date.now() < end) {} }
    const home = JSON.parse(data)["/api/content/home"];
    const text = home ? home.hero.headline : url;
    return JSON.stringify({html: "<main>" + text + "</main>", status: 200, title: "T", description: "D"});
  },
  // The publish checks: only the pages that could not be rendered.
  check: (input) => JSON.stringify((JSON.parse(input).renderFailures || []).map((p) =>
    ({path: p.path, severity: "error", message: p.reason, rule: "render"}))),
};`)}}

// misbehavingSite is a site rendering its pages with misbehavingBundle; change may adjust
// it further.
func misbehavingSite(t *testing.T, change func(*Deps)) *testSite {
	t.Helper()
	return newSite(t, func(d *Deps) {
		d.Render = misbehavingBundle
		if change != nil {
			change(d)
		}
	})
}

// homeWithHeadline answers the published home document with its headline set to text.
func homeWithHeadline(t *testing.T, site *testSite, text string) json.RawMessage {
	t.Helper()
	doc, err := site.store.PublishedContent(t.Context(), "home", content.DefaultLocale)
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	if err := json.Unmarshal(doc.Body, &body); err != nil {
		t.Fatal(err)
	}
	body["hero"].(map[string]any)["headline"] = text
	out, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// publishBehindTheChecks publishes body as the home document straight into the store, as
// an upgrade or another instance might leave it: no check of the server sees it first.
func publishBehindTheChecks(t *testing.T, site *testSite, key string, body json.RawMessage) int64 {
	t.Helper()
	doc, err := site.store.PublishContent(t.Context(), key, content.DefaultLocale, body, "system")
	if err != nil {
		t.Fatal(err)
	}
	return doc.Version
}

// waitForLog waits until the site has logged text n times, for a test that must know a
// render has started before it goes on.
func waitForLog(t *testing.T, site *testSite, text string, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for strings.Count(site.logs(), text) < n {
		if time.Now().After(deadline) {
			t.Fatalf("the log never said %q %d times:\n%s", text, n, site.logs())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestAPublishWhosePageCannotRenderIsRefusedWithThePageAndTheReason(t *testing.T) {
	t.Parallel()
	site := misbehavingSite(t, func(d *Deps) { d.RenderTimeLimit = time.Second })
	if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); !strings.Contains(page, "<main>") {
		t.Fatalf("the home page before: %s", page)
	}
	before := site.editorState("home")
	for _, tc := range []struct{ text, reason string }{
		{"THROW-ME", "The page / could not be rendered from this text: "},
		{"LOOP-ME", "The page / could not be rendered within 1 s"},
	} {
		st := site.editorState("home")
		st = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/home/draft", st.Revision, homeWithHeadline(t, site, tc.text)), http.StatusOK)
		res := site.write("POST", "/api/content/home/publish", st.Revision, nil)
		refused := decodeAs[envelope](t, res, http.StatusBadRequest)
		if !strings.HasPrefix(refused.Message, tc.reason) {
			t.Errorf("publishing %s: %q, want it to start %q", tc.text, refused.Message, tc.reason)
		}
		// The publish checks say the same, as an error finding, and so does a check of the text.
		if len(refused.Findings) != 1 || refused.Findings[0].Rule != "render" || refused.Findings[0].Severity != content.SeverityError {
			t.Errorf("publishing %s: findings %+v, want the page that could not be rendered", tc.text, refused.Findings)
		}
		checked := decodeAs[envelope](t, site.admin("POST", "/api/content/home/check", nil), http.StatusOK)
		if len(checked.Findings) != 1 || !strings.HasPrefix(checked.Findings[0].Message, tc.reason) {
			t.Errorf("checking %s: findings %+v", tc.text, checked.Findings)
		}
		// The schedule and the direct publish are refused alike.
		res = site.write("PUT", "/api/content/home/schedule", st.Revision, map[string]string{"publishAt": time.Now().Add(time.Hour).Format(time.RFC3339)})
		if got := decodeAs[envelope](t, res, http.StatusBadRequest).Message; !strings.HasPrefix(got, tc.reason) {
			t.Errorf("scheduling %s: %q", tc.text, got)
		}
		res = site.admin("PUT", "/api/content/home", homeWithHeadline(t, site, tc.text))
		if got := decodeAs[envelope](t, res, http.StatusBadRequest).Message; !strings.HasPrefix(got, tc.reason) {
			t.Errorf("putting %s: %q", tc.text, got)
		}
		after := site.editorState("home")
		if after.Published.Version != before.Published.Version || after.Draft == nil || after.Draft.PublishAt != nil {
			t.Errorf("after the refusals of %s: version %d (was %d), draft %v", tc.text, after.Published.Version, before.Published.Version, after.Draft)
		}
		if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); strings.Contains(page, tc.text) {
			t.Errorf("visitors see the refused text %s", tc.text)
		}
	}
	// A text that renders goes live, and its pages are not rendered again for the first visitor.
	st := site.editorState("home")
	st = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/home/draft", st.Revision, homeWithHeadline(t, site, "A fine headline")), http.StatusOK)
	expectStatus(t, site.write("POST", "/api/content/home/publish", st.Revision, nil), http.StatusOK)
	renders := rendersOf(t, site, "/")
	if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); !strings.Contains(page, "<main>A fine headline</main>") {
		t.Errorf("the published headline is not on the page: %s", page)
	}
	if rendersOf(t, site, "/") != renders {
		t.Errorf("the page checked before publishing was rendered again for its first visitor")
	}
}

func TestAPageThatCannotRenderKeepsItsLastGoodVersionAndIsNotRenderedAgainUntilItsDataChanges(t *testing.T) {
	t.Parallel()
	site := misbehavingSite(t, nil)
	good := publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "Good headline"))
	if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); !strings.Contains(page, "Good headline") {
		t.Fatalf("the home page: %s", page)
	}
	broken := publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "THROW-ME"))
	renders := rendersOf(t, site, "/")
	for range 3 {
		page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK))
		if !strings.Contains(page, "<main>Good headline</main>") {
			t.Fatalf("visitors do not get the last good page: %s", page)
		}
	}
	if got := rendersOf(t, site, "/") - renders; got != 1 {
		t.Errorf("the data that cannot be rendered was rendered %d times, want once", got)
	}
	if !strings.Contains(site.logs(), "the page could not be rendered") {
		t.Errorf("the log does not say the page could not be rendered:\n%s", site.logs())
	}
	st := decodeAs[struct {
		RenderFailures []qrssite.RenderFailure `json:"renderFailures"`
	}](t, site.admin("GET", "/api/content/home/draft", nil), http.StatusOK)
	if len(st.RenderFailures) != 1 || st.RenderFailures[0].Page != "/" || st.RenderFailures[0].Visible != good ||
		st.RenderFailures[0].Failed != broken || !strings.Contains(st.RenderFailures[0].Reason, "THROW-ME") {
		t.Errorf("the editor is told %+v, want / showing version %d, version %d failed", st.RenderFailures, good, broken)
	}
	// Data that renders again is rendered, and the editor is told no more.
	publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "Mended headline"))
	if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); !strings.Contains(page, "Mended headline") {
		t.Errorf("the mended page is not shown: %s", page)
	}
	st = decodeAs[struct {
		RenderFailures []qrssite.RenderFailure `json:"renderFailures"`
	}](t, site.admin("GET", "/api/content/home/draft", nil), http.StatusOK)
	if len(st.RenderFailures) != 0 {
		t.Errorf("after the mend the editor is still told %+v", st.RenderFailures)
	}
}

func TestAPageThatNeverRenderedIsAnsweredForTheBrowserToRender(t *testing.T) {
	t.Parallel()
	site := misbehavingSite(t, nil)
	publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "THROW-ME"))
	body := expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)
	if !strings.Contains(body, `<div id="root" data-route=""></div>`) || embedded(t, body) == nil {
		t.Errorf("the page without a good version is not the page for the browser to render, with its data:\n%s", body)
	}
}

func TestVisitorsGetTheLastGoodPageWhileItsRenderRunsAndA503WhenNoneExists(t *testing.T) {
	t.Parallel()
	site := misbehavingSite(t, func(d *Deps) {
		d.RenderTimeLimit = 5 * time.Second // the endless renders hold both runtimes this long
		d.RenderWait = 50 * time.Millisecond
		d.PageWait = 50 * time.Millisecond
	})
	for _, route := range []string{"/", "/team"} {
		expectStatus(t, site.do("GET", route, "", nil), http.StatusOK)
	}
	// The site document every page shows now holds what loops.
	siteDoc, err := site.store.PublishedContent(t.Context(), "site", content.DefaultLocale)
	if err != nil {
		t.Fatal(err)
	}
	publishBehindTheChecks(t, site, "site", json.RawMessage(strings.Replace(string(siteDoc.Body), `"skipLink":"`, `"skipLink":"LOOP-ME `, 1)))
	// Both visitors are answered the page as it was while its render runs on.
	for _, route := range []string{"/", "/team"} {
		page := visible(expectStatus(t, site.do("GET", route, "", nil), http.StatusOK))
		if !strings.Contains(page, "<main>") {
			t.Errorf("%s while its render runs: %s", route, page)
		}
	}
	waitForLog(t, site, "looping", 2) // both runtimes are taken
	// A page never rendered cannot wait for a runtime: 503, to be asked again.
	res := site.do("GET", "/no-such-page", "", nil)
	expectStatus(t, res, http.StatusServiceUnavailable)
	if res.Header.Get("Retry-After") == "" {
		t.Errorf("the busy answer has no Retry-After")
	}
}

func TestAVisitorGetsTheLastPageWhileANewOneRendersAndStaffWaitForIt(t *testing.T) {
	t.Parallel()
	site := misbehavingSite(t, func(d *Deps) {
		d.RenderTimeLimit = time.Minute
		d.PageWait = 50 * time.Millisecond
	})
	publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "Before"))
	if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); !strings.Contains(page, "Before") {
		t.Fatalf("the home page: %s", page)
	}
	// A change whose render takes far longer than the page wait.
	publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "SLOW-ME After"))
	if page := visible(expectStatus(t, site.do("GET", "/", "", nil), http.StatusOK)); !strings.Contains(page, "Before") {
		t.Errorf("a visitor during the render got: %s", page)
	}
	// A made-up session cookie is a visitor's: it does not make the page wait.
	madeUp := site.do("GET", "/", "", nil, "Cookie", sessionCookie+"=made-up")
	if page := visible(expectStatus(t, madeUp, http.StatusOK)); !strings.Contains(page, "Before") {
		t.Errorf("a browser with a made-up session cookie during the render got: %s", page)
	}
	staff := site.do("GET", "/", "", nil, "Cookie", sessionCookie+"="+site.token)
	if page := visible(expectStatus(t, staff, http.StatusOK)); !strings.Contains(page, "SLOW-ME After") {
		t.Errorf("a signed-in browser during the render got: %s", page)
	}
}

func TestAPreviewRunsOnTheStaffsRuntimeAndStopsWhenItsViewerLeaves(t *testing.T) {
	t.Parallel()
	site := misbehavingSite(t, func(d *Deps) {
		d.RenderTimeLimit = 2 * time.Minute // only a viewer leaving ends the endless preview
		d.RenderWait = 2 * time.Minute
	})
	st := site.editorState("home")
	decodeAs[editorStateOf](t, site.write("PUT", "/api/content/home/draft", st.Revision, homeWithHeadline(t, site, "LOOP-ME")), http.StatusOK)
	ctx, leave := context.WithCancel(context.Background())
	left := make(chan error, 1)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, "GET", site.srv.URL+"/preview/", nil)
		req.Header.Set("Authorization", "Bearer "+site.token)
		res, err := http.DefaultClient.Do(req)
		if err == nil {
			res.Body.Close()
		}
		left <- err
	}()
	waitForLog(t, site, "looping /", 1)
	// Meanwhile visitors' pages render on their own runtimes.
	publishBehindTheChecks(t, site, "home", homeWithHeadline(t, site, "Published while a preview runs"))
	deadline, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(deadline, "GET", site.srv.URL+"/", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("a visitor's page while a preview runs: %v", err)
	}
	if page := visible(expectStatus(t, res, http.StatusOK)); !strings.Contains(page, "Published while a preview runs") {
		t.Errorf("the visitor's page: %s", page)
	}
	// The viewer leaves: the preview stops, and the next one renders on the freed runtime.
	leave()
	<-left
	st = site.editorState("home")
	decodeAs[editorStateOf](t, site.write("PUT", "/api/content/home/draft", st.Revision, homeWithHeadline(t, site, "Second preview")), http.StatusOK)
	req, _ = http.NewRequestWithContext(deadline, "GET", site.srv.URL+"/preview/", nil)
	req.Header.Set("Authorization", "Bearer "+site.token)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("the preview after the viewer left: %v", err)
	}
	if page := expectStatus(t, res, http.StatusOK); !strings.Contains(page, "Second preview") {
		t.Errorf("the second preview: %s", page)
	}
}

func TestAFooterOf30000LinksIsRefusedAtSaveWithTheFieldAndTheLimit(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	st := site.editorState("site")
	body := st.Published.Body
	links := make([]map[string]string, 30000)
	for i := range links {
		links[i] = map[string]string{"label": strconv.Itoa(i), "href": "/team"}
	}
	body["footer"].(map[string]any)["columns"].([]any)[0].(map[string]any)["links"] = links
	res := site.write("PUT", "/api/content/site/draft", st.Revision, body)
	refused := decodeAs[envelope](t, res, http.StatusBadRequest)
	if got := refused.Errors["/footer/columns/0/links"]; got != "Must have at most 40 items" {
		t.Errorf("the refusal says %q at the links (%v)", got, refused.Errors)
	}
	if after := site.editorState("site"); after.Draft != nil || after.Revision != st.Revision {
		t.Errorf("the refused draft was kept: %+v", after.Draft)
	}
}

func TestTextsThatWouldGrowTooLongOnceFilledInAreRefusedAtSave(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// A terms paragraph of 1,100 company names (24 characters each, 26,400 filled in).
	terms := site.editorState("terms")
	body := terms.Published.Body
	paragraphs := body["sections"].([]any)[0].(map[string]any)["paragraphs"].([]any)
	paragraphs[0] = strings.Repeat("{company.name} ", 1100)
	res := site.write("PUT", "/api/content/terms/draft", terms.Revision, body)
	refused := decodeAs[envelope](t, res, http.StatusBadRequest)
	if got := refused.Errors["/sections/0/paragraphs/0"]; got != "Filled in, this text would be 27500 characters; at most 25000" {
		t.Errorf("the long paragraph is refused with %q (%v)", got, refused.Errors)
	}
	// 100 names are fine now, and live; a company name of 300 characters would make them 30,000.
	paragraphs[0] = strings.Repeat("{company.name} ", 100)
	expectStatus(t, site.admin("PUT", "/api/content/terms", body), http.StatusOK)
	settings := site.editorState("site")
	company := settings.Published.Body["company"].(map[string]any)
	company["name"] = strings.Repeat("n", 300)
	refused = decodeAs[envelope](t, site.write("PUT", "/api/content/site/draft", settings.Revision, settings.Published.Body), http.StatusBadRequest)
	if got := refused.Errors["/company/name"]; got != "Filled into terms /sections/0/paragraphs/0, this makes a text of 30100 characters; at most 25000" {
		t.Errorf("the long company name is refused with %q (%v)", got, refused.Errors)
	}
	// A setting holding a slot would show the slot wherever it is put.
	company["name"] = "{company.name} AG"
	refused = decodeAs[envelope](t, site.write("PUT", "/api/content/site/draft", settings.Revision, settings.Published.Body), http.StatusBadRequest)
	if got := refused.Errors["/company/name"]; !strings.HasPrefix(got, "A site setting cannot hold a {…} slot") {
		t.Errorf("a setting holding a slot is refused with %q (%v)", got, refused.Errors)
	}
}
