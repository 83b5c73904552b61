package httpapi

import (
	"net/http"
	"slices"
	"strings"
	"testing"
)

// Each language's document has its own draft, versions and history through the API: German
// is published while English has a draft, and neither leaks into the other or into the pages.
func TestAGermanDocumentIsPublishedWhileTheEnglishOneHasADraft(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	german := coinWithRoadmapItem(t, "Q3 2027", "planned")
	german["hero"].(map[string]any)["title"] = "Der QRS Coin"

	// The German default is taken off the site: nothing published, nothing to read. Its next
	// version is published whole, or saved as a draft first, like the English one.
	expectStatus(t, site.admin("DELETE", "/api/content/qrs-coin?locale=de", nil), http.StatusNoContent)
	expectStatus(t, site.do("GET", "/api/content/qrs-coin?locale=de", "", nil), http.StatusNotFound)
	// The editor offers the German default text to start from, at version 0, until a first
	// version is published.
	start := decodeAs[editorStateOf](t, site.admin("GET", "/api/content/qrs-coin/draft?locale=de", nil), http.StatusOK)
	if start.Published.Version != 0 || start.Revision != 0 || start.Draft != nil ||
		start.Published.Body["hero"].(map[string]any)["title"] != germanDefault(t, "qrs-coin")["hero"].(map[string]any)["title"] {
		t.Fatalf("the editor's start of an untranslated document = %+v", start)
	}
	listed := decodeAs[[]editorStateOf](t, site.admin("GET", "/api/content?locale=de", nil), http.StatusOK)
	if i := slices.IndexFunc(listed, func(st editorStateOf) bool { return st.Key == "qrs-coin" }); i < 0 || listed[i].Published.Version != 0 {
		t.Fatalf("the German list does not name qrs-coin at version 0: %+v", listed)
	}
	// A draft of the first version is the editor's alone until it is published.
	expectStatus(t, site.write("PUT", "/api/content/qrs-coin/draft?locale=de", 0, german), http.StatusOK)
	expectStatus(t, site.do("GET", "/api/content/qrs-coin?locale=de", "", nil), http.StatusNotFound)
	first := coinWithRoadmapItem(t, "Q2 2027", "planned")
	expectStatus(t, site.admin("PUT", "/api/content/qrs-coin?locale=de", first), http.StatusOK)

	english := coinWithRoadmapItem(t, "Q4 2027", "ongoing")
	en := site.editorState("qrs-coin")
	expectStatus(t, site.write("PUT", "/api/content/qrs-coin/draft", en.Revision, english), http.StatusOK)

	de := decodeAs[editorStateOf](t, site.admin("GET", "/api/content/qrs-coin/draft?locale=de", nil), http.StatusOK)
	de = decodeAs[editorStateOf](t, site.write("PUT", "/api/content/qrs-coin/draft?locale=de", de.Revision, german), http.StatusOK)
	de = decodeAs[editorStateOf](t, site.write("POST", "/api/content/qrs-coin/publish?locale=de", de.Revision, nil), http.StatusOK)
	if de.Published.Version != 3 || de.Draft != nil || de.Published.UpdatedBy == "" {
		t.Fatalf("German after its publish = %+v", de)
	}

	got := decodeAs[map[string]any](t, site.do("GET", "/api/content/qrs-coin?locale=de", "", nil), http.StatusOK)
	if got["hero"].(map[string]any)["title"] != "Der QRS Coin" {
		t.Fatalf("GET ?locale=de answers %v", got["hero"])
	}
	en = site.editorState("qrs-coin")
	if en.Draft == nil || en.Published.Version != 1 || en.Draft.Body["hero"].(map[string]any)["title"] == "Der QRS Coin" {
		t.Fatalf("English after the German publish = %+v", en)
	}
	published := decodeAs[map[string]any](t, site.do("GET", "/api/content/qrs-coin", "", nil), http.StatusOK)
	if published["hero"].(map[string]any)["title"] == "Der QRS Coin" {
		t.Fatal("the English document answers the German title")
	}
	if page := readBody(t, site.do("GET", "/qrs-coin", "", nil)); strings.Contains(page, "Der QRS Coin") || strings.Contains(page, "Q4 2027") {
		t.Fatal("the English page shows the German text or the English draft")
	}
	page := readBody(t, site.do("GET", "/de/qrs-coin", "", nil))
	if !strings.Contains(page, "Der QRS Coin") || strings.Contains(page, "Q4 2027") || !strings.Contains(page, `<html lang="de"`) {
		t.Fatal("the German page does not show the German text, or shows the English draft")
	}
	versions := decodeAs[[]map[string]any](t, site.admin("GET", "/api/content/qrs-coin/versions?locale=de", nil), http.StatusOK)
	if len(versions) != 3 {
		t.Fatalf("German history (the default, the first edit, the publish) = %v", versions)
	}
	list := decodeAs[[]editorStateOf](t, site.admin("GET", "/api/content?locale=de", nil), http.StatusOK)
	for _, st := range list {
		if st.Key == "qrs-coin" && st.Published.Version != 3 {
			t.Fatalf("German list: qrs-coin at version %d", st.Published.Version)
		}
	}
}

// A language the site does not speak is refused with the field that names it.
func TestAContentRequestInALanguageTheSiteDoesNotSpeakIsRefused(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	for _, path := range []string{"/api/content/home?locale=fr", "/api/content/home/draft?locale=xx", "/api/content?locale=EN"} {
		res := site.admin("GET", path, nil)
		if body := readBody(t, res); res.StatusCode != http.StatusBadRequest || !strings.Contains(body, `"locale"`) {
			t.Errorf("GET %s = %d %s", path, res.StatusCode, body)
		}
	}
}
