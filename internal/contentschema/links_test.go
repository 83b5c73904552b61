package contentschema_test

import (
	"testing"

	"github.com/qrs-site/qrs/internal/contentschema"
)

// linksOf answers the links the model finds in the default document of key, by pointer.
func linksOf(t *testing.T, m *contentschema.Model, key string) map[string]string {
	t.Helper()
	found := map[string]string{}
	m.EachLink(key, m.Defaults()[key], func(pointer, link string) { found[pointer] = link })
	return found
}

func TestLinksAreFoundWhereTheSchemaTakesALinkAndNowhereElse(t *testing.T) {
	t.Parallel()
	m, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	site := linksOf(t, m, "site")
	if site["/header/menu/0/href"] == "" || site["/footer/legalLinks/0/href"] == "" {
		t.Fatalf("the site document's menu and legal links were not found: %v", site)
	}
	legal := linksOf(t, m, "legal")
	if legal["/documents/items/0/href"] == "" {
		t.Fatalf("the legal page's PDFs (a pattern of site paths) were not found: %v", legal)
	}
	home := linksOf(t, m, "home")
	if home["/products/devices/0/image"] == "" || home["/hero/aboutButton/href"] == "" {
		t.Fatalf("the home page's pictures and buttons were not found: %v", home)
	}
	// The downloads page names its buttons "image" too, as words, not links.
	for pointer, link := range linksOf(t, m, "downloads") {
		if link == "View Image" || link == "Image File" {
			t.Fatalf("%s, a label, was taken for a link: %q", pointer, link)
		}
	}
	for _, key := range m.Keys() {
		for pointer, link := range linksOf(t, m, key) {
			if link[0] != '/' && link[0] != '#' && link[:4] != "http" && link[:4] != "mail" && link[:4] != "tel:" {
				t.Errorf("%s %s = %q is no link", key, pointer, link)
			}
		}
	}
}
