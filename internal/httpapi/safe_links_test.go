package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

func TestAPartnersWebsiteThatRunsCodeOrHidesAControlCharacterIsRefused(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	partner := func(website string) map[string]string {
		return map[string]string{"name": "Vienna Clinic", "partnerType": "clinic", "country": "Austria", "website": website}
	}
	for _, website := range []string{"javascript:alert(1)", "https://clinic.example/\x01x", "data:text/html,<script>alert(1)</script>"} {
		res := site.admin("POST", "/api/global-partners", partner(website))
		if got := decodeAs[envelope](t, res, http.StatusBadRequest).Errors["website"]; got != content.Link.Website.Message {
			t.Errorf("%q: website error %q, want %q", website, got, content.Link.Website.Message)
		}
	}
	if list := decodeAs[[]map[string]any](t, site.do("GET", "/api/global-partners", "", nil), http.StatusOK); len(list) != 0 {
		t.Fatalf("refused partners were stored: %v", list)
	}

	created := decodeAs[map[string]any](t, site.admin("POST", "/api/global-partners", partner("https://clinic.example/about")), http.StatusCreated)
	if created["website"] != "https://clinic.example/about" {
		t.Errorf("website stored as %v", created["website"])
	}
	// An edit cannot slip one in either.
	created["website"] = "javascript:alert(document.cookie)"
	res := site.admin("PUT", fmt.Sprintf("/api/global-partners/%v", created["id"]), created)
	if got := decodeAs[envelope](t, res, http.StatusBadRequest).Errors["website"]; got != content.Link.Website.Message {
		t.Errorf("an edit to a script URL: website error %q", got)
	}
}
