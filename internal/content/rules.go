package content

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/web"
)

// Rules are the validation rules of spec §5 that the server shares with the web forms, as
// web/content/rules.json states them: both sides read the same file, so they refuse the
// same input with the same words.
type Rules struct {
	ResultBadges ResultBadgeRules `json:"resultBadges"`
	Generic      GenericMessages  `json:"generic"`
	Contact      ContactRules     `json:"contact"`
	Password     PasswordRules    `json:"password"`
	Link         LinkRules        `json:"link"`
	Video        VideoRules       `json:"video"`
	Uploads      UploadRules      `json:"uploads"`
	Staff        StaffRules       `json:"staff"`
	TwoFactor    TwoFactorRules   `json:"twoFactor"`
	Trash        TrashRules       `json:"trash"`
	Review       ReviewRules      `json:"review"`
	Slots        SlotRules        `json:"slots"`
	WhiteSpace   WhiteSpaceRules  `json:"whiteSpace"`
	PartnerType  PartnerTypeRules `json:"partnerType"`
	Redirects    RedirectRules    `json:"redirects"`
	RichText     RichTextRules    `json:"richText"`
}

// WhiteSpaceRules say what is white space wherever both sides trim a text or read its
// spaces: Pattern is a character class of exactly the characters of JavaScript's \s and
// trim(), written out so that Go's regexp (whose \s is ASCII only) reads the same class.
type WhiteSpaceRules struct {
	Pattern string `json:"pattern"`
}

// PartnerTypeRules make a partner category's name into the partner-type value its partners
// carry (spec §5): the name lowercased (as JavaScript's toLowerCase does) when Lowercase,
// each run of white space replaced by Joiner.
type PartnerTypeRules struct {
	Lowercase bool   `json:"lowercase"`
	Joiner    string `json:"joiner"`
}

// ReviewRules bound the texts of review before publishing: the note that goes with a draft
// sent for review, and the comment of a reviewer who sends it back.
type ReviewRules struct {
	NoteMax    int `json:"noteMax"`
	CommentMax int `json:"commentMax"`
}

// TrashRules say how long a deleted record waits in the trash before it is removed for
// good; the panel's words about the trash read the same number.
type TrashRules struct {
	KeepDays int `json:"keepDays"`
}

// ResultBadgeRules name a clinical result's badge by its improvement percent (spec §4,
// thresholds §9): the first threshold it reaches, else Otherwise. The home document words
// each badge.
type ResultBadgeRules struct {
	Thresholds []struct {
		Badge string `json:"badge"`
		Min   int    `json:"min"`
	} `json:"thresholds"`
	Otherwise string `json:"otherwise"`
}

// Badge names the badge of a result that improved by improvement percent.
func (r ResultBadgeRules) Badge(improvement int) string {
	for _, t := range r.Thresholds {
		if improvement >= t.Min {
			return t.Badge
		}
	}
	return r.Otherwise
}

// GenericMessages are the fallback messages of spec §5 (zod's own), and the words of a
// text or list over its limit ({max} is the limit).
type GenericMessages struct {
	Required  string `json:"required"`
	Invalid   string `json:"invalid"`
	MaxLength string `json:"maxLength"`
	// InvalidDate is the message of a date that is not one (YYYY-MM-DD).
	InvalidDate string `json:"invalidDate"`
	MaxItems    string `json:"maxItems"`
}

// TooLong words a text over its limit of max characters.
func (g GenericMessages) TooLong(max int) string {
	return strings.ReplaceAll(g.MaxLength, "{max}", strconv.Itoa(max))
}

// TooMany words a list over its limit of max items.
func (g GenericMessages) TooMany(max int) string {
	return strings.ReplaceAll(g.MaxItems, "{max}", strconv.Itoa(max))
}

// ContactRules are the rules of the contact form: its subjects, lengths and e-mail pattern,
// and its words in every language of the site (Messages by language code), which the form
// shows in the language of its page and the server answers in the language of the message.
type ContactRules struct {
	Subjects []ContactSubject `json:"subjects"`
	Name     struct {
		MinLength int `json:"minLength"`
	} `json:"name"`
	Email   EmailRule `json:"email"`
	Message struct {
		MinLength int `json:"minLength"`
	} `json:"message"`
	Messages map[string]ContactWords `json:"messages"`
}

// ContactSubject is one choice of the contact form's subject: its value, which a message
// stores, and its label in each language.
type ContactSubject struct {
	Value string            `json:"value"`
	Label map[string]string `json:"label"`
}

// ContactWords are the contact form's messages in one language: one per field (spec §5's
// in English), the generic ones of a value missing or of the wrong kind, the words of a text
// over its limit ({max}) and of a visitor over the message limit.
type ContactWords struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Subject  string `json:"subject"`
	Message  string `json:"message"`
	Required string `json:"required"`
	Invalid  string `json:"invalid"`
	TooLong  string `json:"tooLong"`
	TooMany  string `json:"tooMany"`
}

// TooLongBy words a text over its limit of max characters.
func (w ContactWords) TooLongBy(max int) string {
	return strings.ReplaceAll(w.TooLong, "{max}", strconv.Itoa(max))
}

// EmailRule is what an e-mail address must look like: the pattern, and at most MaxLength
// characters.
type EmailRule struct {
	Pattern   string `json:"pattern"`
	MaxLength int    `json:"maxLength"`
}

// PasswordRules are the rules of a password an admin chooses in the panel, and the words
// of its refusals. The panel checks the new password with them before sending it.
type PasswordRules struct {
	// MinLength is the fewest characters (Unicode characters, not bytes) of a new password;
	// TooShort says so.
	MinLength int    `json:"minLength"`
	TooShort  string `json:"tooShort"`
	// SameAsCurrent refuses a new password equal to the current one; WrongCurrent a current
	// password that is not the admin's.
	SameAsCurrent string `json:"sameAsCurrent"`
	WrongCurrent  string `json:"wrongCurrent"`
	// MustChoose is the 403 of every admin route while the admin still has the generated
	// first password; the panel recognises it and asks for a new one.
	MustChoose string `json:"mustChoose"`
	// Changed is the answer to a password changed.
	Changed string `json:"changed"`
}

// LinkRules are the one rule of every link the site keeps: the links of the content
// documents (web/src/content/schema.ts writes Pattern into schema.json), the files of the
// records and a partner's website. Pattern takes a page or section of this site ("/team",
// "#top"), another site over http(s) by its host name (no user name, a port only as
// digits), an e-mail address (mailto:) or a phone number (tel:); nothing that runs code
// (javascript:, data:), no other site without its scheme ("//host"), no control character.
type LinkRules struct {
	Pattern string `json:"pattern"`
	// Message words the refusal of a link the pattern does not take.
	Message string `json:"message"`
	// Website is the rule of a partner's website, which may leave out its https://: an
	// address not matching Scheme (http:// or https://, in any case) is linked with Prefix
	// before it; Message words its refusal.
	Website struct {
		Scheme  string `json:"scheme"`
		Prefix  string `json:"prefix"`
		Message string `json:"message"`
	} `json:"website"`
	// Image is the rule of a picture's address in the content: an upload or another file
	// of the site, or an image on another site over http(s).
	Image struct {
		Pattern string `json:"pattern"`
		Message string `json:"message"`
	} `json:"image"`
}

// VideoRules word the refusal of a gallery video's link: the gallery plays YouTube videos only.
type VideoRules struct {
	YoutubeOnly string `json:"youtubeOnly"`
}

// UploadRules word the refusal of a file over its kind's size limit. TooLarge is the
// panel's, before the upload starts ({name}, {size}, {kinds}, {limit}); TooLargeSent the
// server's, of a file that came anyway ({kinds}, {limit}). Kinds names each kind of upload
// in the plural ("images", "PDFs"). The limits themselves are the server's configuration,
// which GET /api/upload/limits tells the panel.
type UploadRules struct {
	TooLarge     string            `json:"tooLarge"`
	TooLargeSent string            `json:"tooLargeSent"`
	Kinds        map[string]string `json:"kinds"`
}

// Refusal words the server's refusal of a file of kind ("image", "pdf") over limit bytes:
// "File too large: images can be at most 10 MB".
func (u UploadRules) Refusal(kind string, limit int64) string {
	return strings.NewReplacer("{kinds}", u.Kinds[kind], "{limit}", Megabytes(limit)).Replace(u.TooLargeSent)
}

// Megabytes shows a byte count in megabytes of 1024 × 1024 bytes, as the size limits are
// set: "10 MB", "2.5 MB". The panel's upload-limits.ts shows sizes the same way.
func Megabytes(n int64) string {
	mb := float64(n) / (1 << 20)
	if n%(1<<20) == 0 {
		return strconv.FormatInt(n>>20, 10) + " MB"
	}
	return strconv.FormatFloat(mb, 'f', 1, 64) + " MB"
}

// Uploads holds the words of an upload over its size limit.
var Uploads = rules.Uploads

// rules are the shared rules built into the binary, read at start.
var rules = mustRules(web.Content())

// Contact holds the contact form's rules.
var Contact = rules.Contact

// Password holds the rules of a new admin password.
var Password = rules.Password

// Link holds the rule of every link the site keeps.
var Link = rules.Link

// Trash holds how long the trash keeps what was deleted.
var Trash = rules.Trash

// ReviewLimits are the longest note and comment of a review (web/content/rules.json).
var ReviewLimits = rules.Review

// Staff holds the staff roles and the words of a refused role.
var Staff = rules.Staff

// Video holds the words of a refused video link.
var Video = rules.Video

// ResultBadges holds the clinical results' badge thresholds.
var ResultBadges = rules.ResultBadges

// The generic messages of spec §5, for any field.
var (
	MsgRequired     = rules.Generic.Required
	MsgInvalidInput = rules.Generic.Invalid
)

// Generic holds the generic messages, with the words of a text or list over its limit.
var Generic = rules.Generic

// emailPattern is Contact.Email.Pattern compiled.
var emailPattern = regexp.MustCompile(Contact.Email.Pattern)

// linkPattern is Link.Pattern compiled.
var linkPattern = regexp.MustCompile(Link.Pattern)

// LoadRules reads rules.json of a content model folder and checks that every rule is there.
func LoadRules(fsys fs.FS) (Rules, error) {
	var r Rules
	data, err := fs.ReadFile(fsys, "rules.json")
	if err != nil {
		return Rules{}, err
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return Rules{}, fmt.Errorf("rules.json: %w", err)
	}
	c := r.Contact
	if len(r.ResultBadges.Thresholds) == 0 || r.ResultBadges.Otherwise == "" {
		return Rules{}, fmt.Errorf("rules.json: the result badges are missing")
	}
	if r.Generic.Required == "" || r.Generic.Invalid == "" ||
		!strings.Contains(r.Generic.MaxLength, "{max}") || !strings.Contains(r.Generic.MaxItems, "{max}") {
		return Rules{}, fmt.Errorf("rules.json: the generic messages are missing")
	}
	if err := c.check(); err != nil {
		return Rules{}, fmt.Errorf("rules.json: %w", err)
	}
	p := r.Password
	if p.MinLength <= 0 || p.TooShort == "" || p.SameAsCurrent == "" || p.WrongCurrent == "" || p.MustChoose == "" || p.Changed == "" {
		return Rules{}, fmt.Errorf("rules.json: the password rules are incomplete")
	}
	if r.RichText.Inlines == 0 || r.RichText.Prose.Blocks == 0 || r.RichText.Body.Blocks == 0 || r.RichText.Invalid == "" || r.Link.Message == "" {
		return Rules{}, fmt.Errorf("rules.json: the rich-text rules are incomplete")
	}
	if !strings.Contains(p.TooShort, strconv.Itoa(p.MinLength)) {
		return Rules{}, fmt.Errorf("rules.json: the password's tooShort %q does not name its minLength %d", p.TooShort, p.MinLength)
	}
	if _, err := regexp.Compile(c.Email.Pattern); err != nil {
		return Rules{}, fmt.Errorf("rules.json: e-mail pattern: %w", err)
	}
	if r.Video.YoutubeOnly == "" {
		return Rules{}, fmt.Errorf("rules.json: the video link message is missing")
	}
	if r.Link.Pattern == "" {
		return Rules{}, fmt.Errorf("rules.json: the link rule is incomplete")
	}
	if _, err := regexp.Compile(r.Link.Pattern); err != nil {
		return Rules{}, fmt.Errorf("rules.json: link pattern: %w", err)
	}
	if err := r.checkWebsite(); err != nil {
		return Rules{}, fmt.Errorf("rules.json: %w", err)
	}
	if _, err := regexp.Compile(r.WhiteSpace.Pattern); err != nil || r.WhiteSpace.Pattern == "" {
		return Rules{}, fmt.Errorf("rules.json: white space pattern: %v", err)
	}
	if r.Link.Image.Message == "" {
		return Rules{}, fmt.Errorf("rules.json: the image rule's message is missing")
	}
	if _, err := regexp.Compile(r.Link.Image.Pattern); err != nil || r.Link.Image.Pattern == "" {
		return Rules{}, fmt.Errorf("rules.json: image pattern: %v", err)
	}
	if u := r.Uploads; u.TooLarge == "" || u.TooLargeSent == "" || u.Kinds["image"] == "" || u.Kinds["pdf"] == "" {
		return Rules{}, fmt.Errorf("rules.json: the upload rules are incomplete")
	}
	if s := r.Slots; s.MaxFilled < 1 || !strings.Contains(s.TooLong, "{max}") || !strings.Contains(s.MakesTooLong, "{field}") || s.NoSlotsInSettings == "" {
		return Rules{}, fmt.Errorf("rules.json: the slot rules are incomplete")
	}
	if r.Review.NoteMax < 1 || r.Review.CommentMax < 1 {
		return Rules{}, fmt.Errorf("rules.json: review allows no note or comment (%d, %d)", r.Review.NoteMax, r.Review.CommentMax)
	}
	if r.Trash.KeepDays < 1 {
		return Rules{}, fmt.Errorf("rules.json: the trash keeps nothing (keepDays %d)", r.Trash.KeepDays)
	}
	if err := r.Redirects.check(); err != nil {
		return Rules{}, fmt.Errorf("rules.json: %w", err)
	}
	if err := r.Staff.check(); err != nil {
		return Rules{}, fmt.Errorf("rules.json: %w", err)
	}
	if err := r.TwoFactor.check(); err != nil {
		return Rules{}, fmt.Errorf("rules.json: %w", err)
	}
	return r, nil
}

// checkWebsite checks the website rule: its scheme pattern compiles, and an address the
// prefix was put before has the scheme, so linking a website twice changes nothing.
func (r Rules) checkWebsite() error {
	w := r.Link.Website
	if w.Message == "" || w.Prefix == "" {
		return fmt.Errorf("the website rule is incomplete")
	}
	scheme, err := regexp.Compile(w.Scheme)
	if err != nil || w.Scheme == "" {
		return fmt.Errorf("website scheme: %v", err)
	}
	if !scheme.MatchString(w.Prefix + "example.com") {
		return fmt.Errorf("the website prefix %q does not have the scheme %q", w.Prefix, w.Scheme)
	}
	return nil
}

func mustRules(fsys fs.FS) Rules {
	r, err := LoadRules(fsys)
	if err != nil {
		panic(err) // the rules are built into the binary: a test proves they load
	}
	return r
}

// check checks that the contact rules are complete: lengths, and every word of the form in
// every language of the site, each field message naming the minimum it states.
func (r ContactRules) check() error {
	if len(r.Subjects) == 0 || r.Name.MinLength <= 0 || r.Message.MinLength <= 0 || r.Email.MaxLength <= 0 {
		return fmt.Errorf("the contact rules are incomplete")
	}
	for _, l := range Languages.Languages {
		w, ok := r.Messages[l.Code]
		if !ok || w.Name == "" || w.Email == "" || w.Subject == "" || w.Message == "" || w.Required == "" ||
			w.Invalid == "" || !strings.Contains(w.TooLong, "{max}") || w.TooMany == "" {
			return fmt.Errorf("the contact form's messages in %q are incomplete", l.Code)
		}
		if !strings.Contains(w.Name, strconv.Itoa(r.Name.MinLength)) || !strings.Contains(w.Message, strconv.Itoa(r.Message.MinLength)) {
			return fmt.Errorf("the contact form's messages in %q do not name the minimum lengths %d and %d", l.Code, r.Name.MinLength, r.Message.MinLength)
		}
		for _, s := range r.Subjects {
			if s.Value == "" || s.Label[l.Code] == "" {
				return fmt.Errorf("the contact subject %q has no label in %q", s.Value, l.Code)
			}
		}
	}
	return nil
}

// Words answers the contact form's messages in the language locale; those of the default
// language for a locale the site does not speak.
func (r ContactRules) Words(locale string) ContactWords {
	if w, ok := r.Messages[locale]; ok {
		return w
	}
	return r.Messages[DefaultLocale]
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

// SubjectLabel answers the label of a subject value as the visitor chose it, in the language
// locale ("QRS Coin Investment"; the default language's for another); an unknown value is
// answered as it is.
func (r ContactRules) SubjectLabel(v, locale string) string {
	for _, s := range r.Subjects {
		if s.Value != v {
			continue
		}
		if label, ok := s.Label[locale]; ok {
			return label
		}
		return s.Label[DefaultLocale]
	}
	return v
}
