package content_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// bio is a team member's bio as the editor sends it: a bold word, a link to the contact
// section, and a bulleted list.
const bio = `{"type":"doc","content":[
  {"type":"paragraph","content":[
    {"type":"text","text":"Founder of "},
    {"type":"text","text":"QRS","marks":[{"type":"bold"}]},
    {"type":"text","text":"; "},
    {"type":"text","text":"write to her","marks":[{"type":"link","attrs":{"href":"/#contact"}}]}]},
  {"type":"bulletList","content":[
    {"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"physics"}]}]}]}]}`

func richDoc(paragraphs ...string) string {
	var out []string
	for _, p := range paragraphs {
		out = append(out, `{"type":"paragraph","content":[`+p+`]}`)
	}
	return `{"type":"doc","content":[` + strings.Join(out, ",") + `]}`
}

func richRun(s string, marks ...string) string {
	q, _ := json.Marshal(s)
	if len(marks) == 0 {
		return `{"type":"text","text":` + string(q) + `}`
	}
	return `{"type":"text","text":` + string(q) + `,"marks":[` + strings.Join(marks, ",") + `]}`
}

func TestARecordsRichTextIsStoredAsItsDocumentAndAnsweredAsOne(t *testing.T) {
	t.Parallel()
	m := content.TeamMember{Name: "Ada", Title: "Founder", Company: "QRS"}
	if err := json.Unmarshal([]byte(`{"description":`+bio+`}`), &m); err != nil {
		t.Fatal(err)
	}
	if errs := m.Normalize(); errs != nil {
		t.Fatalf("a bio with bold, a link and a list refused: %v", errs)
	}
	if !m.Description.IsDoc() || !strings.HasPrefix(string(m.Description), `{"type":"doc"`) {
		t.Fatalf("stored as %q", m.Description)
	}
	if got, want := m.Description.PlainText(), "Founder of QRS; write to her\nphysics"; got != want {
		t.Errorf("plain text %q, want %q", got, want)
	}
	out, _ := json.Marshal(m)
	var back struct {
		Description map[string]any `json:"description"`
	}
	if err := json.Unmarshal(out, &back); err != nil || back.Description["type"] != "doc" {
		t.Errorf("answered as %s (%v): want the document as an object", out, err)
	}
	if got := m.Description.Text().Links(); !slices.Equal(got, []string{"/#contact"}) {
		t.Errorf("links %q", got)
	}
}

func TestAPlainStringStaysAStringAndAPlainDocumentBecomesOne(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ sent, stored string }{
		{`"  A bio <b>as typed</b>  "`, "A bio <b>as typed</b>"},
		{`"**GDPR** stays"`, "**GDPR** stays"},
		{richDoc(richRun("One ") + "," + richRun("paragraph")), "One paragraph"},
	} {
		m := content.TeamMember{Name: "Ada", Title: "Founder", Company: "QRS"}
		if err := json.Unmarshal([]byte(`{"description":`+c.sent+`}`), &m); err != nil {
			t.Fatal(err)
		}
		if errs := m.Normalize(); errs != nil {
			t.Fatalf("%s refused: %v", c.sent, errs)
		}
		if string(m.Description) != c.stored || m.Description.IsDoc() {
			t.Errorf("%s stored as %q, want the text %q", c.sent, m.Description, c.stored)
		}
		out, _ := json.Marshal(m.Description)
		if want, _ := json.Marshal(c.stored); string(out) != string(want) {
			t.Errorf("answered as %s, want %s", out, want)
		}
	}
}

func TestARecordsRichTextRefusesWhatTheFormatDoesNotAllowAtItsField(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 600)
	many := make([]string, content.RichText.Prose.Blocks+1)
	for i := range many {
		many[i] = "p"
	}
	for _, c := range []struct{ why, sent, want string }{
		{"a script link", richDoc(richRun("x", `{"type":"link","attrs":{"href":"javascript:alert(1)"}}`)), content.Link.Message},
		{"a protocol-relative link", richDoc(richRun("x", `{"type":"link","attrs":{"href":"//evil.example"}}`)), content.Link.Message},
		{"an image node", `{"type":"doc","content":[{"type":"image","attrs":{"src":"/a.png"}}]}`, content.RichText.Invalid},
		{"a colour mark", richDoc(richRun("x", `{"type":"textStyle","attrs":{"color":"red"}}`)), content.RichText.Invalid},
		{"a heading", `{"type":"doc","content":[{"type":"heading","content":[{"type":"text","text":"x"}]}]}`, content.RichText.Invalid},
		{"a nested list", `{"type":"doc","content":[{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"bulletList","content":[]}]}]}]}`, content.RichText.Invalid},
		{"an empty document", `{"type":"doc","content":[]}`, content.RichText.Invalid},
		{"too many paragraphs", `{"type":"doc","content":[` + strings.Join(func() []string {
			var ps []string
			for range many {
				ps = append(ps, `{"type":"paragraph","content":[{"type":"text","text":"p"}]}`)
			}
			return ps
		}(), ",") + `]}`, content.RichText.Invalid},
		{"texts too long together", richDoc(richRun(long), richRun(long, `{"type":"bold"}`)), content.Generic.TooLong(1000)},
		{"an empty bio", richDoc(richRun(" ", `{"type":"bold"}`)), content.MsgRequired},
	} {
		q := content.Testimonial{Name: "Ada"}
		if err := json.Unmarshal([]byte(`{"quote":`+c.sent+`}`), &q); err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		if got := content.Testimonials.Check(&q)["quote"]; got != c.want {
			t.Errorf("%s: quote refused with %q, want %q", c.why, got, c.want)
		}
	}
	var q content.Testimonial
	if err := json.Unmarshal([]byte(`{"quote":[1]}`), &q); err == nil {
		t.Errorf("a list read as a quote: %q", q.Quote)
	}
}

func TestATranslationOfARichFieldIsCheckedAsTheFieldAndAPlainFieldTakesNoDocument(t *testing.T) {
	t.Parallel()
	texts := map[string]string{"description": richDoc(richRun("Gründerin von "), richRun("QRS", `{"type":"bold"}`)), "title": "Gründerin"}
	if errs := content.Team.CheckTranslation(texts); errs != nil {
		t.Fatalf("refused: %v", errs)
	}
	if !content.RichValue(texts["description"]).IsDoc() {
		t.Errorf("translation stored as %q", texts["description"])
	}
	bad := map[string]string{
		"description": richDoc(richRun("x", `{"type":"link","attrs":{"href":"javascript:x"}}`)),
		"title":       richDoc(richRun("Gründerin", `{"type":"bold"}`)),
	}
	errs := content.Team.CheckTranslation(bad)
	if errs["description"] != content.Link.Message || errs["title"] != content.MsgPlainOnly {
		t.Errorf("refused with %v", errs)
	}
}

func TestSlotsAreFilledInEveryTextAndHrefOfARichText(t *testing.T) {
	t.Parallel()
	site := map[string]any{"company": map[string]any{"name": "QRS AG"}, "contact": map[string]any{"privacyEmail": "privacy@qrs.li"}}
	read := func(s string) richtext.Text {
		var t0 richtext.Text
		if err := json.Unmarshal([]byte(s), &t0); err != nil {
			t.Fatal(err)
		}
		return t0
	}
	stored := richDoc(richRun("{company.name} ")+","+richRun("{company.name}", `{"type":"bold"}`)+","+
		richRun("mail", `{"type":"link","attrs":{"href":"mailto:{contact.privacyEmail}"}}`), richRun("{company.missing}"))
	filled := content.FillRichSiteSlots(read(stored), site)
	if got, want := filled.PlainText(), "QRS AG QRS AGmail\n{company.missing}"; got != want {
		t.Errorf("filled %q, want %q", got, want)
	}
	if got := filled.Links(); !slices.Equal(got, []string{"mailto:privacy@qrs.li"}) {
		t.Errorf("filled links %q", got)
	}
	if got := read(stored).PlainText(); !strings.Contains(got, "{company.name}") {
		t.Errorf("filling changed the text it was made from: %q", got)
	}
	if got := content.FillRichTemplate(richtext.String("Hello {name}"), map[string]string{"name": "Ada"}); got.IsDoc() || got.Plain != "Hello Ada" {
		t.Errorf("a string filled as %+v", got)
	}
	named := content.FillRichTemplate(read(richDoc(richRun("Hello ")+","+richRun("{name}", `{"type":"italic"}`))), map[string]string{"name": "Ada"})
	if got := named.PlainText(); got != "Hello Ada" {
		t.Errorf("a document filled as %q", got)
	}
}

func TestRichTooLongCountsTheTextsTogetherInTheWordsOfAPlainField(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 1500)
	for _, c := range []struct {
		stored string
		max    int
		want   string
	}{
		{richDoc(richRun(long), richRun(long)), 3000, ""},
		{richDoc(richRun(long), richRun(long), richRun("y", `{"type":"bold"}`)), 3000, "Must be at most 3000 characters"},
		{richDoc(richRun(strings.Repeat("ä", 10))), 10, ""},
		{richDoc(richRun("short", `{"type":"link","attrs":{"href":"https://example.com/`+long+`"}}`)), 10, ""}, // an href is no text
		{`"` + strings.Repeat("z", 21) + `"`, 20, "Must be at most 20 characters"},
	} {
		var t0 richtext.Text
		if err := json.Unmarshal([]byte(c.stored), &t0); err != nil {
			t.Fatal(err)
		}
		if got := content.RichTooLong(t0, c.max); got != c.want {
			t.Errorf("RichTooLong(%d) of %.60s… = %q, want %q", c.max, c.stored, got, c.want)
		}
	}
}
