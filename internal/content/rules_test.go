package content

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/web"
)

// The wording of spec §5, typed here on purpose: rules.json must say exactly this.
func TestContactRulesSayTheSpecsWords(t *testing.T) {
	t.Parallel()
	want := map[string]string{
		"name":    "Name must be at least 2 characters",
		"email":   "Please enter a valid email address",
		"subject": "Please select a subject",
		"message": "Message must be at least 10 characters",
	}
	got := map[string]string{"name": Contact.Name.Message, "email": Contact.Email.Message,
		"subject": Contact.Subject.Message, "message": Contact.Message.Message}
	if !maps.Equal(got, want) {
		t.Fatalf("messages = %v, want %v", got, want)
	}
	if Contact.Name.MinLength != 2 || Contact.Message.MinLength != 10 {
		t.Fatalf("minimum lengths %d and %d, want 2 and 10 (spec §9)", Contact.Name.MinLength, Contact.Message.MinLength)
	}
	wantSubjects := []ContactSubject{{"qrs-technology", "QRS Technology"}, {"qrs-coin", "QRS Coin Investment"},
		{"wellness-centers", "Wellness Centers"}, {"other", "Other"}}
	if !slices.Equal(Contact.Subjects, wantSubjects) {
		t.Fatalf("subjects = %v", Contact.Subjects)
	}
	if MsgRequired != "Required" || MsgInvalidInput != "Invalid input" {
		t.Fatal("the generic messages differ from the spec's")
	}
}

func TestContactMessageIsRefusedWithTheRulesMessages(t *testing.T) {
	t.Parallel()
	m := ContactMessage{Name: " A ", Email: "nope", Subject: "pricing", Message: "too short"}
	got := m.Normalize()
	want := FieldErrors{"name": Contact.Name.Message, "email": Contact.Email.Message,
		"subject": Contact.Subject.Message, "message": Contact.Message.Message}
	if !maps.Equal(got, want) {
		t.Fatalf("errors = %v", got)
	}
	ok := ContactMessage{Name: "Ann", Email: "ann@example.com", Subject: "qrs-coin", Message: "Ten chars!"}
	if errs := ok.Normalize(); errs != nil {
		t.Fatalf("a good message was refused: %v", errs)
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
	for name, data := range map[string]string{
		"no subjects":         `{"generic": {"required": "Required", "invalid": "Invalid input", "maxLength": "At most {max}", "maxItems": "At most {max}"}, "contact": {"name": {"minLength": 2, "message": "m"}, "email": {"pattern": ".", "maxLength": 9, "message": "m"}, "subject": {"message": "m"}, "message": {"minLength": 1, "message": "m"}}}`,
		"bad pattern":         `{"generic": {"required": "Required", "invalid": "Invalid input", "maxLength": "At most {max}", "maxItems": "At most {max}"}, "contact": {"subjects": [{"value": "a", "label": "A"}], "name": {"minLength": 2, "message": "m"}, "email": {"pattern": "(", "maxLength": 9, "message": "m"}, "subject": {"message": "m"}, "message": {"minLength": 1, "message": "m"}}}`,
		"missing message":     `{"generic": {"required": "Required", "invalid": "Invalid input", "maxLength": "At most {max}", "maxItems": "At most {max}"}, "contact": {"subjects": [{"value": "a", "label": "A"}], "name": {"minLength": 2}, "email": {"pattern": ".", "maxLength": 9, "message": "m"}, "subject": {"message": "m"}, "message": {"minLength": 1, "message": "m"}}}`,
		"not JSON":            `{`,
		"no generic messages": `{"contact": {"subjects": [{"value": "a", "label": "A"}], "name": {"minLength": 2, "message": "m"}, "email": {"pattern": ".", "maxLength": 9, "message": "m"}, "subject": {"message": "m"}, "message": {"minLength": 1, "message": "m"}}}`,
	} {
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: []byte(data)}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

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
		"contact": {"subjects": [{"value": "a", "label": "A"}], "name": {"minLength": 2, "message": "m"}, "email": {"pattern": ".", "maxLength": 9, "message": "m"}, "subject": {"message": "m"}, "message": {"minLength": 1, "message": "m"}},
		"link": {"pattern": "^/", "website": {"scheme": "^https?://", "prefix": "https://", "message": "w"}, "image": {"pattern": "^/", "message": "i"}}, "video": {"youtubeOnly": "y"},
		"whiteSpace": {"pattern": "[ ]"},
		"uploads": {"tooLarge": "t", "tooLargeSent": "s", "kinds": {"image": "images", "pdf": "PDFs"}},
		"staff": ` + staffRules + `, "twoFactor": ` + twoFactorRules + `, "trash": {"keepDays": 30}, "slots": {"maxFilled": 9, "tooLong": "{length} {max}", "makesTooLong": "{field} {length} {max}", "noSlotsInSettings": "n"}`
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
		"contact": {"subjects": [{"value": "a", "label": "A"}], "name": {"minLength": 2, "message": "m"}, "email": {"pattern": ".", "maxLength": 9, "message": "m"}, "subject": {"message": "m"}, "message": {"minLength": 1, "message": "m"}},
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
