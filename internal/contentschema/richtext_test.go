package contentschema_test

import (
	"encoding/json"
	"errors"
	"maps"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
)

// richDefs is a rich text of at most max characters as the web build writes it from zod
// (docs/rich-text.md): $defs of the text and its paragraph, the text an anyOf of a string
// and a document of paragraphs and lists.
func richDefs(name string, max int) map[string]any {
	obj := func(typ string, props map[string]any, required ...string) map[string]any {
		all := map[string]any{"type": map[string]any{"type": "string", "const": typ}}
		maps.Copy(all, props)
		return map[string]any{"type": "object", "properties": all, "required": append([]string{"type"}, required...), "additionalProperties": false}
	}
	array := func(items any, min, most int) map[string]any {
		return map[string]any{"type": "array", "items": items, "minItems": min, "maxItems": most}
	}
	ref := map[string]any{"$ref": "#/$defs/" + name + "Paragraph"}
	link := obj("link", map[string]any{"attrs": map[string]any{"type": "object", "additionalProperties": false, "required": []string{"href"},
		"properties": map[string]any{"href": map[string]any{"type": "string", "maxLength": 2000, "pattern": content.Link.Pattern},
			"target": map[string]any{"type": "string", "const": "_blank"}}}}, "attrs")
	text := obj("text", map[string]any{"text": map[string]any{"type": "string", "minLength": 1, "maxLength": max},
		"marks": map[string]any{"type": "array", "maxItems": 3, "items": map[string]any{"anyOf": []any{obj("bold", nil), obj("italic", nil), link}}}}, "text")
	listOf := func(kind string) map[string]any {
		return obj(kind, map[string]any{"content": array(obj("listItem", map[string]any{"content": array(ref, 1, 1)}, "content"), 1, 40)}, "content")
	}
	doc := obj("doc", map[string]any{"content": array(map[string]any{"anyOf": []any{ref, listOf("bulletList"), listOf("orderedList")}}, 1, 20)}, "content")
	return map[string]any{
		name:               map[string]any{"anyOf": []any{map[string]any{"type": "string", "minLength": 1, "maxLength": max}, doc}},
		name + "Paragraph": obj("paragraph", map[string]any{"content": array(text, 1, 200)}, "content"),
	}
}

// richPolicySchema is the policy shape with rich texts: the intro and the paragraphs of at
// most 100 characters, the points of at most 50, beside a plain heading and a link.
func richPolicySchema() string {
	defs := richDefs("RichBody", 100)
	maps.Copy(defs, richDefs("RichProse", 50))
	schema := map[string]any{
		"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "additionalProperties": false,
		"$defs": defs,
		"properties": map[string]any{
			"title": map[string]any{"type": "string", "minLength": 1, "maxLength": 300},
			"intro": map[string]any{"type": "array", "maxItems": 10, "items": map[string]any{"$ref": "#/$defs/RichBody"}},
			"more":  map[string]any{"type": "object", "properties": map[string]any{"href": map[string]any{"type": "string", "pattern": content.Link.Pattern}}},
			"sections": map[string]any{"type": "array", "maxItems": 10, "items": map[string]any{
				"type": "object", "additionalProperties": false, "required": []string{"heading", "paragraphs"},
				"properties": map[string]any{
					"heading":    map[string]any{"type": "string", "minLength": 1, "maxLength": 300},
					"paragraphs": map[string]any{"type": "array", "maxItems": 10, "items": map[string]any{"$ref": "#/$defs/RichBody"}},
					"points":     map[string]any{"type": "array", "maxItems": 10, "items": map[string]any{"$ref": "#/$defs/RichProse"}},
				}}},
		},
		"required": []string{"title", "intro", "sections"},
	}
	b, _ := json.Marshal(schema)
	return string(b)
}

func richModel(t *testing.T) *contentschema.Model {
	t.Helper()
	return mustLoad(t, fstest.MapFS{
		"schema.json":           {Data: []byte(`{"privacy": ` + richPolicySchema() + `}`)},
		"defaults/privacy.json": {Data: []byte(`{"title": "Privacy", "intro": ["We care."], "sections": []}`)},
	})
}

// para and doc write a rich text's JSON: doc(para(`{"type":"text","text":"a"}`)).
func para(nodes ...string) string {
	return `{"type":"paragraph","content":[` + strings.Join(nodes, ",") + `]}`
}

func doc(blocks ...string) string {
	return `{"type":"doc","content":[` + strings.Join(blocks, ",") + `]}`
}

func textNode(s string, marks ...string) string {
	q, _ := json.Marshal(s)
	if len(marks) == 0 {
		return `{"type":"text","text":` + string(q) + `}`
	}
	return `{"type":"text","text":` + string(q) + `,"marks":[` + strings.Join(marks, ",") + `]}`
}

func linkMark(href string) string {
	q, _ := json.Marshal(href)
	return `{"type":"link","attrs":{"href":` + string(q) + `}}`
}

func policyWith(intro, paragraphs, points string) string {
	return `{"title": "Privacy", "intro": [` + intro + `], "more": {"href": "/team"},
	  "sections": [{"heading": "Rights", "paragraphs": [` + paragraphs + `], "points": [` + points + `]}]}`
}

func fieldsOf(t *testing.T, err error) content.FieldErrors {
	t.Helper()
	if err == nil {
		return nil
	}
	var e *content.Error
	if !errors.As(err, &e) {
		t.Fatalf("err = %v, want field errors", err)
	}
	return e.Fields
}

func TestRichTextsAreAcceptedAsStringsAndAsDocuments(t *testing.T) {
	t.Parallel()
	m := richModel(t)
	list := `{"type":"bulletList","content":[{"type":"listItem","content":[` + para(textNode("access")) + `]}]}`
	body := policyWith(`"A plain intro."`,
		doc(para(textNode("See "), textNode("the terms", linkMark("/terms"), `{"type":"bold"}`)), list),
		`"one", `+doc(para(textNode("two", `{"type":"italic"}`))))
	if err := m.Validate("privacy", []byte(body)); err != nil {
		t.Fatalf("a conforming policy of rich texts refused: %v", err)
	}
}

func TestARichTextLongerTogetherThanItsFieldIsRefusedAtTheFieldInThePlainFieldsWords(t *testing.T) {
	t.Parallel()
	m := richModel(t)
	sixty := strings.Repeat("x", 60)
	body := policyWith(`"`+strings.Repeat("y", 101)+`"`,
		doc(para(textNode(sixty)), para(textNode(sixty, `{"type":"bold"}`))),
		doc(para(textNode(strings.Repeat("z", 30))), para(textNode(strings.Repeat("z", 20)))))
	got := fieldsOf(t, m.Validate("privacy", []byte(body)))
	want := content.FieldErrors{
		"/intro/0":                 "Must be at most 100 characters", // the plain string, by the schema
		"/sections/0/paragraphs/0": "Must be at most 100 characters", // 120 characters in two paragraphs
	}
	if !maps.Equal(got, want) {
		t.Errorf("fields %v, want %v", got, want)
	}
	// One text over the limit is told so at the field, not deep inside the document.
	body = policyWith(`"ok"`, doc(para(textNode(strings.Repeat("x", 101)))), "")
	if got := fieldsOf(t, m.Validate("privacy", []byte(body))); !maps.Equal(got, content.FieldErrors{"/sections/0/paragraphs/0": "Must be at most 100 characters"}) {
		t.Errorf("a text of 101 characters: fields %v", got)
	}
}

func TestALinkThatRunsCodeInsideARichTextIsRefusedAtItsField(t *testing.T) {
	t.Parallel()
	m := richModel(t)
	for _, href := range []string{"javascript:alert(1)", "data:text/html,<script>", "//evil.example"} {
		body := policyWith(`"ok"`, doc(para(textNode("Click "), textNode("me", linkMark(href)))), "")
		got := fieldsOf(t, m.Validate("privacy", []byte(body)))
		if !maps.Equal(got, content.FieldErrors{"/sections/0/paragraphs/0": "Invalid format"}) {
			t.Errorf("%q: fields %v", href, got)
		}
	}
	// What no rich text may hold is refused at the field too.
	for name, block := range map[string]string{
		"a heading": `{"type":"heading","content":[` + textNode("Title") + `]}`,
		"a colour":  para(textNode("red", `{"type":"textStyle","attrs":{"color":"red"}}`)),
		"HTML":      `{"type":"html","html":"<script>alert(1)</script>"}`,
	} {
		got := fieldsOf(t, m.Validate("privacy", []byte(policyWith(doc(block), `"ok"`, ""))))
		if len(got) != 1 || got["/intro/0"] == "" {
			t.Errorf("%s: fields %v, want one refusal at /intro/0", name, got)
		}
	}
}

func TestEveryLinkInsideARichTextIsFoundAtItsField(t *testing.T) {
	t.Parallel()
	m := richModel(t)
	body := policyWith(
		doc(para(textNode("Write to "), textNode("us", linkMark("mailto:privacy@example.com")))),
		`"plain, no link: /not-a-link"`,
		doc(para(textNode("see "), textNode("the ", linkMark("/terms")), textNode("terms", linkMark("/terms"), `{"type":"bold"}`)),
			para(textNode("and "), textNode("the authority", linkMark("https://www.datenschutzstelle.li")))))
	var got []string
	m.EachLink("privacy", []byte(body), func(pointer, link string) { got = append(got, pointer+" "+link) })
	want := []string{
		"/intro/0 mailto:privacy@example.com",
		"/more/href /team",
		"/sections/0/points/0 /terms",
		"/sections/0/points/0 https://www.datenschutzstelle.li",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("links\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSlotChecksReadARichTextsTextsAtItsField(t *testing.T) {
	t.Parallel()
	name := func(n int) string { return `{"company":{"name":"` + strings.Repeat("n", n) + `"}}` }
	slots := func(n int) string { return textNode(strings.Repeat("{company.name} ", n)) }
	// Each text of a document is filled on its own: 1,100 slots of a 24-character name
	// in one text are too many, 100 in each of two texts are not.
	long := `{"sections":[{"paragraphs":[` + doc(para(textNode("Intro "), slots(1100))) + `]}]}`
	if got := slotFields(t, "terms", long, name(24), nil); !maps.Equal(got, content.FieldErrors{
		"/sections/0/paragraphs/0": content.Slots.Words(content.Slots.TooLong, 1100*25, ""),
	}) {
		t.Errorf("a rich paragraph too long once filled is refused with %v", got)
	}
	short := `{"sections":[{"paragraphs":[` + doc(para(slots(100)), para(slots(100))) + `]}]}`
	if got := slotFields(t, "terms", short, name(24), nil); got != nil {
		t.Errorf("100 slots in each of two texts are refused: %v", got)
	}
	// A site setting that is rich text may not hold a slot, in a text or a link; its
	// document's node types are no settings.
	site := `{"company":{"name":"QRS"},"footer":{"tagline":` + doc(para(textNode("By us", linkMark("mailto:{contact.email}")))) + `,
	  "notice":` + doc(para(textNode("All rights reserved"))) + `}}`
	if got := slotFields(t, "site", site, site, nil); !maps.Equal(got, content.FieldErrors{"/footer/tagline": content.Slots.NoSlotsInSettings}) {
		t.Errorf("a rich setting holding a slot in its link is refused with %v", got)
	}
}

func TestTheEmbeddedSchemasRichTextsAreCheckedAndTheirLinksFound(t *testing.T) {
	t.Parallel()
	m, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var policy map[string]any
	if err := json.Unmarshal(m.Defaults()["privacy"], &policy); err != nil {
		t.Fatal(err)
	}
	with := func(paragraph string) []byte {
		var v any
		if err := json.Unmarshal([]byte(paragraph), &v); err != nil {
			t.Fatal(err)
		}
		policy["sections"].([]any)[0].(map[string]any)["paragraphs"].([]any)[0] = v
		body, _ := json.Marshal(policy)
		return body
	}
	const at = "/sections/0/paragraphs/0"
	half := strings.Repeat("x", 10001)
	for paragraph, want := range map[string]string{
		doc(para(textNode("See "), textNode("the terms", linkMark("/terms"), `{"type":"bold"}`))): "",
		doc(para(textNode("Click "), textNode("me", linkMark("javascript:alert(1)")))):            "Invalid format",
		doc(para(textNode(half)), para(textNode(half))):                                           "Must be at most 20000 characters",
	} {
		got := fieldsOf(t, m.Validate("privacy", with(paragraph)))
		if want == "" && got != nil || want != "" && !maps.Equal(got, content.FieldErrors{at: want}) {
			t.Errorf("%.80s…: fields %v, want %q at %s", paragraph, got, want, at)
		}
	}
	found := false
	m.EachLink("privacy", with(doc(para(textNode("the terms", linkMark("/terms"))))), func(pointer, link string) {
		found = found || (pointer == at && link == "/terms")
	})
	if !found {
		t.Errorf("the link of a rich paragraph of the privacy policy was not found at %s", at)
	}
}
