package linkcheck_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/linkcheck"
	"github.com/qrs-site/qrs/internal/testutil"
)

// richSchema is a policy whose paragraphs are rich texts (docs/rich-text.md), written
// inline here as the web build may write it, so that the test does not wait on the web
// app's schema.
const richSchema = `{"privacy": {"type": "object", "properties": {
  "sections": {"type": "array", "items": {"type": "object", "properties": {
    "heading": {"type": "string"},
    "paragraphs": {"type": "array", "items": {"anyOf": [
      {"type": "string", "maxLength": 20000},
      {"type": "object", "properties": {"type": {"type": "string", "const": "doc"}, "content": {"type": "array"}}}
    ]}}}}}}}}`

func TestEveryLinkInsideARichTextIsGatheredWithItsDocumentLanguageAndField(t *testing.T) {
	t.Parallel()
	model, err := contentschema.Load(fstest.MapFS{"schema.json": {Data: []byte(richSchema)}})
	if err != nil {
		t.Fatal(err)
	}
	store := testutil.MustOpenStore(t, "")
	para := func(texts ...string) string {
		return `{"type":"paragraph","content":[` + strings.Join(texts, ",") + `]}`
	}
	linked := func(text, href string) string {
		return `{"type":"text","text":"` + text + `","marks":[{"type":"link","attrs":{"href":"` + href + `"}}]}`
	}
	body := `{"sections": [{"heading": "Rechte", "paragraphs": ["Kein Link: https://plain.example/x",
	  {"type":"doc","content":[` + para(`{"type":"text","text":"Siehe "}`, linked("AGB", "/terms"), linked("Behörde", "http://authority.example/de")) + `,
	    {"type":"bulletList","content":[{"type":"listItem","content":[` + para(linked("Schreiben", "mailto:a@b.example"), linked("Seite", "/no-such-page#x")) + `]}]}]}]}]}`
	if _, err := store.PublishContent(t.Context(), "privacy", "de", []byte(body), "test"); err != nil {
		t.Fatal(err)
	}
	targets, err := linkcheck.Gather(t.Context(), store, model)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]linkcheck.Target{}
	for _, target := range targets {
		got[target.URL] = target
	}
	for url, kind := range map[string]string{"/terms": linkcheck.KindInternal, "/no-such-page#x": linkcheck.KindInternal,
		"http://authority.example/de": linkcheck.KindExternal, "https://authority.example/de": linkcheck.KindSecure} {
		target, ok := got[url]
		if !ok || target.Kind != kind {
			t.Errorf("%s gathered as %+v, want a link of kind %s", url, target, kind)
			continue
		}
		if len(target.Uses) != 1 {
			t.Errorf("%s is used %d times", url, len(target.Uses))
			continue
		}
		use := target.Uses[0]
		if use.Document != "privacy" || use.Locale != "de" || use.Pointer != "/sections/0/paragraphs/1" ||
			use.Where != "Rechte › Paragraph 2" || !strings.Contains(use.Label, "Deutsch") {
			t.Errorf("%s used at %+v, want the paragraph of the German privacy policy, named by its section's heading", url, use)
		}
	}
	// A link typed into a plain string is no link (it shows as text), nor is an e-mail
	// address checked.
	for _, url := range []string{"https://plain.example/x", "mailto:a@b.example"} {
		if _, ok := got[url]; ok {
			t.Errorf("%s was gathered", url)
		}
	}
}
