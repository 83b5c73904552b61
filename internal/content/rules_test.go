package content

import (
	"encoding/json"
	"maps"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/web"
)

// The wording of spec §5, typed here on purpose: rules.json must say exactly this in English,
// and the German of the issue in German (formal, Swiss spelling).
func TestContactRulesSayTheSpecsWordsInEnglishAndTheirGermanInGerman(t *testing.T) {
	t.Parallel()
	want := map[string]ContactWords{
		"en": {Name: "Name must be at least 2 characters", Email: "Please enter a valid email address",
			Subject: "Please select a subject", Message: "Message must be at least 10 characters",
			Required: "Required", Invalid: "Invalid input", TooLong: "Must be at most {max} characters",
			TooMany: "Too many messages. Please try again later."},
		"de": {Name: "Der Name muss mindestens 2 Zeichen lang sein", Email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
			Subject: "Bitte wählen Sie einen Betreff", Message: "Die Nachricht muss mindestens 10 Zeichen lang sein",
			Required: "Erforderlich", Invalid: "Ungültige Eingabe", TooLong: "Darf höchstens {max} Zeichen lang sein",
			TooMany: "Zu viele Nachrichten. Bitte versuchen Sie es später erneut."},
	}
	for locale, words := range want {
		if got := Contact.Words(locale); got != words {
			t.Errorf("%s messages = %+v, want %+v", locale, got, words)
		}
	}
	if Contact.Words("fr") != want["en"] || Contact.Words("") != want["en"] {
		t.Error("a language the site does not speak is not answered in English")
	}
	if Contact.Name.MinLength != 2 || Contact.Message.MinLength != 10 {
		t.Fatalf("minimum lengths %d and %d, want 2 and 10 (spec §9)", Contact.Name.MinLength, Contact.Message.MinLength)
	}
	wantSubjects := []struct{ value, en, de string }{{"qrs-technology", "QRS Technology", "QRS-Technologie"},
		{"qrs-coin", "QRS Coin Investment", "Investition in den QRS Coin"},
		{"wellness-centers", "Wellness Centers", "Wellnesszentren"}, {"other", "Other", "Sonstiges"}}
	if len(Contact.Subjects) != len(wantSubjects) {
		t.Fatalf("subjects = %v", Contact.Subjects)
	}
	for i, s := range wantSubjects {
		if Contact.Subjects[i].Value != s.value || Contact.SubjectLabel(s.value, "en") != s.en || Contact.SubjectLabel(s.value, "de") != s.de ||
			Contact.SubjectLabel(s.value, "fr") != s.en {
			t.Errorf("subject %d = %+v, want %+v", i, Contact.Subjects[i], s)
		}
	}
	if Contact.SubjectLabel("retired", "de") != "retired" {
		t.Error("an unknown subject is not answered as it is")
	}
	if MsgRequired != "Required" || MsgInvalidInput != "Invalid input" {
		t.Fatal("the generic messages differ from the spec's")
	}
}

// contactCase is one case of web/content/testdata/contact-messages.json, which the web form's
// test runs too: a form as sent, in a language, and the messages it is refused with.
type contactCase struct {
	About  string            `json:"about"`
	Locale string            `json:"locale"`
	Form   map[string]string `json:"form"`
	Errors FieldErrors       `json:"errors"`
}

// The server refuses a contact message with the words the form shows, in the message's
// language, on the cases the web form's test shares.
func TestContactMessageIsRefusedInItsLanguageAsTheFormRefusesIt(t *testing.T) {
	t.Parallel()
	cases := readCases[contactCase](t, "contact-messages.json")
	if len(cases) < 6 {
		t.Fatalf("read %d cases", len(cases))
	}
	for _, c := range cases {
		m := ContactMessage{Name: c.Form["name"], Email: c.Form["email"], Subject: c.Form["subject"], Message: c.Form["message"], Locale: c.Locale}
		got := m.Normalize()
		if len(c.Errors) == 0 {
			c.Errors = nil
		}
		if !maps.Equal(got, c.Errors) {
			t.Errorf("%s: errors = %v, want %v", c.About, got, c.Errors)
		}
	}
}

// A text over its limit is refused in the message's language too.
func TestATooLongContactMessageIsRefusedInItsLanguage(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", MaxShort+1)
	n := strconv.Itoa(MaxShort)
	for locale, want := range map[string]string{"de": "Darf höchstens " + n + " Zeichen lang sein", "en": "Must be at most " + n + " characters"} {
		m := ContactMessage{Name: long, Email: "ann@example.com", Subject: "other", Message: "Long enough text.", Locale: locale}
		if got := m.Normalize()["name"]; got != want {
			t.Errorf("%s: name error %q, want %q", locale, got, want)
		}
	}
}

func TestEmailPatternOfTheRules(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{
		"ann@example.com": true, "o'neil+news@mail.example.org": true, "a.b_c@x-y.io": true,
		"a@b": false, ".ann@example.com": false, "ann..lee@example.com": false, "ann.@example.com": false,
		"ann@-example.com": false, "ann@example..com": false, "ann@example.c": false, "ann example@x.com": false,
		strings.Repeat("a", 250) + "@example.com": false,
	} {
		if IsEmail(v) != want {
			t.Errorf("IsEmail(%q) = %v, want %v", v, !want, want)
		}
	}
}

func TestLoadRulesRefusesIncompleteRules(t *testing.T) {
	t.Parallel()
	full, err := LoadRules(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(*Rules){
		"no subjects":            func(r *Rules) { r.Contact.Subjects = nil },
		"a bad e-mail pattern":   func(r *Rules) { r.Contact.Email.Pattern = "(" },
		"no German messages":     func(r *Rules) { delete(r.Contact.Messages, "de") },
		"a German message short": func(r *Rules) { r.Contact.Messages["de"] = ContactWords{Name: "m"} },
		"a subject without German": func(r *Rules) {
			r.Contact.Subjects = []ContactSubject{{Value: "other", Label: map[string]string{"en": "Other"}}}
		},
		"a message not naming its minimum": func(r *Rules) {
			w := r.Contact.Messages["en"]
			w.Name = "Name is too short"
			r.Contact.Messages["en"] = w
		},
		"no generic messages": func(r *Rules) { r.Generic = GenericMessages{} },
	} {
		r := full
		r.Contact.Messages = maps.Clone(full.Contact.Messages)
		change(&r)
		data, _ := json.Marshal(r)
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: data}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
	if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: []byte(`{`)}}); err == nil {
		t.Error("a file that is not JSON loaded")
	}
}

// contactRules is a complete contact block for the tests of other blocks.
const contactRules = `{"subjects": [{"value": "a", "label": {"en": "A", "de": "A"}}], "name": {"minLength": 2},
	"email": {"pattern": ".", "maxLength": 9}, "message": {"minLength": 1},
	"messages": {"en": {"name": "m 2", "email": "m", "subject": "m", "message": "m 1", "required": "r", "invalid": "i", "tooLong": "{max}", "tooMany": "t"},
		"de": {"name": "m 2", "email": "m", "subject": "m", "message": "m 1", "required": "r", "invalid": "i", "tooLong": "{max}", "tooMany": "t"}}}`

func TestPasswordRulesLoad(t *testing.T) {
	t.Parallel()
	if Password.MinLength < 12 {
		t.Fatalf("a new admin password needs only %d characters", Password.MinLength)
	}
	if !strings.Contains(Password.TooShort, strconv.Itoa(Password.MinLength)) {
		t.Fatalf("tooShort %q does not name the minimum %d", Password.TooShort, Password.MinLength)
	}
	for name, msg := range map[string]string{"sameAsCurrent": Password.SameAsCurrent, "wrongCurrent": Password.WrongCurrent,
		"mustChoose": Password.MustChoose, "changed": Password.Changed} {
		if msg == "" {
			t.Errorf("the password rules have no %s message", name)
		}
	}
}

func TestLoadRulesRefusesIncompletePasswordRules(t *testing.T) {
	t.Parallel()
	const rest = `"resultBadges": {"thresholds": [{"badge": "good", "min": 60}], "otherwise": "moderate"},
		"generic": {"required": "Required", "invalid": "Invalid input", "maxLength": "At most {max}", "maxItems": "At most {max}"},
		"contact": ` + contactRules + `,
		"link": {"pattern": "^/", "message": "l", "website": {"scheme": "^https?://", "prefix": "https://", "message": "w"}, "image": {"pattern": "^/", "message": "i"}}, "video": {"youtubeOnly": "y"},
		"whiteSpace": {"pattern": "[ ]"},
		"uploads": {"tooLarge": "t", "tooLargeSent": "s", "kinds": {"image": "images", "pdf": "PDFs"}},
		"staff": ` + staffRules + `, "twoFactor": ` + twoFactorRules + `, "trash": {"keepDays": 30}, "review": {"noteMax": 500, "commentMax": 1000}, "redirects": ` + redirectRules + `, "slots": {"maxFilled": 9, "tooLong": "{length} {max}", "makesTooLong": "{field} {length} {max}", "noSlotsInSettings": "n"},
		"richText": {"inlines": 200, "marks": 3, "prose": {"blocks": 20, "items": 40}, "body": {"blocks": 50, "items": 100}, "invalid": "r"}`
	const complete = `"minLength": 12, "tooShort": "At least 12", "sameAsCurrent": "s", "wrongCurrent": "w", "mustChoose": "c", "changed": "d"`
	if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: []byte(`{` + rest + `, "password": {` + complete + `}}`)}}); err != nil {
		t.Fatalf("complete rules refused: %v", err)
	}
	for name, password := range map[string]string{
		"no password rules": ``,
		"no minimum":        `, "password": {"tooShort": "At least 12", "sameAsCurrent": "s", "wrongCurrent": "w", "mustChoose": "c", "changed": "d"}`,
		"no message":        `, "password": {"minLength": 12, "tooShort": "At least 12", "wrongCurrent": "w", "mustChoose": "c", "changed": "d"}`,
		"another minimum":   `, "password": {"minLength": 16, "tooShort": "At least 12", "sameAsCurrent": "s", "wrongCurrent": "w", "mustChoose": "c", "changed": "d"}`,
	} {
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: []byte(`{` + rest + password + `}`)}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func TestResultBadgesFollowTheSpecThresholds(t *testing.T) {
	t.Parallel()
	for improvement, want := range map[int]string{100: "excellent", 80: "excellent", 79: "veryGood", 70: "veryGood",
		69: "good", 60: "good", 59: "moderate", 0: "moderate"} {
		if got := ResultBadges.Badge(improvement); got != want {
			t.Errorf("%d%% is %q, want %q", improvement, got, want)
		}
	}
}

func TestLoadRulesRefusesAnIncompleteLinkRule(t *testing.T) {
	t.Parallel()
	const rest = `"resultBadges": {"thresholds": [{"badge": "good", "min": 60}], "otherwise": "moderate"},
		"generic": {"required": "Required", "invalid": "Invalid input", "maxLength": "At most {max}", "maxItems": "At most {max}"},
		"contact": ` + contactRules + `,
		"password": {"minLength": 12, "tooShort": "At least 12", "sameAsCurrent": "s", "wrongCurrent": "w", "mustChoose": "c", "changed": "d"}`
	for name, link := range map[string]string{
		"no link rule":       ``,
		"no pattern":         `, "link": {"website": {"message": "w"}}`,
		"a broken pattern":   `, "link": {"pattern": "^(", "website": {"message": "w"}}`,
		"no website message": `, "link": {"pattern": "^/"}`,
	} {
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: []byte(`{` + rest + link + `}`)}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func TestLoadRulesRefusesAWebsiteRuleThatWouldNotLinkTwiceTheSame(t *testing.T) {
	t.Parallel()
	full, err := LoadRules(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(*Rules){
		"no scheme":                   func(r *Rules) { r.Link.Website.Scheme = "" },
		"a broken scheme":             func(r *Rules) { r.Link.Website.Scheme = "^(https" },
		"no prefix":                   func(r *Rules) { r.Link.Website.Prefix = "" },
		"a prefix without the scheme": func(r *Rules) { r.Link.Website.Prefix = "ftp://" },
		"no message":                  func(r *Rules) { r.Link.Website.Message = "" },
		"no white space":              func(r *Rules) { r.WhiteSpace.Pattern = "" },
		"a broken white space":        func(r *Rules) { r.WhiteSpace.Pattern = "[ " },
	} {
		r := full
		change(&r)
		data, _ := json.Marshal(r)
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: data}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func TestUploadRefusalNamesTheLimit(t *testing.T) {
	t.Parallel()
	if got := Uploads.Refusal("image", 10<<20); got != "File too large: images can be at most 10 MB" {
		t.Errorf("image refusal = %q", got)
	}
	if got := Uploads.Refusal("pdf", 5<<19); got != "File too large: PDFs can be at most 2.5 MB" {
		t.Errorf("pdf refusal = %q", got)
	}
}

// staffRules is a complete staff block for the tests of other blocks.
const staffRules = `{"roles": [{"value": "owner", "label": "O", "description": "o"}, {"value": "editor", "label": "E", "description": "e"},
	{"value": "viewer", "label": "V", "description": "v"}], "notAllowed": "n", "deactivated": "d"}`

func TestLoadRulesRefusesStaffRolesOtherThanTheServersOwn(t *testing.T) {
	t.Parallel()
	full, err := LoadRules(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	for name, staff := range map[string]string{
		"no roles":      `{"notAllowed": "n", "deactivated": "d"}`,
		"another order": `{"roles": [{"value": "editor", "label": "E", "description": "e"}, {"value": "owner", "label": "O", "description": "o"}, {"value": "viewer", "label": "V", "description": "v"}], "notAllowed": "n", "deactivated": "d"}`,
		"an extra role": strings.Replace(staffRules, `}],`, `}, {"value": "admin", "label": "A", "description": "a"}],`, 1),
		"no label":      strings.Replace(staffRules, `"label": "O"`, `"label": ""`, 1),
		"no refusal":    strings.Replace(staffRules, `"notAllowed": "n"`, `"notAllowed": ""`, 1),
	} {
		data, _ := json.Marshal(full)
		var m map[string]json.RawMessage
		_ = json.Unmarshal(data, &m)
		m["staff"] = json.RawMessage(staff)
		data, _ = json.Marshal(m)
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: data}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func TestRolesRankOwnerOverEditorOverViewer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		role, min Role
		want      bool
	}{
		{RoleOwner, RoleOwner, true}, {RoleOwner, RoleEditor, true}, {RoleOwner, RoleViewer, true},
		{RoleEditor, RoleOwner, false}, {RoleEditor, RoleEditor, true}, {RoleEditor, RoleViewer, true},
		{RoleViewer, RoleOwner, false}, {RoleViewer, RoleEditor, false}, {RoleViewer, RoleViewer, true},
		{"", RoleViewer, false}, {"admin", RoleViewer, false},
	} {
		if got := c.role.AtLeast(c.min); got != c.want {
			t.Errorf("%q.AtLeast(%q) = %v, want %v", c.role, c.min, got, c.want)
		}
	}
}
