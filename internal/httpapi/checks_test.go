package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/linkcheck"
)

// checksOf is the answer of a check, and the findings of a refused publish.
type checksOf struct {
	Message  string            `json:"message"`
	Errors   map[string]string `json:"errors"`
	Findings []content.Finding `json:"findings"`
}

// findingAt answers the finding of rule at path, if any.
func findingAt(findings []content.Finding, path, rule string) (content.Finding, bool) {
	for _, f := range findings {
		if f.Path == path && f.Rule == rule {
			return f, true
		}
	}
	return content.Finding{}, false
}

const longSEOTitle = "QRS Quantum Resonance Therapy: A Quantum Leap in Medicine and Wellness"

func TestACheckAnswersTheFindingsOfTheTextSentOrElseOfTheSavedDraft(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)

	shipped := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", nil), http.StatusOK)
	if shipped.Findings == nil || len(shipped.Findings) != 0 {
		t.Fatalf("the shipped home page: findings %+v, want none (as [])", shipped.Findings)
	}

	doc := defaultDocument(t, "home")
	doc["seo"].(map[string]any)["title"] = longSEOTitle
	doc["seo"].(map[string]any)["image"] = "/api/placeholder/1200/630"
	doc["hero"].(map[string]any)["aboutButton"].(map[string]any)["href"] = "/no-such-page"
	doc["hero"].(map[string]any)["coinButton"].(map[string]any)["href"] = "/research#patents"
	sent := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", doc), http.StatusOK)
	for _, want := range []struct{ path, rule, severity string }{
		{"/seo/title", "seoTitleLong", content.SeverityWarning},
		{"/seo/imageAlt", "imageAlt", content.SeverityError},
		{"/hero/aboutButton/href", "internalLink", content.SeverityError},
	} {
		f, ok := findingAt(sent.Findings, want.path, want.rule)
		if !ok || f.Severity != want.severity || f.Message == "" {
			t.Errorf("no %s %s at %s with a sentence in %+v", want.severity, want.rule, want.path, sent.Findings)
		}
	}
	if f, ok := findingAt(sent.Findings, "/hero/coinButton/href", "internalLink"); ok {
		t.Errorf("a link to a page the site has is reported: %+v", f)
	}
	if len(sent.Findings) != 3 {
		t.Errorf("findings %+v, want the three above", sent.Findings)
	}

	// Without a body, the saved draft is checked.
	st := site.editorState("home")
	expectStatus(t, site.write("PUT", "/api/content/home/draft", st.Revision, doc), http.StatusOK)
	saved := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", nil), http.StatusOK)
	if len(saved.Findings) != 3 {
		t.Errorf("the saved draft's findings: %+v, want those of the text sent", saved.Findings)
	}

	// A text the schema refuses is answered with its refusals as errors, not refused.
	doc["hero"].(map[string]any)["headline"] = ""
	refused := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", doc), http.StatusOK)
	if f, ok := findingAt(refused.Findings, "/hero/headline", "schema"); !ok || f.Severity != content.SeverityError {
		t.Errorf("an empty headline: findings %+v", refused.Findings)
	}
	expectStatus(t, site.admin("POST", "/api/content/no-such-page/check", nil), http.StatusNotFound)
}

func TestAPublishWithAnErrorIsRefusedWithTheFindingsAndPublishesNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	before := site.editorState("terms")
	doc := defaultDocument(t, "terms")
	doc["sections"] = []any{}
	saved := decodeAs[editorStateOf](t, site.write("PUT", "/api/content/terms/draft", before.Revision, doc), http.StatusOK)

	for _, try := range []struct {
		method, path string
		body         any
	}{
		{"POST", "/api/content/terms/publish", nil},
		{"PUT", "/api/content/terms/schedule", map[string]string{"publishAt": "2099-12-01T09:00"}},
	} {
		refused := decodeAs[checksOf](t, site.write(try.method, try.path, saved.Revision, try.body), http.StatusUnprocessableEntity)
		f, ok := findingAt(refused.Findings, "/sections", "emptySection")
		if !ok || f.Severity != content.SeverityError {
			t.Errorf("%s %s: findings %+v, want an empty section at /sections", try.method, try.path, refused.Findings)
		}
		if refused.Errors["/sections"] != f.Message || refused.Message == "" {
			t.Errorf("%s %s: message %q, errors %v: want the error at its field", try.method, try.path, refused.Message, refused.Errors)
		}
	}
	after := site.editorState("terms")
	if after.Published.Version != before.Published.Version || after.Draft == nil || after.Draft.PublishAt != nil {
		t.Errorf("after the refusals: version %d (was %d), draft %+v", after.Published.Version, before.Published.Version, after.Draft)
	}
	published := decodeAs[map[string]any](t, site.do("GET", "/api/content/terms", "", nil), http.StatusOK)
	if sections, _ := published["sections"].([]any); len(sections) == 0 {
		t.Error("visitors see the terms without their sections")
	}
}

func TestWarningsShowButLetThePublishGo(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	before := site.editorState("research")
	doc := defaultDocument(t, "research")
	doc["seo"].(map[string]any)["title"] = longSEOTitle
	saved := decodeAs[editorStateOf](t, site.write("PUT", "/api/content/research/draft", before.Revision, doc), http.StatusOK)
	checked := decodeAs[checksOf](t, site.admin("POST", "/api/content/research/check", nil), http.StatusOK)
	if f, ok := findingAt(checked.Findings, "/seo/title", "seoTitleLong"); !ok || f.Severity != content.SeverityWarning {
		t.Fatalf("findings %+v, want the long title's warning", checked.Findings)
	}
	published := decodeAs[editorStateOf](t, site.write("POST", "/api/content/research/publish", saved.Revision, nil), http.StatusOK)
	if published.Published.Version != before.Published.Version+1 || published.Published.Body["seo"].(map[string]any)["title"] != longSEOTitle {
		t.Errorf("the warning kept the draft from going live: version %d", published.Published.Version)
	}
}

func TestAViewerMayReadTheFindingsButNotPublish(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	st := site.editorState("research")
	doc := defaultDocument(t, "research")
	doc["seo"].(map[string]any)["title"] = longSEOTitle
	expectStatus(t, site.write("PUT", "/api/content/research/draft", st.Revision, doc), http.StatusOK)

	checked := decodeAs[checksOf](t, site.do("POST", "/api/content/research/check", viewer, nil), http.StatusOK)
	if _, ok := findingAt(checked.Findings, "/seo/title", "seoTitleLong"); !ok {
		t.Errorf("the viewer's findings: %+v", checked.Findings)
	}
	decodeAs[checksOf](t, site.do("GET", "/api/team-members/checks", viewer, nil), http.StatusOK)
	expectStatus(t, site.do("POST", "/api/content/research/publish", viewer, nil), http.StatusForbidden)
	expectStatus(t, site.do("POST", "/api/content/research/check", "", nil), http.StatusUnauthorized)
	if after := site.editorState("research"); after.Published.Version != st.Published.Version || after.Draft == nil {
		t.Errorf("the viewer's publish changed the document: %+v", after)
	}
}

func TestARecordsPictureDescribedByAFileNameIsAWarningAtTheField(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, name := range []string{"IMG_0412.jpg", "Ada Field"} {
		expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{"name": name, "title": "Lead", "company": "QRS",
			"description": "Leads the research.", "imageUrl": "/api/placeholder/400/400"}), http.StatusCreated)
	}
	expectStatus(t, site.admin("POST", "/api/team-members", map[string]any{"name": "DSC_0001", "title": "Lead", "company": "QRS",
		"description": "No photo, nothing to describe."}), http.StatusCreated)
	list := decodeAs[[]map[string]any](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)
	var fileNamed int64
	for _, m := range list {
		if m["name"] == "IMG_0412.jpg" {
			fileNamed = int64(m["id"].(float64))
		}
	}
	checked := decodeAs[checksOf](t, site.admin("GET", "/api/team-members/checks", nil), http.StatusOK)
	if len(checked.Findings) != 1 || checked.Findings[0].ID != fileNamed || checked.Findings[0].Path != "/name" ||
		checked.Findings[0].Severity != content.SeverityWarning {
		t.Errorf("findings %+v, want one warning at /name of member %d", checked.Findings, fileNamed)
	}
	empty := decodeAs[checksOf](t, site.admin("GET", "/api/gallery/images/checks", nil), http.StatusOK)
	if empty.Findings == nil || len(empty.Findings) != 0 {
		t.Errorf("the gallery's findings: %+v, want none (as [])", empty.Findings)
	}
}

func TestTheLinkCheckersFindingsShowInTheChecks(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	// As the link checker leaves them: a dead address, and an http: one whose https: twin answered.
	if err := site.store.FinishLinkCheck(t.Context(), []database.LinkResult{
		{URL: "https://gone.example/coin", Kind: linkcheck.KindExternal, Status: 404, Reason: "404 Not Found", CheckedAt: "2026-11-26T10:00:00Z"},
		{URL: "http://secure.example/about", Kind: linkcheck.KindExternal, OK: true, Status: 200, CheckedAt: "2026-11-26T10:00:00Z"},
		{URL: "https://secure.example/about", Kind: linkcheck.KindSecure, OK: true, Status: 200, CheckedAt: "2026-11-26T10:00:00Z"},
		{URL: "http://plain.example/", Kind: linkcheck.KindExternal, OK: true, Status: 200, CheckedAt: "2026-11-26T10:00:00Z"},
		{URL: "https://plain.example/", Kind: linkcheck.KindSecure, Reason: "connection refused", CheckedAt: "2026-11-26T10:00:00Z"},
	}); err != nil {
		t.Fatal(err)
	}
	doc := defaultDocument(t, "home")
	hero := doc["hero"].(map[string]any)
	hero["coinButton"].(map[string]any)["href"] = "https://gone.example/coin"
	hero["aboutButton"].(map[string]any)["href"] = "http://secure.example/about"
	doc["benefits"].(map[string]any)["cta"].(map[string]any)["href"] = "http://plain.example/"
	checked := decodeAs[checksOf](t, site.admin("POST", "/api/content/home/check", doc), http.StatusOK)
	dead, isDead := findingAt(checked.Findings, "/hero/coinButton/href", "deadLink")
	secure, isSecure := findingAt(checked.Findings, "/hero/aboutButton/href", "insecureLink")
	if !isDead || dead.Severity != content.SeverityWarning || !isSecure || secure.Severity != content.SeverityWarning || len(checked.Findings) != 2 {
		t.Errorf("findings %+v, want the dead link and the link to switch to https:, both warnings, and no more", checked.Findings)
	}
	state := decodeAs[linkCheckAnswer](t, site.admin("GET", "/api/link-check", nil), http.StatusOK)
	if len(state.Broken) != 1 || state.Broken[0].URL != "https://gone.example/coin" {
		t.Errorf("the broken links: %+v, want the dead one alone (no https: twin)", state.Broken)
	}
}

// A check asks about at most maxCheckLinks of a text's links to paths of the site (the
// first ones), and about none of a text its schema refuses, which is answered with its
// refusals alone: a viewer cannot keep the server asking thousands of links a request.
func TestACheckAsksAtMostItsLimitOfLinksAndNoneForATextTheSchemaRefuses(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	// The site's footer and menu take the most links: 12 columns of 40, and 40 under each
	// of the menu's first entries.
	doc := defaultDocument(t, "site")
	n := 0
	link := func() map[string]any {
		n++
		return map[string]any{"label": fmt.Sprintf("Page %d", n), "href": fmt.Sprintf("/no-such-page-%d", n)}
	}
	var columns []any
	for c := range 12 {
		var links []any
		for range 40 {
			links = append(links, link())
		}
		columns = append(columns, map[string]any{"heading": fmt.Sprintf("Column %d", c), "links": links})
	}
	doc["footer"].(map[string]any)["columns"] = columns
	for _, entry := range doc["header"].(map[string]any)["menu"].([]any)[:3] {
		var children []any
		for range 40 {
			children = append(children, link())
		}
		entry.(map[string]any)["children"] = children
	}
	if n <= maxCheckLinks {
		t.Fatalf("the text holds %d links, not more than the limit", n)
	}
	checked := decodeAs[checksOf](t, site.do("POST", "/api/content/site/check", viewer, doc), http.StatusOK)
	asked := 0
	for _, f := range checked.Findings {
		switch f.Rule {
		case "internalLink":
			asked++
		case "schema":
			t.Fatalf("the text is refused: %+v", f)
		}
	}
	// The text's own links to pages of the site are among the first asked, and lead somewhere.
	if asked > maxCheckLinks || asked < maxCheckLinks-20 {
		t.Errorf("%d of the %d links leading nowhere were found, want nearly %d, the limit", asked, n, maxCheckLinks)
	}

	doc = defaultDocument(t, "legal")
	doc["documents"].(map[string]any)["onlineLinks"] = []any{
		map[string]any{"label": "", "href": "/no-such-page"},
		map[string]any{"label": "Terms", "href": "/no-such-page-either"},
	}
	refused := decodeAs[checksOf](t, site.do("POST", "/api/content/legal/check", viewer, doc), http.StatusOK)
	if f, ok := findingAt(refused.Findings, "/documents/onlineLinks/0/label", "schema"); !ok || f.Severity != content.SeverityError {
		t.Errorf("an empty label: findings %+v", refused.Findings)
	}
	for _, f := range refused.Findings {
		if f.Rule == "internalLink" {
			t.Errorf("a text the schema refuses had its links asked: %+v", f)
		}
	}
}
