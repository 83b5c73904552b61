package content

import (
	"bytes"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/qrs-site/qrs/internal/richtext"
)

// RichTextRules bound a rich text beside its length (docs/rich-text.md), as
// web/content/rules.json states them for the content schema and the records alike: the most
// inline nodes of a paragraph and marks of a text, and the most blocks and list items of a
// document of each kind. Invalid words a stored document the format does not allow.
type RichTextRules struct {
	Inlines int            `json:"inlines"`
	Marks   int            `json:"marks"`
	Prose   RichTextLimits `json:"prose"`
	Body    RichTextLimits `json:"body"`
	Invalid string         `json:"invalid"`
}

// RichTextLimits are the most blocks and list items of a rich document of one kind.
type RichTextLimits struct {
	Blocks int `json:"blocks"`
	Items  int `json:"items"`
}

// RichText is the rules of rich text.
var RichText = rules.RichText

// RichValue is a record's rich text as its column stores it: the plain text itself, or the
// document's JSON (docs/rich-text.md). In the API it is what the content documents hold
// where they take rich text: a JSON string, or the document as a JSON object. A record's
// field of type RichTextType holds one; its check (Collection.Check) refuses a document the
// format does not allow and stores a document of one unmarked paragraph as its plain text.
type RichValue string

// IsDoc reports whether v holds a document rather than a plain text.
func (v RichValue) IsDoc() bool { return v.Text().IsDoc() }

// Text answers v read: its plain text, or its document. A document that does not read (a
// column written by hand) is its JSON as plain text, as the API shows it.
func (v RichValue) Text() richtext.Text {
	s := string(v)
	if !strings.HasPrefix(s, "{") {
		return richtext.String(s)
	}
	var t richtext.Text
	if json.Unmarshal([]byte(s), &t) != nil || !t.IsDoc() {
		return richtext.String(s)
	}
	return t
}

// PlainText answers v's words without marks, paragraphs on lines of their own.
func (v RichValue) PlainText() string { return v.Text().PlainText() }

// MarshalJSON writes a document as its JSON object and a plain text as a JSON string.
func (v RichValue) MarshalJSON() ([]byte, error) {
	if t := v.Text(); t.IsDoc() {
		return t.MarshalJSON()
	}
	return json.Marshal(string(v))
}

// UnmarshalJSON takes a JSON string or a document object; the document is kept as its JSON,
// for the check to read, refuse or make plain.
func (v *RichValue) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case bytes.Equal(data, []byte("null")):
		return nil
	case len(data) > 0 && data[0] == '{':
		var compact bytes.Buffer
		if err := json.Compact(&compact, data); err != nil {
			return err
		}
		*v = RichValue(compact.String())
		return nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return errors.New("want a text or a rich-text document")
	}
	*v = RichValue(s)
	return nil
}

// Value stores v as its text.
func (v RichValue) Value() (driver.Value, error) { return string(v), nil }

// Scan reads v from its column.
func (v *RichValue) Scan(src any) error {
	switch s := src.(type) {
	case nil:
		*v = ""
	case string:
		*v = RichValue(s)
	case []byte:
		*v = RichValue(s)
	default:
		return fmt.Errorf("content: a rich text cannot be read from %T", src)
	}
	return nil
}

// CheckRich answers s, a rich value as sent (a plain text, or a document's JSON), in the
// form it is stored: a plain text trimmed, a document written anew in its one stored form
// (a document of one paragraph without marks becomes its text). It refuses, in the words a
// person reads: a document the format does not allow or beyond the prose limits of
// RichTextRules, a link the link rule refuses, and texts longer together than max
// characters (0 for no limit).
func CheckRich(s string, max int) (string, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "{") {
		if max > 0 && len([]rune(s)) > max {
			return s, errors.New(Generic.TooLong(max))
		}
		return s, nil
	}
	var t richtext.Text
	if err := json.Unmarshal([]byte(s), &t); err != nil || !t.IsDoc() {
		return s, errors.New(RichText.Invalid)
	}
	if err := checkRichShape(t.Doc, RichText.Prose); err != nil {
		return s, err
	}
	for _, href := range t.Links() {
		if !IsSafeLink(href) {
			return s, errors.New(Link.Message)
		}
	}
	if max > 0 && t.Length() > max {
		return s, errors.New(Generic.TooLong(max))
	}
	t = t.Normal()
	if !t.IsDoc() {
		return strings.TrimSpace(t.Plain), nil
	}
	out, err := t.MarshalJSON()
	return string(out), err
}

// checkRichShape refuses a document with more blocks, list items, inline nodes or marks
// than the limits allow, or an empty paragraph, list or document, as the schema refuses one.
func checkRichShape(doc *richtext.Doc, limits RichTextLimits) error {
	if len(doc.Blocks) == 0 || len(doc.Blocks) > limits.Blocks {
		return errors.New(RichText.Invalid)
	}
	spans := func(ss []richtext.Span) error {
		if len(ss) == 0 || len(ss) > RichText.Inlines {
			return errors.New(RichText.Invalid)
		}
		return nil
	}
	for _, b := range doc.Blocks {
		if b.Type == richtext.TypeParagraph {
			if err := spans(b.Spans); err != nil {
				return err
			}
			continue
		}
		if len(b.Items) == 0 || len(b.Items) > limits.Items {
			return errors.New(RichText.Invalid)
		}
		for _, item := range b.Items {
			if err := spans(item); err != nil {
				return err
			}
		}
	}
	return nil
}

// FillRichSiteSlots answers t with the site document's values put into its {path} slots, in
// every text and href, by the rule of FillSiteSlots.
func FillRichSiteSlots(t richtext.Text, site map[string]any) richtext.Text {
	return t.Map(func(s string) string { return FillSiteSlots(s, site) })
}

// FillRichTemplate answers t with values put into its {name} slots, in every text and href,
// by the rule of FillTemplate.
func FillRichTemplate(t richtext.Text, values map[string]string) richtext.Text {
	return t.Map(func(s string) string { return FillTemplate(s, values) })
}

// RichTooLong answers the words refusing a rich text whose texts hold more than max
// characters together, as a plain text over its limit is refused; "" when it fits.
func RichTooLong(t richtext.Text, max int) string {
	if t.Length() > max {
		return Generic.TooLong(max)
	}
	return ""
}
