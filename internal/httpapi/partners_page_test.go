package httpapi

import (
	"fmt"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// partnerGroupHeading finds the group headings of the partners directory.
var partnerGroupHeading = regexp.MustCompile(`<h2 id="partner-group-\d+"[^>]*>([^<]*)`)

// directoryGroups answers the rendered /global-partners page as a visitor without JavaScript
// reads it: each group heading with the partner names under it, in page order.
func directoryGroups(t *testing.T, site *testSite, partners []string) []string {
	t.Helper()
	page := visible(expectStatus(t, site.do("GET", "/global-partners", "", nil), http.StatusOK))
	marks := partnerGroupHeading.FindAllStringSubmatchIndex(page, -1)
	var out []string
	for i, m := range marks {
		end := len(page)
		if i+1 < len(marks) {
			end = marks[i+1][0]
		}
		section := page[m[1]:end]
		var names []string
		for _, name := range partners {
			if strings.Contains(section, ">"+html.EscapeString(name)+"<") {
				names = append(names, name)
			}
		}
		out = append(out, html.UnescapeString(strings.TrimSpace(page[m[2]:m[3]]))+": "+strings.Join(names, ", "))
	}
	return out
}

func TestPartnersDirectoryFollowsTheCategoriesAndARenameTakesThePartnersAlong(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	category := func(body string) string {
		k := decodeAs[map[string]any](t, site.admin("POST", "/api/partner-categories", body), http.StatusCreated)
		return fmt.Sprintf("/api/partner-categories/%v", k["id"])
	}
	category(`{"name":"Clinic","displayOrder":2}`)
	wellness := category(`{"name":"Wellness Centers","displayOrder":1}`)
	category(`{"name":"Distributor","displayOrder":3}`)
	category(`{"name":"Archive","displayOrder":0,"isActive":false}`)
	partners := map[string]string{"Lakeside Wellness": "wellnesscenters", "Hilltop Spa": "wellnesscenters",
		"Clinic Vaduz": "clinic", "Nordic Devices": "distributor", "Old Lab": "archive"}
	names := []string{"Lakeside Wellness", "Hilltop Spa", "Clinic Vaduz", "Nordic Devices", "Old Lab"}
	for _, name := range names {
		expectStatus(t, site.admin("POST", "/api/global-partners", map[string]string{
			"name": name, "partnerType": partners[name], "country": "Austria"}), http.StatusCreated)
	}

	// The active categories in their display order, the default types under the spec's
	// headings; the inactive category's partner falls back to Research Centers.
	want := []string{"Wellness Centers: Lakeside Wellness, Hilltop Spa", "QRS Clinics: Clinic Vaduz",
		"Distributors: Nordic Devices", "Research Centers: Old Lab"}
	if got := directoryGroups(t, site, names); !slices.Equal(got, want) {
		t.Fatalf("the directory shows %q, want %q", got, want)
	}

	expectStatus(t, site.admin("PUT", wellness, `{"name":"Wellness Clinics"}`), http.StatusOK)
	for _, p := range decodeAs[[]map[string]any](t, site.do("GET", "/api/global-partners", "", nil), http.StatusOK) {
		if want := strings.ReplaceAll(partners[p["name"].(string)], "wellnesscenters", "wellnessclinics"); p["partnerType"] != want {
			t.Errorf("%s has type %v after the rename, want %s", p["name"], p["partnerType"], want)
		}
	}
	want[0] = "Wellness Clinics: Lakeside Wellness, Hilltop Spa"
	if got := directoryGroups(t, site, names); !slices.Equal(got, want) {
		t.Fatalf("after the rename the directory shows %q, want %q", got, want)
	}

	// Deleting the category leaves its partners, shown under the default rule.
	expectStatus(t, site.admin("DELETE", wellness, nil), http.StatusOK)
	want = []string{"QRS Clinics: Clinic Vaduz", "Distributors: Nordic Devices",
		"Research Centers: Lakeside Wellness, Hilltop Spa, Old Lab"}
	if got := directoryGroups(t, site, names); !slices.Equal(got, want) {
		t.Fatalf("after deleting the category the directory shows %q, want %q", got, want)
	}
}
