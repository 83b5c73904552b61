package content_test

import (
	"bytes"
	"io/fs"
	"os"
	"slices"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/web"
)

// web/content/collections.json is the declarations as the panel reads them; it is written
// from the Go declarations: `make collections` (QRS_UPDATE_COLLECTIONS=1 on this test)
// rewrites it after a declaration changes.
func TestCollectionsJSONIsCurrent(t *testing.T) {
	t.Parallel()
	want := content.CollectionsJSON()
	if os.Getenv("QRS_UPDATE_COLLECTIONS") != "" {
		if err := os.WriteFile("../../web/content/collections.json", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := fs.ReadFile(web.Content(), "collections.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("web/content/collections.json is not the declarations of internal/content: run `make collections`")
	}
}

// Every declaration names what the store, the routes and the panel need of it.
func TestEveryCollectionIsDeclaredWhole(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, c := range content.Collections() {
		for _, v := range []string{c.Name, c.Path, c.Table, c.Label, c.Plural, c.Kind, c.Order} {
			if v == "" {
				t.Errorf("%s: a declaration lacks a name, path, table, label, plural, kind or order", c.Name)
			}
		}
		for _, v := range []string{"name:" + c.Name, "path:" + c.Path, "table:" + c.Table, "kind:" + c.Kind} {
			if seen[v] {
				t.Errorf("two collections have the %s", v)
			}
			seen[v] = true
		}
		if len(c.Title) == 0 || c.Field(c.Title[0]) == nil {
			t.Errorf("%s: its title %v is not a declared field", c.Name, c.Title)
		}
		if c.Write == "" {
			t.Errorf("%s: everyone may write it", c.Name)
		}
		for _, f := range c.Fields {
			if f.Name == "" || f.Column == "" || f.Label == "" || f.Type == "" {
				t.Errorf("%s: field %+v lacks a name, column, label or type", c.Name, f)
			}
			if f.Refers != "" && content.CollectionNamed(f.Refers) == nil {
				t.Errorf("%s.%s refers to %q, which is not declared", c.Name, f.Name, f.Refers)
			}
		}
	}
}

// The words of records are translated, as a visitor reads them: team titles and bios, partner
// descriptions and services, gallery and video titles and descriptions, download titles and
// descriptions, the names of folders and partner categories, and the testimonials' words.
// Names, e-mails, phones and files are not.
func TestTheTranslatableFieldsAreTheRecordsWords(t *testing.T) {
	t.Parallel()
	want := map[string][]string{
		"categories":         {"name", "description"},
		"contact-messages":   nil,
		"gallery-images":     {"title", "description"},
		"gallery-videos":     {"title", "description"},
		"global-partners":    {"description", "services"},
		"partner-categories": {"name", "description"},
		"research-papers":    {"title", "description"},
		"team-members":       {"title", "description"},
		"testimonials":       {"quote", "role"},
	}
	for _, c := range content.Collections() {
		var got []string
		for _, f := range c.Fields {
			if f.Translatable {
				got = append(got, f.Name)
			}
		}
		if !slices.Equal(got, want[c.Name]) {
			t.Errorf("%s translates %v, want %v", c.Name, got, want[c.Name])
		}
	}
}
