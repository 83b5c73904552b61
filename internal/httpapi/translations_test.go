package httpapi

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/qrs-site/qrs/internal/content"
)

// fieldTranslationOf is one field of GET …/translations as a client reads it.
type fieldTranslationOf struct {
	Field           string  `json:"field"`
	Source          string  `json:"source"`
	Value           string  `json:"value"`
	SavedAt         *string `json:"savedAt"`
	SourceChangedAt *string `json:"sourceChangedAt"`
	Stale           bool    `json:"stale"`
}

type recordTranslationsOf struct {
	ID     int64                `json:"id"`
	Locale string               `json:"locale"`
	Fields []fieldTranslationOf `json:"fields"`
}

func (r recordTranslationsOf) field(t *testing.T, name string) fieldTranslationOf {
	t.Helper()
	i := slices.IndexFunc(r.Fields, func(f fieldTranslationOf) bool { return f.Field == name })
	if i < 0 {
		t.Fatalf("no field %s in %+v", name, r)
	}
	return r.Fields[i]
}

// memberOf is a team member of a list as a visitor's browser reads it.
type memberOf struct {
	Name         string   `json:"name"`
	Title        string   `json:"title"`
	Description  string   `json:"description"`
	Untranslated []string `json:"untranslated"`
}

func TestAGermanBioIsServedInTheGermanListAndMarkedWhenTheEnglishOneChanges(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/team-members", seedRecords["team-members"]), http.StatusCreated)

	saved := decodeAs[recordTranslationsOf](t, site.admin("PUT", "/api/team-members/1/translations?locale=de",
		map[string]string{"description": "Leitet das Team."}), http.StatusOK)
	if bio := saved.field(t, "description"); saved.Locale != "de" || bio.Source != "Leads." || bio.Value != "Leitet das Team." || bio.SavedAt == nil || bio.Stale {
		t.Fatalf("the saved translations = %+v", saved)
	}
	if len(saved.Fields) != 2 || saved.Fields[0].Field != "title" {
		t.Fatalf("a team member's translatable fields = %+v, want its title and bio", saved.Fields)
	}

	// A visitor of the German pages reads the German bio, and the title named as English.
	german := decodeAs[[]memberOf](t, site.do("GET", "/api/team-members?locale=de", "", nil), http.StatusOK)
	if len(german) != 1 || german[0].Description != "Leitet das Team." || german[0].Title != "Lead" || !slices.Equal(german[0].Untranslated, []string{"title"}) {
		t.Fatalf("German list = %+v", german)
	}
	english := expectStatus(t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)
	if strings.Contains(english, "Leitet") || strings.Contains(english, "untranslated") {
		t.Fatalf("English list = %s", english)
	}

	// The English bio changes: the German one waits for a review, and is still served.
	expectStatus(t, site.admin("PUT", "/api/team-members/1", map[string]string{"description": "Leads the team."}), http.StatusOK)
	marked := decodeAs[recordTranslationsOf](t, site.admin("GET", "/api/team-members/1/translations?locale=de", nil), http.StatusOK)
	if bio := marked.field(t, "description"); !bio.Stale || bio.SourceChangedAt == nil || bio.Source != "Leads the team." {
		t.Fatalf("German bio after the English one changed = %+v", bio)
	}
	german = decodeAs[[]memberOf](t, site.do("GET", "/api/team-members?locale=de", "", nil), http.StatusOK)
	if german[0].Description != "Leitet das Team." {
		t.Fatalf("German list after the English change = %+v", german)
	}

	// An editor saves it again: the mark goes.
	editor := site.staffToken("eddie.editor", content.RoleEditor)
	res := site.do("PUT", "/api/team-members/1/translations?locale=de", editor, map[string]string{"description": "Leitet das Team."})
	if bio := decodeAs[recordTranslationsOf](t, res, http.StatusOK).field(t, "description"); bio.Stale || bio.SourceChangedAt != nil {
		t.Fatalf("German bio saved again = %+v", bio)
	}
}

func TestTranslationRequestsTheSiteRefusesChangeNothing(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/team-members", seedRecords["team-members"]), http.StatusCreated)
	viewer := site.staffToken("vera.viewer", content.RoleViewer)
	tooLong := strings.Repeat("x", content.MaxShort+1)
	cases := []struct {
		name, method, path, token string
		body                      any
		status                    int
		field, message            string
	}{
		{"a list in a language the site does not speak", "GET", "/api/team-members?locale=fr", "", nil, 400, "locale", "The site does not speak this language"},
		{"a translation into a language the site does not speak", "PUT", "/api/team-members/1/translations?locale=fr", site.token, `{"title":"Médecin"}`, 400, "locale", ""},
		{"a translation into English", "PUT", "/api/team-members/1/translations?locale=en", site.token, `{"title":"Doctor"}`, 400, "locale", ""},
		{"a translation without a language", "PUT", "/api/team-members/1/translations", site.token, `{"title":"Doctor"}`, 400, "locale", ""},
		{"a name, which is not translated", "PUT", "/api/team-members/1/translations?locale=de", site.token, `{"title":"Leiterin","name":"Anna"}`, 400, "name", content.MsgNotTranslated},
		{"a title longer than a title may be", "PUT", "/api/team-members/1/translations?locale=de", site.token, `{"title":"` + tooLong + `"}`, 400, "title", content.Generic.TooLong(content.MaxShort)},
		{"a bio linking a script", "PUT", "/api/team-members/1/translations?locale=de", site.token, `{"description":` + richBio("javascript:alert(1)") + `}`, 400, "description", content.Link.Message},
		{"a title with marks", "PUT", "/api/team-members/1/translations?locale=de", site.token, `{"title":` + richBio("/team") + `}`, 400, "title", content.MsgPlainOnly},
		{"a text that is not a text", "PUT", "/api/team-members/1/translations?locale=de", site.token, `{"title":7}`, 400, "", ""},
		{"a record that does not exist", "PUT", "/api/team-members/99/translations?locale=de", site.token, `{"title":"Leiterin"}`, 404, "", ""},
		{"a viewer", "PUT", "/api/team-members/1/translations?locale=de", viewer, `{"title":"Leiterin"}`, 403, "", ""},
		{"nobody signed in", "PUT", "/api/team-members/1/translations?locale=de", "", `{"title":"Leiterin"}`, 401, "", ""},
		{"nobody signed in reading", "GET", "/api/team-members/1/translations?locale=de", "", nil, 401, "", ""},
		{"a collection without words to translate", "PUT", "/api/contact-messages/1/translations?locale=de", site.token, `{"name":"X"}`, 404, "", ""},
		{"the marks in a language the site does not speak", "GET", "/api/content/team/translation-status?locale=xx", site.token, nil, 400, "locale", ""},
		{"a review without a JSON pointer", "POST", "/api/content/team/translation-status?locale=de", site.token, `{"reviewed":"hero.title"}`, 400, "reviewed", ""},
		{"a review of English", "POST", "/api/content/team/translation-status?locale=en", site.token, `{"reviewed":"/hero/title"}`, 400, "locale", ""},
		{"a review of a document that does not exist", "POST", "/api/content/nothing/translation-status?locale=de", site.token, `{"reviewed":"/title"}`, 404, "", ""},
		{"a review by a viewer", "POST", "/api/content/team/translation-status?locale=de", viewer, `{"reviewed":"/hero/title"}`, 403, "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := site.do(tc.method, tc.path, tc.token, tc.body)
			if tc.status == 400 {
				got := decodeAs[struct {
					Errors map[string]string `json:"errors"`
				}](t, res, 400)
				if tc.field != "" && (got.Errors[tc.field] == "" || (tc.message != "" && got.Errors[tc.field] != tc.message)) {
					t.Fatalf("errors = %v, want %q at %s", got.Errors, tc.message, tc.field)
				}
				return
			}
			expectStatus(t, res, tc.status)
		})
	}
	tr := decodeAs[recordTranslationsOf](t, site.admin("GET", "/api/team-members/1/translations?locale=de", nil), http.StatusOK)
	for _, f := range tr.Fields {
		if f.Value != "" || f.SavedAt != nil {
			t.Fatalf("a refused request saved %+v", f)
		}
	}
	if v := decodeAs[recordTranslationsOf](t, site.do("GET", "/api/team-members/1/translations?locale=de", viewer, nil), http.StatusOK); len(v.Fields) != 2 {
		t.Fatalf("a viewer reads %+v", v)
	}
}

func TestAGermanPageTextIsMarkedWhenItsEnglishChangesUntilItIsReviewed(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	status := func(t *testing.T) []string {
		t.Helper()
		got := decodeAs[struct {
			Locale  string `json:"locale"`
			Changes []struct {
				Path      string `json:"path"`
				ChangedAt string `json:"changedAt"`
			} `json:"changes"`
		}](t, site.admin("GET", "/api/content/team/translation-status?locale=de", nil), http.StatusOK)
		var paths []string
		for _, c := range got.Changes {
			paths = append(paths, c.Path)
		}
		return paths
	}
	if marks := status(t); len(marks) != 0 {
		t.Fatalf("a new site's German team page is marked at %v", marks)
	}

	en := site.editorState("team")
	body := en.Published.Body
	hero := body["hero"].(map[string]any)
	hero["title"] = hero["title"].(string) + " and friends"
	expectStatus(t, site.write("PUT", "/api/content/team/draft", en.Revision, body), http.StatusOK)
	if marks := status(t); !slices.Equal(marks, []string{"/hero/title"}) {
		t.Fatalf("German marks after the English title changed = %v", marks)
	}

	editor := site.staffToken("eddie.editor", content.RoleEditor)
	res := site.do("POST", "/api/content/team/translation-status?locale=de", editor, map[string]string{"reviewed": "/hero/title"})
	if left := expectStatus(t, res, http.StatusOK); !strings.Contains(left, `"changes":[]`) {
		t.Fatalf("the answer of the review = %s", left)
	}
	if marks := status(t); len(marks) != 0 {
		t.Fatalf("German marks after the review = %v", marks)
	}
}

// The German team page embeds the German list and shows the German bio; the title, not
// translated, is shown in English and says so with lang="en". A German page shown in English
// for want of its German document shows the English records too (no mixing).
func TestTheGermanTeamPageShowsTheGermanBioAndMarksTheTitleLeftInEnglish(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	expectStatus(t, site.admin("POST", "/api/team-members", seedRecords["team-members"]), http.StatusCreated)
	expectStatus(t, site.admin("PUT", "/api/team-members/1/translations?locale=de", map[string]string{"description": "Leitet das Team."}), http.StatusOK)

	german := expectStatus(t, site.do("GET", "/de/team", "", nil), http.StatusOK)
	if !strings.Contains(german, `"/api/team-members?locale=de":`) {
		t.Error("/de/team does not embed the German list")
	}
	if !regexp.MustCompile(`<p [^>]*>Leitet das Team\.</p>`).MatchString(german) || regexp.MustCompile(`lang="en"[^>]*>Leitet`).MatchString(german) {
		t.Error("/de/team does not show the German bio as German")
	}
	if !regexp.MustCompile(`<p [^>]*lang="en"[^>]*>Lead</p>`).MatchString(german) {
		t.Error(`/de/team shows the English title without lang="en"`)
	}

	english := expectStatus(t, site.do("GET", "/team", "", nil), http.StatusOK)
	if strings.Contains(english, "Leitet") || regexp.MustCompile(`lang="en"[^>]*>Lead<`).MatchString(english) || strings.Contains(english, `"untranslated":["title"]`) {
		t.Error("/team shows German words or marks its English ones")
	}

	expectStatus(t, site.admin("DELETE", "/api/content/team?locale=de", nil), http.StatusNoContent)
	untranslated := expectStatus(t, site.do("GET", "/de/team", "", nil), http.StatusOK)
	if strings.Contains(untranslated, "Leitet") || strings.Contains(untranslated, `"/api/team-members?locale=de"`) || !strings.Contains(untranslated, `"/api/team-members":`) {
		t.Error("/de/team in English for want of its German document mixes in the German bio")
	}
}

// richBio is a bio as the rich-text editor sends it: a bold word and a link to href.
func richBio(href string) string {
	return `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Leads "},` +
		`{"type":"text","text":"QRS","marks":[{"type":"bold"}]},{"type":"text","text":" and "},` +
		`{"type":"text","text":"its research","marks":[{"type":"link","attrs":{"href":"` + href + `"}}]}]}]}`
}

func TestARichBioIsAnsweredAsItsDocumentInEveryLanguage(t *testing.T) {
	t.Parallel()
	site := newSite(t, nil)
	type richMember struct {
		Description map[string]any `json:"description"`
	}
	created := decodeAs[richMember](t, site.admin("POST", "/api/team-members",
		`{"name":"Ann","title":"Lead","company":"QRS","description":`+richBio("/research")+`}`), http.StatusCreated)
	if created.Description["type"] != "doc" {
		t.Fatalf("a rich bio answered as %v", created.Description)
	}
	listed := decodeAs[[]richMember](t, site.do("GET", "/api/team-members", "", nil), http.StatusOK)
	if len(listed) != 1 || !strings.Contains(fmt.Sprint(listed[0].Description), "/research") {
		t.Fatalf("the public list = %+v", listed)
	}
	refused := expectStatus(t, site.admin("POST", "/api/team-members",
		`{"name":"Eve","title":"Lead","company":"QRS","description":`+richBio("javascript:alert(1)")+`}`), http.StatusBadRequest)
	if !strings.Contains(refused, `"description":"`+content.Link.Message) {
		t.Fatalf("a bio linking a script refused with %s", refused)
	}

	expectStatus(t, site.admin("PUT", "/api/team-members/1/translations?locale=de",
		`{"description":`+strings.Replace(richBio("/de/forschung"), "Leads ", "Leitet ", 1)+`}`), http.StatusOK)
	german := decodeAs[[]richMember](t, site.do("GET", "/api/team-members?locale=de", "", nil), http.StatusOK)
	if len(german) != 1 || german[0].Description["type"] != "doc" || !strings.Contains(fmt.Sprint(german[0].Description), "/de/forschung") {
		t.Fatalf("the German list = %+v", german)
	}
	type translated struct {
		Fields []struct {
			Field  string `json:"field"`
			Source any    `json:"source"`
			Value  any    `json:"value"`
		} `json:"fields"`
	}
	got := decodeAs[translated](t, site.admin("GET", "/api/team-members/1/translations?locale=de", nil), http.StatusOK)
	for _, f := range got.Fields {
		if f.Field == "description" && (!strings.Contains(fmt.Sprint(f.Source), "/research") || !strings.Contains(fmt.Sprint(f.Value), "Leitet")) {
			t.Fatalf("the bio's translation = %+v, want both documents", f)
		}
	}
}
