package content

import (
	"slices"
	"testing"
	"testing/fstest"
)

func TestChangesNameEachChangedFieldAndEachAddedOrRemovedItem(t *testing.T) {
	t.Parallel()
	before := []byte(`{"title":"A","items":[{"period":"Q4 2025","status":"planned"},{"period":"Q1 2026"}],"seo":{"title":"T"}}`)
	after := []byte(`{"title":"A","items":[{"period":"Q1 2027","status":"completed"}],"seo":{"title":"T","hidden":true}}`)
	got := Changes(before, after)
	want := []string{"/items/0/period", "/items/0/status", "/items/1", "/seo/hidden"}
	if !slices.Equal(got, want) {
		t.Errorf("Changes = %v, want %v", got, want)
	}
	if s := Summary(before, after); s != "Changed 4 fields: Item 1 › Period; Item 1 › Status; Item 2 and 1 more" {
		t.Errorf("Summary = %q", s)
	}
	if s := Summary(before, before); s != "No changes" {
		t.Errorf("Summary of the same = %q", s)
	}
	if n := FieldName("/roadmap/statusLabels/completed"); n != "Roadmap › Status labels › Completed" {
		t.Errorf("FieldName = %q", n)
	}
}

// A version's history names a change inside a section by the section's heading, as the
// compare view does: "Retention › Paragraph 1", not "Section 2 › Paragraph 1".
func TestTheHistoryNamesAChangeBySectionHeading(t *testing.T) {
	t.Parallel()
	before := []byte(`{"sections":[{"heading":"Controller","paragraphs":["We are QRS."]},{"heading":"Retention","paragraphs":["Kept 30 days."]}]}`)
	after := []byte(`{"sections":[{"heading":"Controller","paragraphs":["We are QRS."]},{"heading":"Retention","paragraphs":["Kept 14 days."]}]}`)
	if s := Summary(before, after); s != "Changed Retention › Paragraph 1" {
		t.Errorf("Summary = %q, want the section named by its heading", s)
	}
	renamed := []byte(`{"sections":[{"heading":"Controller","paragraphs":["We are QRS."]},{"heading":"Keeping data","paragraphs":["Kept 14 days."]}]}`)
	if s := Summary(after, renamed); s != "Changed Keeping data › Heading" {
		t.Errorf("Summary of a renamed section = %q, want it named by its new heading", s)
	}
}

func TestAChangeInsideARichTextNamesItsField(t *testing.T) {
	t.Parallel()
	doc := func(text, mark string) string {
		return `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"` + text + `"` + mark + `}]}]}`
	}
	before := []byte(`{"intro":["Plain.",` + doc("Within 30 days.", "") + `,` + doc("Ask us.", "") + `]}`)
	after := []byte(`{"intro":[` + doc("Plain.", "") + `,` + doc("Within 14 days.", "") + `,` + doc("Ask us.", "") + `]}`)
	if got, want := Changes(before, after), []string{"/intro/0", "/intro/1"}; !slices.Equal(got, want) {
		t.Errorf("Changes = %v, want %v", got, want)
	}
	bold := []byte(`{"intro":["Plain.",` + doc("Within 30 days.", `,"marks":[{"type":"bold"}]`) + `,` + doc("Ask us.", "") + `]}`)
	if got, want := Changes(before, bold), []string{"/intro/1"}; !slices.Equal(got, want) {
		t.Errorf("Changes of a mark = %v, want %v", got, want)
	}
}

// The history names a version's changes in the content form's words, as the compare view
// does (humanPath in web/src/features/content-editor/lib/field-diff.ts): both run the cases
// of web/content/testdata/field-paths.json.
func TestFieldNameIsTheComparisonsWordsOnTheSharedCases(t *testing.T) {
	t.Parallel()
	for _, c := range readCases[struct {
		About, Pointer, Words string
		Documents             []any
	}](t, "field-paths.json") {
		if got := FieldNameIn(c.Pointer, c.Documents...); got != c.Words {
			t.Errorf("%s: FieldNameIn(%q) = %q, want %q", c.About, c.Pointer, got, c.Words)
		}
	}
}

func TestLoadFieldWordsRefusesAnIncompleteFile(t *testing.T) {
	t.Parallel()
	for name, data := range map[string]string{
		"not JSON":  `{`,
		"no nouns":  `{"words": {"pdf": "PDF"}, "names": {"seo": "SEO"}, "places": {"/seo/title": "Page title"}}`,
		"no places": `{"words": {"pdf": "PDF"}, "names": {"seo": "SEO"}, "nouns": {"items": "item"}}`,
	} {
		if _, err := LoadFieldWords(fstest.MapFS{"labels.json": {Data: []byte(data)}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}
