package richtext_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/richtext"
)

// example is the document of docs/rich-text.md: a paragraph with a mailto link and a bold
// word, and a bulleted list.
const example = `{
  "type": "doc",
  "content": [
    { "type": "paragraph", "content": [
      { "type": "text", "text": "Write to " },
      { "type": "text", "text": "our data protection officer", "marks": [
        { "type": "link", "attrs": { "href": "mailto:{contact.privacyEmail}" } } ] },
      { "type": "text", "text": " under the " },
      { "type": "text", "text": "GDPR", "marks": [ { "type": "bold" } ] },
      { "type": "text", "text": "." }
    ] },
    { "type": "bulletList", "content": [
      { "type": "listItem", "content": [
        { "type": "paragraph", "content": [ { "type": "text", "text": "access" } ] } ] }
    ] }
  ]
}`

func mustRead(t *testing.T, stored string) richtext.Text {
	t.Helper()
	var text richtext.Text
	if err := json.Unmarshal([]byte(stored), &text); err != nil {
		t.Fatalf("reading %s: %v", stored, err)
	}
	return text
}

// doc writes a document of the given blocks' JSON.
func doc(blocks ...string) string {
	return `{"type":"doc","content":[` + strings.Join(blocks, ",") + `]}`
}

func para(texts ...string) string {
	return `{"type":"paragraph","content":[` + strings.Join(texts, ",") + `]}`
}

func list(kind string, items ...string) string {
	var out []string
	for _, item := range items {
		out = append(out, `{"type":"listItem","content":[`+item+`]}`)
	}
	return `{"type":"` + kind + `","content":[` + strings.Join(out, ",") + `]}`
}

func text(s string, marks ...string) string {
	q, _ := json.Marshal(s)
	if len(marks) == 0 {
		return `{"type":"text","text":` + string(q) + `}`
	}
	return `{"type":"text","text":` + string(q) + `,"marks":[` + strings.Join(marks, ",") + `]}`
}

func link(href string) string {
	q, _ := json.Marshal(href)
	return `{"type":"link","attrs":{"href":` + string(q) + `}}`
}

const bold, italic = `{"type":"bold"}`, `{"type":"italic"}`

func TestAStringIsReadAsPlainTextAndStaysAString(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "**GDPR** stays as typed", "<b>not bold</b>", "two\nlines {company.name}"} {
		q, _ := json.Marshal(s)
		got := mustRead(t, string(q))
		if got.IsDoc() || got.Plain != s || got.PlainText() != s {
			t.Errorf("%s read as %+v", q, got)
		}
		again, err := json.Marshal(got)
		if err != nil || string(again) != string(q) {
			t.Errorf("%s written back as %s (%v)", q, again, err)
		}
		if links := got.Links(); len(links) != 0 {
			t.Errorf("%s has links %q", q, links)
		}
	}
}

func TestADocumentIsReadWithItsParagraphsListsMarksAndLinks(t *testing.T) {
	t.Parallel()
	got := mustRead(t, example)
	want := richtext.Text{Doc: &richtext.Doc{Blocks: []richtext.Block{
		{Type: richtext.TypeParagraph, Spans: []richtext.Span{
			{Text: "Write to "},
			{Text: "our data protection officer", Link: &richtext.Link{Href: "mailto:{contact.privacyEmail}"}},
			{Text: " under the "},
			{Text: "GDPR", Bold: true},
			{Text: "."},
		}},
		{Type: richtext.TypeBulletList, Items: [][]richtext.Span{{{Text: "access"}}}},
	}}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("read %+v", got)
	}
	written, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	if again := mustRead(t, string(written)); !reflect.DeepEqual(again, want) {
		t.Errorf("written as %s, read back as %+v", written, again)
	}
}

func TestUnmarshalRefusesWhatIsNotARichText(t *testing.T) {
	t.Parallel()
	for name, stored := range map[string]string{
		"a number":                      `3`,
		"a list":                        `["a"]`,
		"an object of another type":     `{"type":"paragraph","content":[]}`,
		"a heading":                     doc(`{"type":"heading","content":[` + text("Title") + `]}`),
		"an image":                      doc(para(`{"type":"image","attrs":{"src":"/a.png"}}`)),
		"a text outside a paragraph":    doc(text("loose")),
		"a nested list":                 doc(list("bulletList", para(text("a")), list("bulletList", para(text("b"))))),
		"a list item of two paragraphs": doc(list("orderedList", para(text("a"))+","+para(text("b")))),
		"a text node without its text":  doc(para(`{"type":"text"}`)),
		"a colour":                      doc(para(text("red", `{"type":"textStyle","attrs":{"color":"red"}}`))),
		"a link without its href":       doc(para(text("x", `{"type":"link","attrs":{}}`))),
		"content that is not a list":    `{"type":"doc","content":{"0":{}}}`,
	} {
		var got richtext.Text
		if err := json.Unmarshal([]byte(stored), &got); err == nil {
			t.Errorf("%s: read as %+v", name, got)
		}
	}
}

func TestPlainTextPutsEachParagraphAndListItemOnALineOfItsOwn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ stored, want string }{
		{example, "Write to our data protection officer under the GDPR.\naccess"},
		{doc(para(text("One "), text("bold", bold), text(" and "), text("italic", italic), text("."))), "One bold and italic."},
		{doc(para(text("Rights:")), list("orderedList", para(text("access")), para(text("erasure"))), para(text("Done."))),
			"Rights:\naccess\nerasure\nDone."},
		{`"plain, as typed"`, "plain, as typed"},
	} {
		if got := mustRead(t, c.stored).PlainText(); got != c.want {
			t.Errorf("PlainText of %s = %q, want %q", c.stored, got, c.want)
		}
	}
}

func TestLinksAnswersEveryLinkOnceAsAReaderSeesIt(t *testing.T) {
	t.Parallel()
	stored := doc(
		para(text("See "), text("the terms", link("/terms")), text(" and "),
			text("our ", link("/#contact")), text("contact", link("/#contact"), bold), text(" section", link("/#contact"))),
		list("bulletList", para(text("mail", link("mailto:a@b.li"))), para(text("call", link("tel:+423 1")), text(" or "), text("call", link("tel:+423 1")))),
		para(text("the "), text("authority", link("https://www.datenschutzstelle.li"))),
	)
	want := []string{"/terms", "/#contact", "mailto:a@b.li", "tel:+423 1", "tel:+423 1", "https://www.datenschutzstelle.li"}
	if got := mustRead(t, stored).Links(); !slices.Equal(got, want) {
		t.Errorf("Links() = %q, want %q", got, want)
	}
}

func TestNormalTellsTextsOfTheSameMeaningAlike(t *testing.T) {
	t.Parallel()
	same := [][2]string{
		{`"GDPR"`, doc(para(text("GDPR")))},
		{`"GDPR"`, doc(para(text("GD"), text("PR")))},
		{doc(para(text("a"), text("b", bold), text("c", bold))), doc(para(text("a"), text("bc", bold)))},
	}
	for _, c := range same {
		if a, b := mustRead(t, c[0]).Normal(), mustRead(t, c[1]).Normal(); !reflect.DeepEqual(a, b) {
			t.Errorf("%s and %s differ: %+v, %+v", c[0], c[1], a, b)
		}
	}
	differ := [][2]string{
		{`"GDPR"`, doc(para(text("GDPR", bold)))},
		{`"GDPR"`, doc(para(text("GDPR")), para(text("")))},
		{doc(para(text("x", link("/terms")))), doc(para(text("x", link("/privacy"))))},
	}
	for _, c := range differ {
		if a, b := mustRead(t, c[0]).Normal(), mustRead(t, c[1]).Normal(); reflect.DeepEqual(a, b) {
			t.Errorf("%s and %s read alike", c[0], c[1])
		}
	}
}

func TestDocValueReadsADecodedDocumentAndNothingElse(t *testing.T) {
	t.Parallel()
	var v any
	if err := json.Unmarshal([]byte(example), &v); err != nil {
		t.Fatal(err)
	}
	if got, ok := richtext.DocValue(v); !ok || got.PlainText() != mustRead(t, example).PlainText() {
		t.Errorf("DocValue of the example = %+v, %v", got, ok)
	}
	for _, other := range []any{"a string", map[string]any{"type": "link", "href": "/x"}, map[string]any{"heading": "x"}, []any{"a"}, nil} {
		if _, ok := richtext.DocValue(other); ok {
			t.Errorf("DocValue(%v) read a document", other)
		}
	}
}

// FuzzTextUnmarshal feeds Unmarshal any bytes: it never panics, and what it reads is
// written back to a form that reads as the same text and is written the same again; a
// JSON string stays a string.
func FuzzTextUnmarshal(f *testing.F) {
	for _, seed := range []string{example, `"plain"`, `""`, `null`, `{}`, `{"type":"doc"}`, doc(),
		doc(para()), doc(para(text(""))), doc(list("orderedList")),
		doc(para(text("a", bold, italic, `{"type":"link","attrs":{"href":"/x","target":"_blank"}}`))),
		doc(para(text("a", `{"type":"link","attrs":{"href":"/x","target":null}}`))),
		doc(list("bulletList", para(text("a")), para(text("b", link("/c"))))), `{"type":"doc","content":[null]}`,
		`{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":7}]}]}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var got richtext.Text
		if json.Unmarshal(data, &got) != nil {
			return
		}
		written, err := json.Marshal(got)
		if err != nil {
			t.Fatalf("%s read but not written: %v", data, err)
		}
		var again richtext.Text
		if err := json.Unmarshal(written, &again); err != nil {
			t.Fatalf("%s written as %s, which does not read: %v", data, written, err)
		}
		if !reflect.DeepEqual(got, again) {
			t.Fatalf("%s read as %+v, written as %s, read back as %+v", data, got, written, again)
		}
		if twice, _ := json.Marshal(again); string(twice) != string(written) {
			t.Fatalf("written as %s, then as %s", written, twice)
		}
		var s string
		if json.Unmarshal(data, &s) == nil && (got.IsDoc() || got.Plain != s) {
			t.Fatalf("the string %s read as %+v", data, got)
		}
		_ = got.PlainText()
		_ = got.Links()
		_ = got.Length()
		if n := got.Normal(); !reflect.DeepEqual(n, n.Normal()) {
			t.Fatalf("Normal of %s is not its own normal form", data)
		}
	})
}
