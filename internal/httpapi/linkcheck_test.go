package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/linkcheck"
	"github.com/qrs-site/qrs/internal/testutil"
)

// runLinkChecks runs the site's link checker in the background, as serve does, until the
// test ends.
func (s *testSite) runLinkChecks() {
	s.t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); (&Server{d: s.deps}).RunLinkChecks(ctx) }()
	s.t.Cleanup(func() { stop(); <-done })
}

// checkLinksNow asks for a check as token's account (202) and waits until it finished,
// answering the checker's state then.
func (s *testSite) checkLinksNow(token string) linkCheckAnswer {
	s.t.Helper()
	started := decodeAs[linkCheckAnswer](s.t, s.do("POST", "/api/link-check", token, nil), http.StatusAccepted)
	if !started.Running {
		s.t.Fatalf("a check just asked for = %+v, want running", started)
	}
	giveUp := time.After(2 * time.Minute)
	for {
		state := decodeAs[linkCheckAnswer](s.t, s.do("GET", "/api/link-check", token, nil), http.StatusOK)
		if !state.Running {
			return state
		}
		select {
		case <-giveUp:
			s.t.Fatalf("the check did not finish: %+v", state)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// brokenURLs answers the addresses of the broken links of a state.
func brokenURLs(state linkCheckAnswer) []string {
	var out []string
	for _, b := range state.Broken {
		out = append(out, b.URL)
	}
	return out
}

// brokenOnThisMachine answers the state with only the broken links a test can judge: the
// site's own and those on loopback. The default legal texts link other sites (the
// supervisory authority's), which the tests' machine, without the internet, cannot reach.
func brokenOnThisMachine(state linkCheckAnswer) linkCheckAnswer {
	var kept []database.LinkResult
	for _, b := range state.Broken {
		if u, err := url.Parse(b.URL); err == nil && (u.Host == "" || u.Hostname() == "127.0.0.1") {
			kept = append(kept, b)
		}
	}
	state.Broken = kept
	return state
}

func TestInternalLinksMustLeadToAPageARedirectOrAFileOfTheSite(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.runLinkChecks()
	editor := site.staffToken("eddie.editor", content.RoleEditor)
	upload := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "a.png", testutil.PNG(t, 2, 2)}),
		http.StatusCreated).URL
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/old-research", "to": "/research"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/redirects", map[string]any{"from": "/old-gone", "to": "/gone-for-good"}), http.StatusCreated)
	working := []string{"/research", "/de/forschung", "/de/research", "/#about", "/research?from=space", "/legal/privacy-policy.pdf",
		"/de/legal/privacy-policy.pdf", "/api/research-paper", upload, "/old-research", "/api/placeholder/400/300",
		"http://localhost:8080/team"}
	broken := []string{"/api/nothing", "/nowhere", "/old-gone", "/uploads/not-there.png"}
	var links []map[string]string
	for _, href := range append(slices.Clone(working), broken...) {
		links = append(links, map[string]string{"label": href, "href": href})
	}
	doc, err := site.store.PublishedContent(t.Context(), "space-research", "en")
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	if err := json.Unmarshal(doc.Body, &body); err != nil {
		t.Fatal(err)
	}
	body["links"] = links
	changed, _ := json.Marshal(body)
	if _, err := site.store.PublishContent(t.Context(), "space-research", "en", changed, "test"); err != nil {
		t.Fatal(err)
	}

	state := brokenOnThisMachine(site.checkLinksNow(editor))
	if got := brokenURLs(state); !slices.Equal(got, broken) {
		t.Fatalf("broken links = %q, want %q (the default content's own links all lead somewhere)", got, broken)
	}
	for _, b := range state.Broken {
		if b.Kind != linkcheck.KindInternal || b.Reason != linkcheck.MsgInternalMissing || b.CheckedAt == "" || len(b.UsedIn) != 1 {
			t.Fatalf("broken link %+v", b)
		}
		if u := b.UsedIn[0]; u.Document != "space-research" || u.Locale != "en" || !strings.HasPrefix(u.Pointer, "/links/") ||
			u.Label != "Site content “space-research”" {
			t.Fatalf("%s is used in %+v", b.URL, u)
		}
	}
	if state.FinishedAt == nil || state.Checked < len(working)+len(broken) || !state.Enabled {
		t.Fatalf("state = %+v", state)
	}
}

func TestAPartnersWebsiteAnswering404IsListedAsBrokenWithThePartner(t *testing.T) {
	t.Parallel()
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(other.Close)
	site := newSite(t, func(d *Deps) { d.LinkCheck = linkcheck.Options{AllowPrivate: true} })
	site.runLinkChecks()
	gone := decodeAs[content.GlobalPartner](t, site.admin("POST", "/api/global-partners", map[string]any{"name": "Gone Clinic",
		"partnerType": "clinic", "country": "Austria", "website": other.URL + "/closed"}), http.StatusCreated)
	expectStatus(t, site.admin("POST", "/api/global-partners", map[string]any{"name": "Open Clinic",
		"partnerType": "clinic", "country": "Austria", "website": other.URL + "/"}), http.StatusCreated)

	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	site.checkLinksNow(site.token)
	state := brokenOnThisMachine(decodeAs[linkCheckAnswer](t, site.do("GET", "/api/link-check", viewer, nil), http.StatusOK))
	want := []database.LinkUse{{Label: "Global partner “Gone Clinic”", Where: "Website", Collection: "global-partners", ID: gone.ID}}
	if got := brokenURLs(state); !slices.Equal(got, []string{other.URL + "/closed"}) {
		t.Fatalf("broken = %q", got)
	}
	if b := state.Broken[0]; b.Status != 404 || b.Reason != "404 Not Found" || b.Kind != linkcheck.KindExternal ||
		!slices.Equal(b.UsedIn, want) {
		t.Fatalf("the partner's website = %+v, want 404 used in %+v", b, want)
	}
}

func TestViewersReadTheLinkCheckAndEditorsStartOneOnceAtATime(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil) // no checker runs: a check asked for waits
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	editor := site.staffToken("eddie.editor", content.RoleEditor)
	state := decodeAs[linkCheckAnswer](t, site.do("GET", "/api/link-check", viewer, nil), http.StatusOK)
	if !state.Enabled || state.Running || state.FinishedAt != nil || state.Broken == nil || len(state.Broken) != 0 {
		t.Fatalf("a new site's link check = %+v", state)
	}
	expectStatus(t, site.do("POST", "/api/link-check", viewer, nil), http.StatusForbidden)
	started := decodeAs[linkCheckAnswer](t, site.do("POST", "/api/link-check", editor, nil), http.StatusAccepted)
	if !started.Running || started.RequestedAt == nil {
		t.Fatalf("started = %+v", started)
	}
	again := decodeAs[envelope](t, site.admin("POST", "/api/link-check", nil), http.StatusConflict)
	if again.Message != database.MsgLinkCheckRunning {
		t.Fatalf("a second start = %+v", again)
	}
	entries := decodeAs[struct {
		Entries []database.AuditRecord `json:"entries"`
	}](t, site.admin("GET", "/api/audit?kind=link-check", nil), http.StatusOK).Entries
	if len(entries) != 1 || entries[0].Actor != "eddie.editor" || entries[0].Action != "start" {
		t.Fatalf("audit log of link checks = %+v", entries)
	}
}

func TestATurnedOffLinkCheckerSaysSoAndStartsNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, func(d *Deps) { d.LinkCheckOff = true })
	state := decodeAs[linkCheckAnswer](t, site.admin("GET", "/api/link-check", nil), http.StatusOK)
	if state.Enabled || state.Running {
		t.Fatalf("a turned-off checker = %+v", state)
	}
	refused := decodeAs[envelope](t, site.admin("POST", "/api/link-check", nil), http.StatusConflict)
	if refused.Message != MsgLinkCheckOff {
		t.Fatalf("a start = %+v", refused)
	}
	if run, err := site.store.LinkCheckRun(t.Context()); err != nil || run.Running() {
		t.Fatalf("run = %+v, %v", run, err)
	}
}
