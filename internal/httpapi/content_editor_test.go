package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

// editorStateOf is the part of an editor state the tests read.
type editorStateOf struct {
	Key       string `json:"key"`
	Revision  int64  `json:"revision"`
	Published struct {
		Version   int64          `json:"version"`
		UpdatedBy string         `json:"updatedBy"`
		Body      map[string]any `json:"body"`
	} `json:"published"`
	Draft *struct {
		BaseVersion int64          `json:"baseVersion"`
		UpdatedBy   string         `json:"updatedBy"`
		PublishAt   *string        `json:"publishAt"`
		Body        map[string]any `json:"body"`
	} `json:"draft"`
	Pages    []string `json:"pages"`
	PDFs     []string `json:"pdfs"`
	TimeZone string   `json:"timeZone"`
}

// coinWithRoadmapItem answers the default coin document with its third roadmap item's
// period and status changed.
func coinWithRoadmapItem(t *testing.T, period, status string) map[string]any {
	t.Helper()
	doc := defaultDocument(t, "qrs-coin")
	item := doc["roadmap"].(map[string]any)["items"].([]any)[2].(map[string]any)
	item["period"], item["status"] = period, status
	return doc
}

// write sends an editor's write made on revision.
func (s *testSite) write(method, path string, revision int64, body any) *http.Response {
	s.t.Helper()
	return s.do(method, path, s.token, body, "If-Match", fmt.Sprintf(`"%d"`, revision))
}

func (s *testSite) editorState(key string) editorStateOf {
	s.t.Helper()
	return decodeAs[editorStateOf](s.t, s.admin("GET", "/api/content/"+key+"/draft", nil), http.StatusOK)
}

func TestADraftIsSeenOnlyInThePreviewUntilItIsPublished(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	before := site.editorState("qrs-coin")
	if before.Draft != nil || before.TimeZone != "Europe/Vaduz" {
		t.Fatalf("a new site's coin document: draft %v, zone %q", before.Draft, before.TimeZone)
	}
	if strings.Join(before.Pages, " ") != "/qrs-coin /whitepaper" {
		t.Errorf("the coin document shows on %v, want /qrs-coin and /whitepaper", before.Pages)
	}
	saved := decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/draft", before.Revision,
		coinWithRoadmapItem(t, "Q1 2027", "completed")), http.StatusOK)
	if saved.Draft == nil || saved.Draft.BaseVersion != before.Published.Version || saved.Draft.UpdatedBy != testAdmin {
		t.Fatalf("saved draft: %+v", saved.Draft)
	}
	if saved.Published.Version != before.Published.Version {
		t.Errorf("saving a draft published version %d", saved.Published.Version)
	}

	for _, route := range []string{"/qrs-coin", "/whitepaper"} {
		page := visible(expectStatus(t, site.do("GET", route, "", nil), http.StatusOK))
		if strings.Contains(page, "Q1 2027") {
			t.Errorf("visitors see the draft on %s", route)
		}
		res := site.do("GET", "/preview"+route, site.token, nil)
		preview := expectStatus(t, res, http.StatusOK)
		if !strings.Contains(visible(preview), "Q1 2027") || !strings.Contains(preview, "Preview — unpublished changes") {
			t.Errorf("the preview of %s shows neither the draft nor the banner", route)
		}
		if !strings.Contains(preview, `<meta name="robots" content="noindex, nofollow">`) || res.Header.Get("X-Robots-Tag") == "" {
			t.Errorf("the preview of %s may be indexed", route)
		}
		if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, "no-store") {
			t.Errorf("the preview of %s is cacheable: %q", route, cc)
		}
		if strings.Contains(preview, `<script type="module"`) {
			t.Errorf("the preview of %s runs the app, which would fetch the published text over it", route)
		}
	}
	expectStatus(t, site.do("GET", "/preview/qrs-coin", "", nil), http.StatusUnauthorized)

	// Publishing renders the pages before it answers: the next visitor's request renders nothing.
	renders := map[string]int64{}
	for _, route := range []string{"/qrs-coin", "/whitepaper"} {
		renders[route] = rendersOf(t, site, route)
	}
	published := decodeAs[editorStateOf](t, site.write("POST", "/api/content/qrs-coin/publish", saved.Revision, nil), http.StatusOK)
	if published.Draft != nil || published.Published.Version != before.Published.Version+1 {
		t.Fatalf("after publishing: version %d, draft %v", published.Published.Version, published.Draft)
	}
	for _, route := range []string{"/qrs-coin", "/whitepaper"} {
		if rendersOf(t, site, route) != renders[route]+1 {
			t.Errorf("%s was rendered %d times by publishing, want once", route, rendersOf(t, site, route)-renders[route])
		}
		page := visible(expectStatus(t, site.do("GET", route, "", nil), http.StatusOK))
		if !strings.Contains(page, "Q1 2027") {
			t.Errorf("%s does not show the published roadmap", route)
		}
		if rendersOf(t, site, route) != renders[route]+1 {
			t.Errorf("a visitor's request rendered %s again after publishing", route)
		}
	}
}

func TestDiscardingADraftReturnsToThePublishedText(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	st := site.editorState("qrs-coin")
	st = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/draft", st.Revision,
		coinWithRoadmapItem(t, "Q3 2031", "planned")), http.StatusOK)
	st = decodeAs[editorStateOf](t, site.write("DELETE", "/api/content/qrs-coin/draft", st.Revision, nil), http.StatusOK)
	if st.Draft != nil {
		t.Fatal("the draft is still there after discarding it")
	}
	if preview := expectStatus(t, site.do("GET", "/preview/qrs-coin", site.token, nil), http.StatusOK); strings.Contains(preview, "Q3 2031") {
		t.Error("the preview still shows the discarded draft")
	}
	expectStatus(t, site.write("POST", "/api/content/qrs-coin/publish", st.Revision, nil), http.StatusConflict)
}

func TestASecondEditorSavingOnAStaleStateGetsAConflictAndNothingIsOverwritten(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	opened := site.editorState("qrs-coin") // both editors open the document
	expectStatus(t, site.write("PUT", "/api/content/qrs-coin/draft", opened.Revision,
		coinWithRoadmapItem(t, "Q1 2027", "completed")), http.StatusOK)
	res := site.write("PUT", "/api/content/qrs-coin/draft", opened.Revision, coinWithRoadmapItem(t, "Q2 2027", "ongoing"))
	conflict := decodeAs[struct {
		Message string        `json:"message"`
		State   editorStateOf `json:"state"`
	}](t, res, http.StatusConflict)
	if !strings.Contains(conflict.Message, "changed by "+testAdmin) || !strings.Contains(conflict.Message, "Your text is still here") {
		t.Errorf("conflict message: %q", conflict.Message)
	}
	items := conflict.State.Draft.Body["roadmap"].(map[string]any)["items"].([]any)
	if got := items[2].(map[string]any)["period"]; got != "Q1 2027" {
		t.Errorf("the first editor's draft became %v", got)
	}
	// Keeping their own text: the second editor saves again on the state the conflict named.
	kept := decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/draft", conflict.State.Revision,
		coinWithRoadmapItem(t, "Q2 2027", "ongoing")), http.StatusOK)
	if got := kept.Draft.Body["roadmap"].(map[string]any)["items"].([]any)[2].(map[string]any)["period"]; got != "Q2 2027" {
		t.Errorf("keeping mine saved %v", got)
	}
	// Publishing, scheduling and discarding are checked the same way.
	expectStatus(t, site.write("POST", "/api/content/qrs-coin/publish", opened.Revision, nil), http.StatusConflict)
	expectStatus(t, site.write("DELETE", "/api/content/qrs-coin/draft", opened.Revision, nil), http.StatusConflict)
	expectStatus(t, site.write("PUT", "/api/content/qrs-coin/schedule", opened.Revision,
		map[string]string{"publishAt": time.Now().Add(time.Hour).Format(time.RFC3339)}), http.StatusConflict)
}

func TestHistoryListsWhoChangedWhatAndRestoresAVersionAsADraft(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	st := site.editorState("qrs-coin")
	st = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/draft", st.Revision,
		coinWithRoadmapItem(t, "Q1 2027", "completed")), http.StatusOK)
	decodeAs[editorStateOf](t, site.write("POST", "/api/content/qrs-coin/publish", st.Revision, nil), http.StatusOK)

	versions := decodeAs[[]content.DocumentVersion](t, site.admin("GET", "/api/content/qrs-coin/versions", nil), http.StatusOK)
	if len(versions) != 2 || versions[0].Version != 2 || versions[0].CreatedBy != testAdmin {
		t.Fatalf("versions: %+v", versions)
	}
	want := "Changed 2 fields: Roadmap › Item 3 › Period; Roadmap › Item 3 › Status"
	if versions[0].Summary != want || versions[1].Summary != "First version" {
		t.Errorf("summaries: %q, %q; want %q", versions[0].Summary, versions[1].Summary, want)
	}
	first := decodeAs[struct {
		Version int64          `json:"version"`
		Body    map[string]any `json:"body"`
	}](t, site.admin("GET", "/api/content/qrs-coin/versions/1", nil), http.StatusOK)
	if first.Body["roadmap"].(map[string]any)["items"].([]any)[2].(map[string]any)["period"] == "Q1 2027" {
		t.Error("version 1 has the later text")
	}
	expectStatus(t, site.admin("GET", "/api/content/qrs-coin/versions/9", nil), http.StatusNotFound)

	st = site.editorState("qrs-coin")
	restored := decodeAs[editorStateOf](t, site.write("POST", "/api/content/qrs-coin/versions/1/restore", st.Revision, nil), http.StatusOK)
	if restored.Draft == nil || restored.Published.Version != 2 {
		t.Fatalf("restoring: published %d, draft %v", restored.Published.Version, restored.Draft)
	}
	if got := restored.Draft.Body["roadmap"].(map[string]any)["items"].([]any)[2].(map[string]any)["period"]; got == "Q1 2027" {
		t.Error("the restored draft is not version 1")
	}
	if !strings.Contains(visible(expectStatus(t, site.do("GET", "/qrs-coin", "", nil), http.StatusOK)), "Q1 2027") {
		t.Error("restoring as a draft changed the published page")
	}
}

func TestAScheduledDraftGoesLiveByItselfAlsoAfterARestart(t *testing.T) {
	t.Parallel()
	first := newSite(t, nil)
	st := first.editorState("qrs-coin")
	if st.TimeZone != "Europe/Vaduz" {
		t.Fatalf("time zone %q", st.TimeZone)
	}
	st = decodeAs[editorStateOf](t, first.write("PUT", "/api/content/qrs-coin/draft", st.Revision,
		coinWithRoadmapItem(t, "Q1 2027", "completed")), http.StatusOK)

	// A time in the past, or no time, is refused next to the field.
	past := decodeAs[struct{ Errors map[string]string }](t, first.write("PUT", "/api/content/qrs-coin/schedule", st.Revision,
		map[string]string{"publishAt": "2020-01-01T09:00"}), http.StatusBadRequest)
	if past.Errors["/publishAt"] == "" {
		t.Errorf("a past time: %v", past.Errors)
	}
	// A wall time of the site's zone, two seconds ahead.
	zone, _ := time.LoadLocation("Europe/Vaduz")
	at := time.Now().Add(2 * time.Second).Truncate(time.Second)
	st = decodeAs[editorStateOf](t, first.write("PUT", "/api/content/qrs-coin/schedule", st.Revision,
		map[string]string{"publishAt": at.In(zone).Format("2006-01-02T15:04:05")}), http.StatusOK)
	if st.Draft.PublishAt == nil || *st.Draft.PublishAt != at.UTC().Format(time.RFC3339) {
		t.Fatalf("scheduled for %v, want %s", st.Draft.PublishAt, at.UTC().Format(time.RFC3339))
	}
	// The server stops before the time; the next one, on the same database, publishes it.
	first.srv.Close()
	if err := first.store.Close(); err != nil {
		t.Fatal(err)
	}
	second := siteOn(t, first.dir, testutil.MustOpenStore(t, first.dir), nil)
	ctx, stop := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { defer close(done); second.deps.site.Schedule().Run(ctx) }()
	t.Cleanup(func() { stop(); <-done })
	deadline := time.Now().Add(20 * time.Second)
	for {
		page := visible(expectStatus(t, second.do("GET", "/qrs-coin", "", nil), http.StatusOK))
		if strings.Contains(page, "Q1 2027") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the scheduled draft was not published")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if time.Now().Before(at) {
		t.Error("the draft went live before its time")
	}
	st = second.editorState("qrs-coin")
	if st.Draft != nil || st.Published.UpdatedBy != testAdmin {
		t.Errorf("after the schedule: draft %v, published by %q", st.Draft, st.Published.UpdatedBy)
	}
}

func TestCancellingAScheduleKeepsTheDraft(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	st := site.editorState("qrs-coin")
	st = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/draft", st.Revision,
		coinWithRoadmapItem(t, "Q1 2027", "completed")), http.StatusOK)
	st = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/schedule", st.Revision,
		map[string]string{"publishAt": time.Now().Add(time.Hour).Format(time.RFC3339)}), http.StatusOK)
	list := decodeAs[[]editorStateOf](t, site.admin("GET", "/api/content", nil), http.StatusOK)
	if list[0].Key != "site" || len(list) != len(site.deps.content.Keys()) {
		t.Fatalf("the list starts with %q and has %d documents", list[0].Key, len(list))
	}
	for _, doc := range list {
		if doc.Key == "qrs-coin" && (doc.Draft == nil || doc.Draft.PublishAt == nil) {
			t.Error("the list does not show the coin page's schedule")
		}
		if doc.Draft != nil && doc.Draft.Body != nil {
			t.Error("the list carries bodies")
		}
	}
	st = decodeAs[editorStateOf](t, site.write("DELETE", "/api/content/qrs-coin/schedule", st.Revision, nil), http.StatusOK)
	if st.Draft == nil || st.Draft.PublishAt != nil {
		t.Errorf("after cancelling: %+v", st.Draft)
	}
}

func TestAHiddenPageIsLeftOutOfTheSitemapAndAsksNotToBeIndexed(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	sitemap := expectStatus(t, site.do("GET", "/sitemap.xml", "", nil), http.StatusOK)
	if !strings.Contains(sitemap, "/space-research</loc>") {
		t.Fatal("the sitemap lacks /space-research to begin with")
	}
	doc := defaultDocument(t, "space-research")
	seo := doc["seo"].(map[string]any)
	seo["hidden"] = true
	seo["image"], seo["imageAlt"] = "/uploads/cosmos.png", "The space station at night"
	expectStatus(t, site.admin("PUT", "/api/content/space-research", doc), http.StatusOK)

	sitemap = expectStatus(t, site.do("GET", "/sitemap.xml", "", nil), http.StatusOK)
	if strings.Contains(sitemap, "/space-research</loc>") || !strings.Contains(sitemap, "/team</loc>") {
		t.Errorf("sitemap after hiding /space-research:\n%s", sitemap)
	}
	page := expectStatus(t, site.do("GET", "/space-research", "", nil), http.StatusOK)
	for _, want := range []string{`<meta name="robots" content="noindex">`,
		`<meta property="og:image" content="http://localhost:8080/uploads/cosmos.png">`,
		`<meta property="og:image:alt" content="The space station at night">`} {
		if !strings.Contains(page, want) {
			t.Errorf("/space-research lacks %s", want)
		}
	}
	if other := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK); strings.Contains(other, `content="noindex"`) {
		t.Error("/team asks not to be indexed")
	}
}

func TestAnUploadOnlyAContentDocumentUsesIsKept(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	url := decodeAs[uploadAnswer](t, site.upload("/api/upload/image", formFile{"image", "social.png", testutil.PNG(t, 4, 4)}), http.StatusCreated).URL
	doc := defaultDocument(t, "team")
	doc["seo"].(map[string]any)["image"], doc["seo"].(map[string]any)["imageAlt"] = url, "The team"
	st := site.editorState("team")
	expectStatus(t, site.write("PUT", "/api/content/team/draft", st.Revision, doc), http.StatusOK)
	unused, err := site.store.ForgetUnusedUploads(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	if len(unused) != 0 {
		t.Errorf("the sweep would remove %s, which a draft uses", url)
	}
}

// germanSlugDraft saves, as the owner, a German draft of key whose address is slug; it
// answers the state.
func (s *testSite) germanSlugDraft(key, slug string) editorStateOf {
	s.t.Helper()
	doc := germanDefault(s.t, key)
	doc["seo"].(map[string]any)["slug"] = slug
	st := decodeAs[editorStateOf](s.t, s.admin("GET", "/api/content/"+key+"/draft?locale=de", nil), http.StatusOK)
	return decodeAs[editorStateOf](s.t, s.write("PUT", "/api/content/"+key+"/draft?locale=de", st.Revision, doc), http.StatusOK)
}

// expectSlugTaken checks that res refuses a German address another page has.
func expectSlugTaken(t *testing.T, res *http.Response, slug string) {
	t.Helper()
	got := decodeAs[envelope](t, res, http.StatusBadRequest)
	if !strings.Contains(got.Errors["/seo/slug"], "Another page has this address: /de/"+slug) {
		t.Errorf("%s %s: %+v", res.Request.Method, res.Request.URL, got)
	}
}

// Two German drafts saved with one address while it was free: the first to go live takes
// it, and publishing, scheduling, approving or restoring the other is refused, as saving it
// now would be. Neither page loses its address.
func TestGoingLiveRunsTheChecksASaveRuns(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	site.germanSlugDraft("gallery", "gleich")
	research := site.germanSlugDraft("research", "gleich")
	gallery := decodeAs[editorStateOf](t, site.admin("GET", "/api/content/gallery/draft?locale=de", nil), http.StatusOK)
	expectStatus(t, site.write("POST", "/api/content/gallery/publish?locale=de", gallery.Revision, nil), http.StatusOK)
	expectSlugTaken(t, site.write("POST", "/api/content/research/publish?locale=de", research.Revision, nil), "gleich")
	expectSlugTaken(t, site.write("PUT", "/api/content/research/schedule?locale=de", research.Revision,
		map[string]string{"publishAt": siteDays(t, 3) + "T09:00"}), "gleich")
	if st := decodeAs[editorStateOf](t, site.admin("GET", "/api/content/research/draft?locale=de", nil), http.StatusOK); st.Draft == nil || st.Draft.PublishAt != nil {
		t.Errorf("the refused draft was scheduled: %+v", st.Draft)
	}
	expectStatus(t, site.do("GET", "/de/gleich", "", nil), http.StatusOK)
	expectStatus(t, site.do("GET", "/de/forschung", "", nil), http.StatusOK)

	// A version of the research page at an address the gallery took since cannot be restored.
	expectStatus(t, site.write("DELETE", "/api/content/research/draft?locale=de", research.Revision, nil), http.StatusOK)
	research = site.germanSlugDraft("research", "frei")
	expectStatus(t, site.write("POST", "/api/content/research/publish?locale=de", research.Revision, nil), http.StatusOK)
	research = site.germanSlugDraft("research", "forschung")
	research = decodeAs[editorStateOf](t, site.write("POST", "/api/content/research/publish?locale=de", research.Revision, nil), http.StatusOK)
	gallery = site.germanSlugDraft("gallery", "frei")
	expectStatus(t, site.write("POST", "/api/content/gallery/publish?locale=de", gallery.Revision, nil), http.StatusOK)
	versions := decodeAs[[]struct{ Version int64 }](t, site.admin("GET", "/api/content/research/versions?locale=de", nil), http.StatusOK)
	expectSlugTaken(t, site.write("POST", fmt.Sprintf("/api/content/research/versions/%d/restore?locale=de", versions[1].Version),
		research.Revision, nil), "frei")

	// A draft approved after another page took its address is refused too.
	expectStatus(t, site.admin("PUT", "/api/settings/review", map[string]any{"documents": []string{"research"}}), http.StatusOK)
	research = site.germanSlugDraft("research", "spaeter")
	expectStatus(t, site.write("POST", "/api/content/research/review?locale=de", research.Revision, map[string]any{"note": ""}), http.StatusOK)
	gallery = site.germanSlugDraft("gallery", "spaeter")
	expectStatus(t, site.write("POST", "/api/content/gallery/publish?locale=de", gallery.Revision, nil), http.StatusOK)
	olga := site.staffToken("olga@qrs.example", content.RoleOwner)
	st := decodeAs[reviewStateOf](t, site.do("GET", "/api/content/research/draft?locale=de", olga, nil), http.StatusOK)
	expectSlugTaken(t, site.do("POST", "/api/content/research/review/approve?locale=de", olga,
		map[string]any{"reviewId": st.Review.ID, "revision": st.Revision}), "spaeter")
}
