package content

import (
	"encoding/json"
	"os"
	"testing"
)

// readCases reads a file of cases the web app's tests run too (web/content/testdata).
func readCases[T any](t *testing.T, name string) []T {
	t.Helper()
	data, err := os.ReadFile("../../web/content/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var cases []T
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s holds no cases", name)
	}
	return cases
}

// The partner form (JavaScript) makes the type value a partner is saved with; the server makes
// it again to move a renamed category's partners along, so both must agree on white space and
// on lowercase where JavaScript and Go's own functions differ (İ, final sigma, U+0085, U+FEFF).
func TestPartnerTypeValueIsTheWebAppsOnTheSharedCases(t *testing.T) {
	t.Parallel()
	for _, c := range readCases[struct{ About, Name, Value string }](t, "partner-type-values.json") {
		if got := PartnerTypeValue(c.Name); got != c.Value {
			t.Errorf("%s: PartnerTypeValue(%q) = %q, want %q", c.About, c.Name, got, c.Value)
		}
	}
}

// The partners page links a website as the server checks it: the same trimming, the same
// scheme test, the same prefix.
func TestWebsiteHrefIsTheWebAppsOnTheSharedCases(t *testing.T) {
	t.Parallel()
	for _, c := range readCases[struct {
		About, Website, Href string
		IsWebsite            bool
	}](t, "websites.json") {
		if got := WebsiteHref(c.Website); got != c.Href {
			t.Errorf("%s: WebsiteHref(%q) = %q, want %q", c.About, c.Website, got, c.Href)
		}
		if got := IsWebsite(c.Website); got != c.IsWebsite {
			t.Errorf("%s: IsWebsite(%q) = %v, want %v", c.About, c.Website, got, c.IsWebsite)
		}
	}
}
