package contentschema_test

import (
	"encoding/json"
	"errors"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/web"
)

// policySchema is the policy shape as the web build writes it from zod (z.toJSONSchema of a
// strict object with text fields that may not be empty).
const policySchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "title": {"type": "string", "minLength": 1},
    "updated": {"type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$"},
    "intro": {"type": "array", "items": {"type": "string", "minLength": 1}},
    "sections": {"type": "array", "items": {
      "type": "object",
      "properties": {
        "heading": {"type": "string", "minLength": 1},
        "paragraphs": {"type": "array", "items": {"type": "string", "minLength": 1}},
        "points": {"type": "array", "items": {"type": "string", "minLength": 1}}
      },
      "required": ["heading", "paragraphs"],
      "additionalProperties": false
    }},
    "count": {"type": "integer", "minimum": 0, "maximum": 100},
    "status": {"type": "string", "enum": ["completed", "planned"]}
  },
  "required": ["title", "updated", "intro", "sections"],
  "additionalProperties": false
}`

const goodPolicy = `{"title": "Privacy Policy", "updated": "2025-01-01", "intro": ["We care."],
  "sections": [{"heading": "Controller", "paragraphs": ["QRS."], "points": ["One."]}]}`

// fixture is a small content model: two documents of the policy shape, with defaults.
func fixture(extra map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{
		"schema.json":           {Data: []byte(`{"privacy": ` + policySchema + `, "terms": ` + policySchema + `}`)},
		"defaults/privacy.json": {Data: []byte(goodPolicy)},
		"defaults/terms.json":   {Data: []byte(strings.Replace(goodPolicy, "Privacy Policy", "Terms of Use", 1))},
	}
	for name, data := range extra {
		fsys[name] = &fstest.MapFile{Data: []byte(data)}
	}
	return fsys
}

func mustLoad(t *testing.T, fsys fstest.MapFS) *contentschema.Model {
	t.Helper()
	m, err := contentschema.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestValidateRefusesABrokenDocumentWithFieldErrorsByJSONPointer(t *testing.T) {
	t.Parallel()
	m := mustLoad(t, fixture(nil))
	broken := `{"title": "", "updated": "1 January 2025", "intro": "not a list",
	  "sections": [{"heading": "", "paragraphs": ["ok"]}, {"heading": "Two", "paragraphs": [""], "note": "x"}, {"paragraphs": [3]}],
	  "count": 101, "status": "maybe", "extra": true}`
	err := m.Validate("privacy", []byte(broken))
	if content.ErrorCode(err) != content.Invalid {
		t.Fatalf("err = %v, want a validation error", err)
	}
	got := err.(*content.Error).Fields
	want := content.FieldErrors{
		"/title":                   "Required",
		"/updated":                 "Invalid format",
		"/intro":                   "Must be a list",
		"/sections/0/heading":      "Required",
		"/sections/1/paragraphs/0": "Required",
		"/sections/1/note":         "Unknown field",
		"/sections/2/heading":      "Required",
		"/sections/2/paragraphs/0": "Must be text",
		"/count":                   "Must be at most 100",
		"/status":                  "Must be one of: completed, planned",
		"/extra":                   "Unknown field",
	}
	if !maps.Equal(got, want) {
		t.Fatalf("field errors:\n got %v\nwant %v", got, want)
	}
}

func TestValidateAcceptsAConformingDocument(t *testing.T) {
	t.Parallel()
	m := mustLoad(t, fixture(nil))
	if err := m.Validate("terms", []byte(goodPolicy)); err != nil {
		t.Fatal(err)
	}
}

func TestValidateAnswersNotFoundForAnUnknownKeyAndInvalidForNonJSON(t *testing.T) {
	t.Parallel()
	m := mustLoad(t, fixture(nil))
	if err := m.Validate("nothing", []byte(goodPolicy)); content.ErrorCode(err) != content.NotFound {
		t.Fatalf("unknown key: %v", err)
	}
	if m.Has("nothing") || !m.Has("privacy") {
		t.Fatal("Has disagrees with the schema")
	}
	for _, body := range []string{`{"title":`, ``, `{} {}`} {
		if err := m.Validate("privacy", []byte(body)); content.ErrorCode(err) != content.Invalid {
			t.Fatalf("%q: %v", body, err)
		}
	}
	err := m.Validate("privacy", []byte(`[1]`))
	if e, ok := err.(*content.Error); !ok || e.Fields[""] != "Must be an object" {
		t.Fatalf("a list for a document: %v", err)
	}
}

func TestKeysAndDefaultsComeFromTheModelFiles(t *testing.T) {
	t.Parallel()
	m := mustLoad(t, fixture(nil))
	if !slices.Equal(m.Keys(), []string{"privacy", "terms"}) {
		t.Fatalf("keys = %v", m.Keys())
	}
	defaults := m.Defaults()
	var terms struct{ Title string }
	if err := json.Unmarshal(defaults["terms"], &terms); err != nil || terms.Title != "Terms of Use" || len(defaults) != 2 {
		t.Fatalf("defaults = %v (%v)", defaults, err)
	}
}

func TestLoadRefusesDefaultsTheSiteCouldNotStartFrom(t *testing.T) {
	t.Parallel()
	for name, extra := range map[string]map[string]string{
		"a default that breaks its schema": {"defaults/terms.json": `{"title": "Terms"}`},
		"a default without a schema":       {"defaults/team.json": `{}`},
		"a default that is not JSON":       {"defaults/terms.json": `{`},
		"a schema that does not compile":   {"schema.json": `{"privacy": {"type": 12}}`},
		"no schema at all":                 {"schema.json": `[]`},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := contentschema.Load(fixture(extra)); err == nil {
				t.Fatal("loaded")
			}
		})
	}
}

func TestTheBreakingFieldIsNamedWhenADefaultIsRefused(t *testing.T) {
	t.Parallel()
	_, err := contentschema.Load(fixture(map[string]string{"defaults/terms.json": strings.Replace(goodPolicy, `"Controller"`, `""`, 1)}))
	if err == nil || !strings.Contains(err.Error(), "/sections/0/heading: Required") || !strings.Contains(err.Error(), "terms.json") {
		t.Fatalf("err = %v", err)
	}
}

// contractKeys are the documents the site's pages, PDFs and settings are made of.
var contractKeys = []string{"aml-kyc-policy", "download-site", "downloads", "gallery", "global-partners", "home",
	"legal", "not-found", "privacy", "qrs-coin", "research", "research-papers", "site", "space-research", "team",
	"terms", "token-sale-agreement", "whitepaper"}

func TestEveryEmbeddedDocumentHasADefaultThatValidates(t *testing.T) {
	t.Parallel()
	m, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Keys(), contractKeys) {
		t.Fatalf("keys = %v, want %v", m.Keys(), contractKeys)
	}
	defaults := m.Defaults()
	for _, key := range m.Keys() {
		body, ok := defaults[key]
		if !ok {
			t.Errorf("%s has no default", key)
			continue
		}
		if err := m.Validate(key, body); err != nil {
			t.Errorf("%s: %v", key, err)
		}
	}
}

func TestTheEmbeddedSchemaRefusesABrokenPolicyByField(t *testing.T) {
	t.Parallel()
	m, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(m.Defaults()["privacy"], &doc); err != nil {
		t.Fatal(err)
	}
	doc["sections"].([]any)[0].(map[string]any)["heading"] = ""
	doc["updated"] = "15 January 2025"
	delete(doc, "title")
	body, _ := json.Marshal(doc)
	err = m.Validate("privacy", body)
	e, ok := err.(*content.Error)
	if !ok {
		t.Fatalf("err = %v, want field errors", err)
	}
	want := content.FieldErrors{"/sections/0/heading": "Required", "/updated": "Invalid format", "/title": "Required"}
	if !maps.Equal(e.Fields, want) {
		t.Fatalf("fields %v, want %v", e.Fields, want)
	}
}

func TestTheEmbeddedSchemaRefusesLinksThatRunCodeOrLeaveUnannounced(t *testing.T) {
	t.Parallel()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(model.Defaults()["not-found"], &doc); err != nil {
		t.Fatal(err)
	}
	button := doc["homeButton"].(map[string]any)
	for href, ok := range map[string]bool{
		"/": true, "/team": true, "/#contact": true, "#top": true, "https://example.com/a?b=c": true,
		"mailto:info@example.com": true, "tel:+423 000 00 00": true,
		"javascript:alert(1)": false, "JavaScript:alert(1)": false, "data:text/html,<script>": false,
		"//evil.example": false, "/\\evil.example": false, "/team\n": false, "https://": false, "team": false,
	} {
		button["href"] = href
		body, _ := json.Marshal(doc)
		err := model.Validate("not-found", body)
		if ok && err != nil {
			t.Errorf("%q refused: %v", href, err)
		}
		var e *content.Error
		if !ok && (!errors.As(err, &e) || e.Fields["/homeButton/href"] == "") {
			t.Errorf("%q accepted (%v)", href, err)
		}
	}
}

func TestEveryTextAndListOfTheSchemaHasALimit(t *testing.T) {
	t.Parallel()
	raw, err := fs.ReadFile(web.Content(), "schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]any
	if err := json.Unmarshal(raw, &all); err != nil {
		t.Fatal(err)
	}
	var walk func(at string, node any)
	walk = func(at string, node any) {
		n, ok := node.(map[string]any)
		if !ok {
			return
		}
		switch n["type"] {
		case "string":
			if _, ok := n["enum"]; !ok && n["maxLength"] == nil {
				t.Errorf("%s: a text without maxLength", at)
			}
		case "array":
			if n["maxItems"] == nil {
				t.Errorf("%s: a list without maxItems", at)
			}
		}
		for _, key := range []string{"items", "anyOf", "oneOf"} {
			switch v := n[key].(type) {
			case map[string]any:
				walk(at+"[]", v)
			case []any:
				for _, alt := range v {
					walk(at, alt)
				}
			}
		}
		if props, ok := n["properties"].(map[string]any); ok {
			for name, p := range props {
				walk(at+"/"+name, p)
			}
		}
	}
	for key, schema := range all {
		walk(key, schema)
	}
}

func TestADocumentOverALimitIsRefusedAtTheFieldWithTheLimit(t *testing.T) {
	t.Parallel()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var site map[string]any
	if err := json.Unmarshal(model.Defaults()["site"], &site); err != nil {
		t.Fatal(err)
	}
	links := make([]any, 30000)
	for i := range links {
		links[i] = map[string]any{"label": strconv.Itoa(i), "href": "/team"}
	}
	footer := site["footer"].(map[string]any)
	footer["columns"].([]any)[0].(map[string]any)["links"] = links
	footer["tagline"] = strings.Repeat("x", 3001)
	body, _ := json.Marshal(site)
	var e *content.Error
	if err := model.Validate("site", body); !errors.As(err, &e) {
		t.Fatalf("a footer of 30,000 links: %v", err)
	}
	want := content.FieldErrors{"/footer/columns/0/links": "Must have at most 40 items", "/footer/tagline": "Must be at most 3000 characters"}
	if !maps.Equal(e.Fields, want) {
		t.Errorf("fields %v, want %v", e.Fields, want)
	}
}

func TestPicturesAreCheckedLikeLinks(t *testing.T) {
	t.Parallel()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var home map[string]any
	if err := json.Unmarshal(model.Defaults()["home"], &home); err != nil {
		t.Fatal(err)
	}
	device := home["products"].(map[string]any)["devices"].([]any)[0].(map[string]any)
	seo := home["seo"].(map[string]any)
	for src, ok := range map[string]bool{
		"/uploads/a.webp": true, "https://cdn.example.com/p.png": true, "http://example.com/p.jpg?x=1": true,
		"javascript:alert(1)": false, "data:image/svg+xml,<svg onload=alert(1)>": false, "//evil.example/p.png": false,
		"#top": false, "mailto:a@example.com": false, "/": false, "p.png": false, "/a\n.png": false,
	} {
		device["image"], seo["image"], seo["imageAlt"] = src, src, "A picture"
		body, _ := json.Marshal(home)
		err := model.Validate("home", body)
		var e *content.Error
		switch {
		case ok && err != nil:
			t.Errorf("%q refused: %v", src, err)
		case !ok && (!errors.As(err, &e) || e.Fields["/products/devices/0/image"] == "" || e.Fields["/seo/image"] == ""):
			t.Errorf("%q accepted (%v)", src, err)
		}
	}
}

// slotFields answers the fields CheckSlots refuses, none when it accepts.
func slotFields(t *testing.T, key, body, site string, others map[string]string) content.FieldErrors {
	t.Helper()
	raw := map[string][]byte{}
	for k, v := range others {
		raw[k] = []byte(v)
	}
	err := contentschema.CheckSlots(key, []byte(body), []byte(site), raw)
	if err == nil {
		return nil
	}
	e, ok := err.(*content.Error)
	if !ok || e.Code != content.Invalid {
		t.Fatalf("CheckSlots answered %v, want a validation error", err)
	}
	return e.Fields
}

func TestCheckSlotsRefusesTextsThatWouldGrowTooLongAndSettingsHoldingSlots(t *testing.T) {
	t.Parallel()
	name := func(n int) string { return `{"company":{"name":"` + strings.Repeat("n", n) + `"}}` }
	paragraph := func(slots int) string {
		return `{"sections":[{"paragraphs":["` + strings.Repeat("{company.name} ", slots) + `"]}]}`
	}
	// 1,100 slots of a 24-character name: 26,400 characters filled in, plus the spaces.
	if got := slotFields(t, "terms", paragraph(1100), name(24), nil); !maps.Equal(got, content.FieldErrors{
		"/sections/0/paragraphs/0": content.Slots.Words(content.Slots.TooLong, 1100*25, ""),
	}) {
		t.Errorf("a paragraph too long once filled is refused with %v", got)
	}
	if got := slotFields(t, "terms", paragraph(100), name(24), nil); got != nil {
		t.Errorf("100 slots of a short name are refused: %v", got)
	}
	// A site setting that would make another document's text too long is named, with that text.
	others := map[string]string{"terms": paragraph(100), "privacy": `{"intro":"{company.name}"}`}
	if got := slotFields(t, "site", name(300), name(300), others); !maps.Equal(got, content.FieldErrors{
		"/company/name": content.Slots.Words(content.Slots.MakesTooLong, 100*301, "terms /sections/0/paragraphs/0"),
	}) {
		t.Errorf("a company name too long for the terms is refused with %v", got)
	}
	// A setting holding a slot would be shown as written wherever it is put.
	slotted := `{"company":{"name":"{company.name} AG"}}`
	if got := slotFields(t, "site", slotted, slotted, nil); !maps.Equal(got, content.FieldErrors{
		"/company/name": content.Slots.NoSlotsInSettings,
	}) {
		t.Errorf("a setting holding a slot is refused with %v", got)
	}
	// Slots naming no setting are left as written and counted as such.
	if got := slotFields(t, "terms", `{"p":"{no.such} {company.name}"}`, name(5), nil); got != nil {
		t.Errorf("a slot naming no setting is refused: %v", got)
	}
}

func TestEveryDocumentOfTheModelHasANameForEditors(t *testing.T) {
	model, err := contentschema.Load(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	names, err := content.LoadDocumentNames(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range model.Keys() {
		if _, ok := names[key]; !ok {
			t.Errorf("web/content/documents.json has no name for %q", key)
		}
	}
}
