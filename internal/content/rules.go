package content

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"

	"github.com/qrs-site/qrs/web"
)

// ContactRules are the rules of spec §5 for the contact form as web/content/rules.json
// states them; the web form reads the same file, so both sides refuse the same input with
// the same words.
type ContactRules struct {
	Subjects []ContactSubject `json:"subjects"`
	Name     LengthRule       `json:"name"`
	Email    EmailRule        `json:"email"`
	Subject  struct {
		Message string `json:"message"`
	} `json:"subject"`
	Message LengthRule `json:"message"`
}

// ContactSubject is one choice of the contact form's subject.
type ContactSubject struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// LengthRule asks for at least MinLength characters, saying Message otherwise.
type LengthRule struct {
	MinLength int    `json:"minLength"`
	Message   string `json:"message"`
}

// EmailRule is what an e-mail address must look like, saying Message otherwise.
type EmailRule struct {
	Pattern   string `json:"pattern"`
	MaxLength int    `json:"maxLength"`
	Message   string `json:"message"`
}

// Contact holds the contact form's rules, read from the binary's content model at start.
var Contact = mustContactRules(web.Content())

// emailPattern is Contact.Email.Pattern compiled.
var emailPattern = regexp.MustCompile(Contact.Email.Pattern)

// LoadContactRules reads the contact rules from rules.json of a content model folder and
// checks that every rule is there.
func LoadContactRules(fsys fs.FS) (ContactRules, error) {
	var file struct {
		Contact ContactRules `json:"contact"`
	}
	data, err := fs.ReadFile(fsys, "rules.json")
	if err != nil {
		return ContactRules{}, err
	}
	if err := json.Unmarshal(data, &file); err != nil {
		return ContactRules{}, fmt.Errorf("rules.json: %w", err)
	}
	r := file.Contact
	if len(r.Subjects) == 0 || r.Name.MinLength <= 0 || r.Message.MinLength <= 0 || r.Email.MaxLength <= 0 ||
		r.Name.Message == "" || r.Email.Message == "" || r.Subject.Message == "" || r.Message.Message == "" {
		return ContactRules{}, fmt.Errorf("rules.json: the contact rules are incomplete")
	}
	if _, err := regexp.Compile(r.Email.Pattern); err != nil {
		return ContactRules{}, fmt.Errorf("rules.json: e-mail pattern: %w", err)
	}
	return r, nil
}

func mustContactRules(fsys fs.FS) ContactRules {
	r, err := LoadContactRules(fsys)
	if err != nil {
		panic(err) // the rules are built into the binary: a test proves they load
	}
	return r
}

// IsContactSubject reports whether v is the value of one of the contact form's subjects.
func (r ContactRules) IsContactSubject(v string) bool {
	for _, s := range r.Subjects {
		if s.Value == v {
			return true
		}
	}
	return false
}
