package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
)

// mustSeedContent stores the binary's default content documents, as the server does at
// start.
func mustSeedContent(t *testing.T, store *database.Store) {
	t.Helper()
	if err := seedContent(t.Context(), store); err != nil {
		t.Fatal(err)
	}
}

// seedContent stores the default content documents, as the server does at start.
func seedContent(ctx context.Context, store *database.Store) error {
	model, err := contentschema.Embedded()
	if err != nil {
		return err
	}
	_, err = store.SeedContent(ctx, model.Seeds())
	return err
}

// defaultDocument answers the default content document of key as a JSON value.
func defaultDocument(t *testing.T, key string) map[string]any {
	t.Helper()
	model, err := contentschema.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(model.Defaults()[key], &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// privacyWith answers the default privacy policy with its first section's heading changed.
func privacyWith(t *testing.T, heading string) map[string]any {
	t.Helper()
	doc := defaultDocument(t, "privacy")
	doc["sections"].([]any)[0].(map[string]any)["heading"] = heading
	return doc
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// contentCase is one request to the content routes and the answer it must get.
type contentCase struct {
	name, method, path string
	anonymous          bool
	body               string // sent as application/json when not empty
	status             int
	errors             map[string]string // expected field messages (subset)
	message            string            // expected top-level message, when set
}

func TestContentRoutesRefuseWhatTheyMustAndChangeNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	broken := privacyWith(t, "")
	broken["updated"] = "15 January 2025"
	broken["sections"].([]any)[1].(map[string]any)["colour"] = "red"
	wrongType := defaultDocument(t, "terms")
	wrongType["intro"] = "one string"
	cases := []contentCase{
		{"unknown document", "GET", "/api/content/no-such-page", true, "", 404, nil, "Content not found"},
		{"update refused with field errors by JSON pointer", "PUT", "/api/content/privacy", false, jsonOf(t, broken), 400,
			map[string]string{"/sections/0/heading": "Required", "/updated": "Invalid format", "/sections/1/colour": "Unknown field"}, "Validation failed"},
		{"update with a wrong type", "PUT", "/api/content/terms", false, jsonOf(t, wrongType), 400,
			map[string]string{"/intro": "Must be a list"}, ""},
		{"update with another document's shape", "PUT", "/api/content/home", false, jsonOf(t, defaultDocument(t, "privacy")), 400,
			map[string]string{"/hero": "Required", "/title": "Unknown field"}, ""},
		{"update of an unknown document", "PUT", "/api/content/no-such-page", false, jsonOf(t, defaultDocument(t, "privacy")), 404, nil, "Content not found"},
		{"update with malformed JSON", "PUT", "/api/content/privacy", false, `{"title":`, 400, nil, "Malformed JSON"},
		{"update with an empty body", "PUT", "/api/content/privacy", false, ` `, 400, nil, ""},
		{"update over the size limit", "PUT", "/api/content/privacy", false, `{"title":"` + strings.Repeat("x", maxJSONBody) + `"}`, 413, nil, "Request body too large"},
		{"update without a session", "PUT", "/api/content/privacy", true, jsonOf(t, privacyWith(t, "Anonymous")), 401, nil, ""},
		{"history without a session", "GET", "/api/content/privacy/versions", true, "", 401, nil, ""},
		{"history of an unknown document", "GET", "/api/content/no-such-page/versions", false, "", 404, nil, "Content not found"},
	}
	before := site.snapshot() + readBody(t, site.do("GET", "/api/content/privacy", "", nil))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var body any
			if c.body != "" {
				body = c.body
			}
			token := site.token
			if c.anonymous {
				token = ""
			}
			got := decodeAs[envelope](t, site.do(c.method, c.path, token, body), c.status)
			for field, msg := range c.errors {
				if got.Errors[field] != msg {
					t.Errorf("errors[%s] = %q, want %q (all: %v)", field, got.Errors[field], msg, got.Errors)
				}
			}
			if c.message != "" && got.Message != c.message {
				t.Errorf("message = %q, want %q", got.Message, c.message)
			}
		})
	}
	res := site.do("PUT", "/api/content/privacy", site.token, jsonOf(t, privacyWith(t, "Plain text")), "Content-Type", "text/plain")
	expectStatus(t, res, http.StatusUnsupportedMediaType)
	if after := site.snapshot() + readBody(t, site.do("GET", "/api/content/privacy", "", nil)); after != before {
		t.Fatal("a refused request changed data")
	}
	versions := decodeAs[[]map[string]any](t, site.admin("GET", "/api/content/privacy/versions", nil), http.StatusOK)
	if len(versions) != 1 {
		t.Fatalf("a refused request added a version: %v", versions)
	}
}

func TestEveryContentDocumentIsServedAsSeeded(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	model, _ := contentschema.Embedded()
	for _, key := range model.Keys() {
		res := site.do("GET", "/api/content/"+key, "", nil)
		got := decodeAs[map[string]any](t, res, http.StatusOK)
		if jsonOf(t, got) != jsonOf(t, defaultDocument(t, key)) {
			t.Errorf("%s is served as %.200s", key, jsonOf(t, got))
		}
		if res.Header.Get("ETag") == "" || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s: ETag %q, type %q", key, res.Header.Get("ETag"), res.Header.Get("Content-Type"))
		}
	}
}

func TestAnAdminsEditIsPublishedAsANewVersionWithItsAuthor(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	first := site.do("GET", "/api/content/privacy", "", nil)
	etag := first.Header.Get("ETag")
	expectStatus(t, first, http.StatusOK)

	doc := decodeAs[map[string]any](t, site.admin("PUT", "/api/content/privacy", privacyWith(t, "Who is responsible")), http.StatusOK)
	if doc["version"] != 2.0 || doc["updatedBy"] != testAdmin || doc["key"] != "privacy" || doc["updatedAt"] == "" {
		t.Fatalf("PUT answered %v", doc)
	}

	res := site.do("GET", "/api/content/privacy", "", nil, "If-None-Match", etag)
	published := decodeAs[map[string]any](t, res, http.StatusOK)
	if heading := published["sections"].([]any)[0].(map[string]any)["heading"]; heading != "Who is responsible" {
		t.Fatalf("the published privacy policy's first heading is %q", heading)
	}
	expectStatus(t, site.do("GET", "/api/content/privacy", "", nil, "If-None-Match", res.Header.Get("ETag")), http.StatusNotModified)

	expectStatus(t, site.admin("PUT", "/api/content/privacy", privacyWith(t, "Controller")), http.StatusOK)
	history := decodeAs[[]struct {
		Version   int    `json:"version"`
		CreatedAt string `json:"createdAt"`
		CreatedBy string `json:"createdBy"`
	}](t, site.admin("GET", "/api/content/privacy/versions", nil), http.StatusOK)
	if len(history) != 3 || history[0].Version != 3 || history[0].CreatedBy != testAdmin ||
		history[2].Version != 1 || history[2].CreatedBy != "system" || history[0].CreatedAt == "" {
		t.Fatalf("history = %+v", history)
	}
}

func TestAContentDocumentIsServedHTMLSafeForThePagesThatEmbedIt(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("PUT", "/api/content/privacy", privacyWith(t, "Data </script><script>alert(1)</script> & more")), http.StatusOK)
	body := readBody(t, site.do("GET", "/api/content/privacy", "", nil))
	if strings.Contains(body, "</script>") || strings.Contains(body, "<script>") || !strings.Contains(body, `\u003c/script\u003e`) {
		t.Fatalf("the document is not escaped for a script element: %.300s", body)
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(body), &doc); err != nil {
		t.Fatal(err)
	}
	if heading := doc["sections"].([]any)[0].(map[string]any)["heading"]; heading != "Data </script><script>alert(1)</script> & more" {
		t.Fatalf("the heading reads %q", heading)
	}
}
