package linkcheck_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/linkcheck"
	"github.com/qrs-site/qrs/internal/testutil"
)

// otherSite is a web server on loopback that answers as the sites links lead to do: 200
// for /ok, 404 for /missing, 405 to HEAD but 200 to GET for /head-refused, a redirect to
// /ok for /moved and to itself for /loop, and no answer at all for /hang (until the
// request is given up). /oembed answers as YouTube's does: 200 for a video whose id
// starts with "good", 404 for any other.
func otherSite(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/ok":
		case "/missing":
			http.NotFound(w, r)
		case "/head-refused":
			if r.Method == http.MethodHead {
				w.WriteHeader(http.StatusMethodNotAllowed)
			}
		case "/moved":
			http.Redirect(w, r, "/ok", http.StatusMovedPermanently)
		case "/loop":
			http.Redirect(w, r, "/loop", http.StatusFound)
		case "/hang":
			<-r.Context().Done()
		case "/oembed":
			watch, _ := url.Parse(r.URL.Query().Get("url"))
			if !strings.HasPrefix(watch.Query().Get("v"), "good") {
				http.NotFound(w, r)
			}
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// create stores rec in c through the real store.
func create(t *testing.T, s *database.Store, c *content.Collection, rec any) {
	t.Helper()
	if err := s.Create(t.Context(), c, rec); err != nil {
		t.Fatal(err)
	}
}

// checker answers a checker of store's links that may reach loopback when allowPrivate,
// asking the videos of site's /oembed, each request within a second.
func checker(t *testing.T, store *database.Store, site *httptest.Server, allowPrivate bool) *linkcheck.Checker {
	t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return linkcheck.New(store, model, linkcheck.Options{AllowPrivate: allowPrivate, Timeout: time.Second,
		VideoEndpoint: site.URL + "/oembed"})
}

// byURL answers the results of the last run by address, but the https: twins asked for
// the publish checks (resultsByURL has them too).
func byURL(t *testing.T, store *database.Store) map[string]database.LinkResult {
	t.Helper()
	out := resultsByURL(t, store)
	for u, r := range out {
		if r.Kind == linkcheck.KindSecure {
			delete(out, u)
		}
	}
	return out
}

// resultsByURL answers every result of the last run by address.
func resultsByURL(t *testing.T, store *database.Store) map[string]database.LinkResult {
	t.Helper()
	results, err := store.LinkCheckResults(t.Context(), false)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]database.LinkResult{}
	for _, r := range results {
		out[r.URL] = r
	}
	return out
}

func TestBrokenLinksAreListedWithWhereTheyAreUsedAndWorkingOnesAreNot(t *testing.T) {
	t.Parallel()
	site := otherSite(t)
	store := testutil.MustOpenStore(t, "")
	create(t, store, content.Categories, &content.Category{Name: "Studies"})
	create(t, store, content.GlobalPartners, &content.GlobalPartner{Name: "Alpine Wellness", Country: "Austria",
		PartnerType: "clinic", Website: site.URL + "/ok"})
	create(t, store, content.GlobalPartners, &content.GlobalPartner{Name: "Gone Clinic", Country: "Austria",
		PartnerType: "clinic", Website: site.URL + "/missing"})
	create(t, store, content.GlobalPartners, &content.GlobalPartner{Name: "Gone Again", Country: "Austria",
		PartnerType: "clinic", Website: site.URL + "/missing"})
	create(t, store, content.ResearchPapers, &content.ResearchPaper{Title: "Study", Description: "A study.",
		Category: "Studies", PdfURL: site.URL + "/head-refused"})
	create(t, store, content.ResearchPapers, &content.ResearchPaper{Title: "Moved study", Description: "A study.",
		Category: "Studies", PdfURL: site.URL + "/moved"})
	create(t, store, content.ResearchPapers, &content.ResearchPaper{Title: "Circular study", Description: "A study.",
		Category: "Studies", PdfURL: site.URL + "/loop"})
	create(t, store, content.Team, &content.TeamMember{Name: "Ann", Title: "Lead", Company: "QRS", Description: "Leads.",
		ImageURL: site.URL + "/hang"})
	create(t, store, content.GalleryVideos, &content.GalleryVideo{Title: "Talk", Description: "A talk.", Category: "Studies",
		YoutubeID: "goodTalk123"})
	create(t, store, content.GalleryVideos, &content.GalleryVideo{Title: "Lost talk", Description: "A talk.", Category: "Studies",
		YoutubeID: "lostTalk123"})
	if _, err := store.PublishContent(t.Context(), "not-found", "de", []byte(`{"homeButton":{"label":"Start","href":"`+
		site.URL+`/missing"},"seo":{"title":"Nicht gefunden","description":"…"}}`), "test"); err != nil {
		t.Fatal(err)
	}

	if err := checker(t, store, site, true).RunOnce(t.Context()); err != nil {
		t.Fatal(err)
	}
	got := byURL(t, store)
	for _, working := range []string{"/ok", "/head-refused", "/moved"} {
		if r := got[site.URL+working]; !r.OK || r.Reason != "" {
			t.Errorf("%s = %+v, want it working", working, r)
		}
	}
	if r := got["https://www.youtube.com/watch?v=goodTalk123"]; !r.OK || r.Kind != linkcheck.KindVideo {
		t.Errorf("a video YouTube knows = %+v, want it working", r)
	}

	missing := got[site.URL+"/missing"]
	if missing.OK || missing.Status != 404 || missing.Reason != "404 Not Found" || missing.CheckedAt == "" {
		t.Fatalf("a website answering 404 = %+v", missing)
	}
	var where []string
	for _, u := range missing.UsedIn {
		where = append(where, u.Label+" / "+u.Where)
	}
	want := []string{"Site content “not-found” (Deutsch) / Home button › Link address", "Global partner “Gone Clinic” / Website",
		"Global partner “Gone Again” / Website"}
	if strings.Join(where, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the 404 is used in\n%s\nwant\n%s", strings.Join(where, "\n"), strings.Join(want, "\n"))
	}
	if u := missing.UsedIn[1]; u.Collection != "global-partners" || u.ID == 0 {
		t.Fatalf("a partner's use names no record to edit: %+v", u)
	}
	if u := missing.UsedIn[0]; u.Document != "not-found" || u.Locale != "de" || u.Pointer != "/homeButton/href" {
		t.Fatalf("a document's use names no field to edit: %+v", u)
	}
	for link, reason := range map[string]string{
		site.URL + "/loop": "more than 5 redirects",
		site.URL + "/hang": "timed out after 1 s",
		"https://www.youtube.com/watch?v=lostTalk123": "YouTube knows no such video (404 Not Found)",
	} {
		if r := got[link]; r.OK || r.Reason != reason {
			t.Errorf("%s = %+v, want broken: %q", link, r, reason)
		}
	}

	// Each http: address is asked over https: too, for the publish checks; a twin that does
	// not answer (this test server speaks plain HTTP) is no broken link.
	twin := resultsByURL(t, store)["https://"+strings.TrimPrefix(site.URL, "http://")+"/ok"]
	if twin.Kind != linkcheck.KindSecure || twin.OK || len(twin.UsedIn) != 1 {
		t.Errorf("the https: twin of /ok = %+v, want asked, not answered, used where /ok is", twin)
	}
	broken, err := store.LinkCheckResults(t.Context(), true)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range broken {
		if b.Kind == linkcheck.KindSecure {
			t.Errorf("an https: twin is listed as broken: %+v", b)
		}
	}

	run, err := store.LinkCheckRun(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if run.Running() || run.Checked != len(got) || run.Broken != 4 || run.FinishedAt == "" {
		t.Fatalf("run = %+v, want finished with %d links, 4 broken", run, len(got))
	}
}

func TestLoopbackIsRefusedUnlessPrivateAddressesAreAllowed(t *testing.T) {
	t.Parallel()
	site := otherSite(t)
	store := testutil.MustOpenStore(t, "")
	_, port, _ := strings.Cut(strings.TrimPrefix(site.URL, "http://"), ":")
	byName := "http://localhost:" + port + "/ok" // a name that resolves to loopback
	create(t, store, content.GlobalPartners, &content.GlobalPartner{Name: "Loopback", Country: "Austria",
		PartnerType: "clinic", Website: site.URL + "/ok"})
	create(t, store, content.GlobalPartners, &content.GlobalPartner{Name: "Local name", Country: "Austria",
		PartnerType: "clinic", Website: byName})

	if err := checker(t, store, site, false).RunOnce(t.Context()); err != nil {
		t.Fatal(err)
	}
	got := byURL(t, store)
	for _, link := range []string{site.URL + "/ok", byName} {
		if r := got[link]; r.OK || r.Reason != "private address refused" {
			t.Errorf("%s without private addresses allowed = %+v, want refused", link, r)
		}
	}

	if err := checker(t, store, site, true).RunOnce(t.Context()); err != nil {
		t.Fatal(err)
	}
	got = byURL(t, store)
	for _, link := range []string{site.URL + "/ok", byName} {
		if r := got[link]; !r.OK {
			t.Errorf("%s with private addresses allowed = %+v, want working", link, r)
		}
	}
}

func TestANewRunReplacesTheLastOnesResults(t *testing.T) {
	t.Parallel()
	site := otherSite(t)
	store := testutil.MustOpenStore(t, "")
	partner := content.GlobalPartner{Name: "Alpine Wellness", Country: "Austria", PartnerType: "clinic", Website: site.URL + "/missing"}
	create(t, store, content.GlobalPartners, &partner)
	c := checker(t, store, site, true)
	if err := c.RunOnce(t.Context()); err != nil {
		t.Fatal(err)
	}
	if r := byURL(t, store)[site.URL+"/missing"]; r.OK {
		t.Fatalf("the 404 = %+v", r)
	}
	if _, _, err := database.UpdateOf(t.Context(), store, content.GlobalPartners, partner.ID, func(p *content.GlobalPartner) error {
		p.Website = site.URL + "/ok"
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := c.RunOnce(t.Context()); err != nil {
		t.Fatal(err)
	}
	got := byURL(t, store)
	if _, kept := got[site.URL+"/missing"]; kept || len(got) != 1 || !got[site.URL+"/ok"].OK {
		t.Fatalf("after the website was fixed, the results are %+v", got)
	}
}

func TestACheckAskedForRunsInTheBackgroundAndASecondIsRefusedMeanwhile(t *testing.T) {
	t.Parallel()
	site := otherSite(t)
	store := testutil.MustOpenStore(t, "")
	create(t, store, content.GlobalPartners, &content.GlobalPartner{Name: "Gone Clinic", Country: "Austria",
		PartnerType: "clinic", Website: site.URL + "/missing"})
	c := checker(t, store, site, true)
	if _, err := c.Request(t.Context()); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Request(t.Context()); content.ErrorCode(err) != content.Conflict {
		t.Fatalf("a second request while one waits = %v, want a conflict", err)
	}
	ctx, stop := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { defer close(done); c.Run(ctx) }()
	t.Cleanup(func() { stop(); <-done })
	giveUp := time.After(time.Minute)
	for {
		run, err := store.LinkCheckRun(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		if !run.Running() && run.FinishedAt != "" {
			if run.Broken != 1 {
				t.Fatalf("run = %+v, want the 404 broken", run)
			}
			break
		}
		select {
		case <-giveUp:
			t.Fatal("the check asked for did not finish within a minute")
		case <-time.After(20 * time.Millisecond):
		}
	}
	if _, err := c.Request(t.Context()); err != nil {
		t.Fatalf("a request once the run finished = %v", err)
	}
}

func TestTheLinksInsideARecordsRichTextAreCheckedInEveryLanguage(t *testing.T) {
	t.Parallel()
	site := otherSite(t)
	store := testutil.MustOpenStore(t, "")
	bio := func(words, href string) string {
		return `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"` + words +
			` "},{"type":"text","text":"her thesis","marks":[{"type":"bold"},{"type":"link","attrs":{"href":"` + href + `"}}]}]}]}`
	}
	m := content.TeamMember{Name: "Bea", Title: "Physicist", Company: "QRS", Description: content.RichValue(bio("Read", site.URL+"/missing"))}
	if errs := m.Normalize(); errs != nil {
		t.Fatal(errs)
	}
	create(t, store, content.Team, &m)
	if _, err := store.SaveTranslations(t.Context(), content.Team, m.ID, "de",
		map[string]string{"description": bio("Lesen Sie", site.URL+"/gone-de")}, "test"); err != nil {
		t.Fatal(err)
	}
	if err := checker(t, store, site, true).RunOnce(t.Context()); err != nil {
		t.Fatal(err)
	}
	got := byURL(t, store)
	for link, want := range map[string]database.LinkUse{
		site.URL + "/missing": {Label: "Team member “Bea”", Where: "Description", Collection: "team-members", ID: m.ID},
		site.URL + "/gone-de": {Label: "Team member “Bea” (Deutsch)", Where: "Description", Collection: "team-members", ID: m.ID, Locale: "de"},
	} {
		r := got[link]
		if r.OK || r.Status != 404 || len(r.UsedIn) != 1 || r.UsedIn[0] != want {
			t.Errorf("%s = %+v, want broken, used in %+v", link, r, want)
		}
	}
}
