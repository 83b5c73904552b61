package database_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/testutil"
)

func raw(s string) json.RawMessage { return json.RawMessage(s) }

func TestSeedContentPublishesVersionOneBySystemAndNeverOverwrites(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	before := s.Version()
	seeded, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{
		"home":    raw(`{"title": "Welcome"}`),
		"privacy": raw(`{"title": "Privacy Policy"}`),
	})
	if err != nil || !slices.Equal(seeded, []string{"home", "privacy"}) {
		t.Fatalf("seeded %v, %v", seeded, err)
	}
	if s.Version() == before {
		t.Fatal("seeding did not bump the store version")
	}
	home, err := s.PublishedContent(ctx, "home", "")
	if err != nil {
		t.Fatal(err)
	}
	if home.Version != 1 || home.UpdatedBy != "system" || home.Locale != "en" || string(home.Body) != `{"title":"Welcome"}` || home.UpdatedAt == "" {
		t.Fatalf("seeded home = %+v (body %s)", home, home.Body)
	}

	if _, err := s.PublishContent(ctx, "home", "en", raw(`{"title":"Edited"}`), "editor"); err != nil {
		t.Fatal(err)
	}
	v := s.Version()
	seeded, err = s.SeedDefaultContent(ctx, map[string]json.RawMessage{
		"home":    raw(`{"title":"New default"}`),
		"privacy": raw(`{"title":"New default"}`),
		"terms":   raw(`{"title":"Terms"}`),
	})
	if err != nil || !slices.Equal(seeded, []string{"terms"}) {
		t.Fatalf("second seed stored %v, %v; want only the new key", seeded, err)
	}
	home, _ = s.PublishedContent(ctx, "home", "en")
	if string(home.Body) != `{"title":"Edited"}` || home.Version != 2 {
		t.Fatalf("seeding overwrote an edited document: %+v %s", home, home.Body)
	}
	privacy, _ := s.PublishedContent(ctx, "privacy", "en")
	if string(privacy.Body) != `{"title":"Privacy Policy"}` {
		t.Fatalf("seeding overwrote a seeded document: %s", privacy.Body)
	}
	if s.Version() == v {
		t.Fatal("seeding a new document did not bump the store version")
	}
	v = s.Version()
	if seeded, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{"terms": raw(`{}`)}); err != nil || len(seeded) != 0 {
		t.Fatalf("seeding what exists stored %v, %v", seeded, err)
	}
	if s.Version() != v {
		t.Fatal("a seed that stored nothing bumped the store version")
	}
}

func TestSeedContentPublishesATranslationOnlyWithItsDocument(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{"home": raw(`{"title":"Welcome"}`)}); err != nil {
		t.Fatal(err)
	}
	seeded, err := s.SeedContent(ctx, map[string]map[string]json.RawMessage{
		"en": {"home": raw(`{"title":"Welcome"}`), "terms": raw(`{"title":"Terms"}`)},
		"de": {"home": raw(`{"title":"Willkommen"}`), "terms": raw(`{"title":"Nutzungsbedingungen"}`)},
	})
	if err != nil || !slices.Equal(seeded, []string{"terms"}) {
		t.Fatalf("seeded %v, %v; want terms alone", seeded, err)
	}
	terms, err := s.PublishedContent(ctx, "terms", "de")
	if err != nil || string(terms.Body) != `{"title":"Nutzungsbedingungen"}` || terms.Version != 1 || terms.UpdatedBy != "system" {
		t.Fatalf("German terms = %+v %s, %v", terms, terms.Body, err)
	}
	// The site's own home page is older than this translation, which would not match it:
	// German visitors get the English page with a notice until staff publish German.
	if _, err := s.PublishedContent(ctx, "home", "de"); content.ErrorCode(err) != content.NotFound {
		t.Fatalf("a translation was laid over a document the site already had: %v", err)
	}
}

func TestSeedContentRefusesANonJSONDefaultAndStoresNothing(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	_, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{"a": raw(`{}`), "b": raw(`{not json`)})
	if content.ErrorCode(err) != content.Invalid {
		t.Fatalf("err = %v, want invalid", err)
	}
	if _, err := s.PublishedContent(ctx, "a", "en"); content.ErrorCode(err) != content.NotFound {
		t.Fatalf("a half-done seed stored a document: %v", err)
	}
}

func TestPublishContentAddsVersionsAndHistoryIsNewestFirst(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{"terms": raw(`{"n":1}`)}); err != nil {
		t.Fatal(err)
	}
	before := s.Version()
	doc, err := s.PublishContent(ctx, "terms", "en", raw("{\n  \"n\": 2\n}"), "alice")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != 2 || doc.UpdatedBy != "alice" || string(doc.Body) != `{"n":2}` {
		t.Fatalf("published %+v %s", doc, doc.Body)
	}
	if s.Version() == before {
		t.Fatal("publishing did not bump the store version")
	}
	if _, err := s.PublishContent(ctx, "terms", "en", raw(`{"n":3}`), "bob"); err != nil {
		t.Fatal(err)
	}
	got, _ := s.PublishedContent(ctx, "terms", "en")
	if got.Version != 3 || got.UpdatedBy != "bob" || string(got.Body) != `{"n":3}` {
		t.Fatalf("published = %+v %s", got, got.Body)
	}
	history, err := s.ContentVersions(ctx, "terms", "en")
	if err != nil {
		t.Fatal(err)
	}
	var who []string
	for _, h := range history {
		who = append(who, fmt.Sprintf("%d %s", h.Version, h.CreatedBy))
		if h.CreatedAt == "" {
			t.Errorf("version %d has no time", h.Version)
		}
	}
	if !slices.Equal(who, []string{"3 bob", "2 alice", "1 system"}) {
		t.Fatalf("history = %v", who)
	}
	if h, err := s.ContentVersions(ctx, "never-published", "en"); err != nil || h == nil || len(h) != 0 {
		t.Fatalf("history of an unknown document = %v, %v; want an empty list", h, err)
	}
}

func TestPublishContentRefusesNonJSONAndKeepsThePublishedVersion(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.PublishContent(ctx, "home", "en", raw(`{"ok":true}`), "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PublishContent(ctx, "home", "en", raw(`{"ok":`), "alice"); content.ErrorCode(err) != content.Invalid {
		t.Fatalf("err = %v, want invalid", err)
	}
	got, _ := s.PublishedContent(ctx, "home", "en")
	history, _ := s.ContentVersions(ctx, "home", "en")
	if got.Version != 1 || len(history) != 1 {
		t.Fatalf("a refused write changed the document: %+v, history %v", got, history)
	}
}

func TestPublishedContentOfAnUnknownDocumentIsNotFound(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.PublishedContent(t.Context(), "nothing", "en"); content.ErrorCode(err) != content.NotFound {
		t.Fatalf("err = %v, want not found", err)
	}
}

func TestLocalesAreSeparateDocuments(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{"home": raw(`{"hello":"Hello"}`)}); err != nil {
		t.Fatal(err)
	}
	de, err := s.PublishContent(ctx, "home", "de", raw(`{"hello":"Hallo"}`), "alice")
	if err != nil || de.Version != 1 {
		t.Fatalf("first German version = %+v, %v", de, err)
	}
	en, _ := s.PublishedContent(ctx, "home", "en")
	if string(en.Body) != `{"hello":"Hello"}` || en.Version != 1 {
		t.Fatalf("English changed with German: %s v%d", en.Body, en.Version)
	}
}

func TestParallelPublishesEachGetTheirOwnVersion(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	const writers = 12
	var wg sync.WaitGroup
	errs := make([]error, writers)
	for i := range writers {
		wg.Go(func() {
			_, errs[i] = s.PublishContent(ctx, "site", "en", raw(fmt.Sprintf(`{"writer":%d}`, i)), fmt.Sprintf("w%d", i))
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	history, _ := s.ContentVersions(ctx, "site", "en")
	if len(history) != writers || history[0].Version != writers || history[writers-1].Version != 1 {
		t.Fatalf("history after %d parallel writes: %v", writers, history)
	}
	got, _ := s.PublishedContent(ctx, "site", "en")
	if got.Version != writers || got.UpdatedBy != history[0].CreatedBy {
		t.Fatalf("published %+v is not the newest version %+v", got, history[0])
	}
}

// A German draft is published while the English document has a draft of its own: each
// language keeps its own draft, versions and history, and neither leaks into the other.
func TestADraftIsPublishedInOneLanguageWhileTheOtherKeepsItsDraft(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	if _, err := s.SeedDefaultContent(ctx, map[string]json.RawMessage{"home": raw(`{"hello":"Hello"}`)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PublishContent(ctx, "home", "de", raw(`{"hello":"Hallo"}`), "alice"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveContentDraft(ctx, "home", "en", raw(`{"hello":"Hello there"}`), "bob", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveContentDraft(ctx, "home", "de", raw(`{"hello":"Guten Tag"}`), "alice", content.AnyRevision); err != nil {
		t.Fatal(err)
	}
	de, err := s.PublishContentDraft(ctx, "home", "de", "alice", content.AnyRevision)
	if err != nil || de.Draft != nil || de.Published.Version != 2 {
		t.Fatalf("German after its publish = %+v, %v", de, err)
	}
	if got, _ := s.PublishedContent(ctx, "home", "de"); string(got.Body) != `{"hello":"Guten Tag"}` {
		t.Fatalf("German published %s", got.Body)
	}
	en, err := s.ContentState(ctx, "home", "en")
	if err != nil || en.Draft == nil || string(en.Draft.Body) != `{"hello":"Hello there"}` || en.Published.Version != 1 {
		t.Fatalf("English after the German publish = %+v, %v", en, err)
	}
	if got, _ := s.PublishedContent(ctx, "home", "en"); string(got.Body) != `{"hello":"Hello"}` {
		t.Fatalf("English published %s after a German publish", got.Body)
	}
	deVersions, _ := s.ContentVersions(ctx, "home", "de")
	enVersions, _ := s.ContentVersions(ctx, "home", "en")
	if len(deVersions) != 2 || len(enVersions) != 1 {
		t.Fatalf("histories: German %d versions, English %d", len(deVersions), len(enVersions))
	}
	states, _ := s.ContentStates(ctx, "de")
	if len(states) != 1 || states[0].Draft != nil {
		t.Fatalf("German states = %+v", states)
	}
}

func TestEveryLanguagesSiteDocumentHoldsTheFactsOfTheDefaultLanguages(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	s := testutil.MustOpenStore(t, "")
	// A site of the release before: each language held the supply as a text in its own format.
	if _, err := s.SeedContent(ctx, map[string]map[string]json.RawMessage{
		"en": {"site": raw(`{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"totalSupply":"50,000,000"},"ui":{"close":"Close"}}`)},
		"de": {"site": raw(`{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"totalSupply":"50’000’000"},"ui":{"close":"Schliessen"}}`)},
	}); err != nil {
		t.Fatal(err)
	}
	de, err := s.PublishedContent(ctx, "site", "de")
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"totalSupply":"50’000’000"},"ui":{"close":"Schliessen"}}`; string(de.Body) != want {
		t.Errorf("the German document of the release before reads\n%s\nwant it as stored\n%s", de.Body, want)
	}
	// One edit of the English document, the supply as a number and a patent's number, reaches the German one.
	if _, err := s.PublishContent(ctx, "site", "en",
		raw(`{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"totalSupply":60000000,"patents":{"signal":"EP 1"}},"ui":{"close":"Close"}}`), "editor"); err != nil {
		t.Fatal(err)
	}
	de, err = s.PublishedContent(ctx, "site", "de")
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"company":{"name":"QRS"},"contact":{"phone":"1"},"facts":{"patents":{"signal":"EP 1"},"totalSupply":60000000},"ui":{"close":"Schliessen"}}`; string(de.Body) != want {
		t.Errorf("the German document reads\n%s\nwant the English facts in it\n%s", de.Body, want)
	}
	if de.Version != 1 {
		t.Errorf("the German document's version is %d: its own is 1", de.Version)
	}
}

func TestAPolicyIsDatedByItsPublishingUnlessTheEditorDatesItByHand(t *testing.T) {
	t.Parallel()
	s := testutil.MustOpenStore(t, "")
	ctx := asAnna(t)
	day := func(body json.RawMessage) string {
		var d struct{ Updated string }
		_ = json.Unmarshal(body, &d)
		return d.Updated
	}
	if _, err := s.PublishContent(ctx, "privacy", "en", json.RawMessage(`{"title":"Privacy","updated":"2025-01-15","intro":[]}`), "anna"); err != nil {
		t.Fatal(err)
	}
	// A new text under the old date: dated by its publishing (in UTC, as the site names no zone).
	today := time.Now().UTC().Format(time.DateOnly)
	doc, err := s.PublishContent(ctx, "privacy", "en", json.RawMessage(`{"title":"Privacy Policy","updated":"2025-01-15","intro":[]}`), "anna")
	if after := time.Now().UTC().Format(time.DateOnly); err != nil || (day(doc.Body) != today && day(doc.Body) != after) {
		t.Fatalf("published %s, %v; want it dated %s", doc.Body, err, today)
	}
	if string(doc.Body) != `{"title":"Privacy Policy","updated":"`+day(doc.Body)+`","intro":[]}` {
		t.Errorf("the dated text = %s, want its members in their order", doc.Body)
	}
	// A date the editor set by hand stands.
	doc, err = s.PublishContent(ctx, "privacy", "en", json.RawMessage(`{"title":"Privacy Policy.","updated":"2026-03-01","intro":[]}`), "anna")
	if err != nil || day(doc.Body) != "2026-03-01" {
		t.Errorf("published %s, %v; want the editor's date", doc.Body, err)
	}
}
