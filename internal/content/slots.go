package content

import (
	"regexp"
	"strconv"
	"strings"
)

// SlotRules bound what a text's {slots} may grow to once filled in: the pages and PDFs fill
// each text once (a value put in is never filled in again), and stop filling once a text
// would pass MaxFilled characters, leaving the rest of its slots as written; a save that
// would make a text that long is refused with these words.
type SlotRules struct {
	MaxFilled         int    `json:"maxFilled"`
	TooLong           string `json:"tooLong"`           // {length}, {max}
	MakesTooLong      string `json:"makesTooLong"`      // {field}, {length}, {max}
	NoSlotsInSettings string `json:"noSlotsInSettings"` // a site setting holding a {…} slot
}

// Slots holds the rules of a text's slots.
var Slots = rules.Slots

// Words fills the {length}, {max} and {field} of one of the rules' messages.
func (r SlotRules) Words(msg string, length int, field string) string {
	return strings.NewReplacer("{length}", strconv.Itoa(length), "{max}", strconv.Itoa(r.MaxFilled), "{field}", field).Replace(msg)
}

var (
	templateSlot = regexp.MustCompile(`\{(\w+)\}`)
	// SiteSlot finds a {path} slot of a text, a dotted path into the site document.
	SiteSlot = regexp.MustCompile(`\{(\w+(?:\.\w+)+)\}`)
)

// FillTemplate puts values into a text's {name} slots as the pages do: a slot without a
// value stays as written.
func FillTemplate(text string, values map[string]string) string {
	return fill(text, templateSlot, func(name string) (string, bool) {
		v, ok := values[name]
		return v, ok
	})
}

// FillSiteSlots puts values of the site document into a text's {path} slots, a dotted
// path into that document ("{company.name}", "{contact.privacyEmail}"), by the rule the
// pages follow (web/src/lib/fill-template.ts): a slot that names no text or number stays as
// written. A number is put in as its digits; a text of a page or PDF, which has a language,
// is filled by FillSiteSlotsIn, which writes a number (a fact) as that language does.
func FillSiteSlots(text string, site map[string]any) string {
	return fill(text, SiteSlot, func(path string) (string, bool) { return SiteValue(site, path) })
}

// SiteValue answers the text or number at a dotted path of the site document.
func SiteValue(site map[string]any, path string) (string, bool) {
	value, ok := siteValue(site, path)
	if f, isNumber := value.(float64); ok && isNumber {
		return strconv.FormatFloat(f, 'f', -1, 64), true
	}
	s, isText := value.(string)
	return s, ok && isText
}

// siteValue answers what is at a dotted path of the site document.
func siteValue(site map[string]any, path string) (any, bool) {
	var value any = site
	for _, key := range strings.Split(path, ".") {
		m, ok := value.(map[string]any)
		if !ok {
			return nil, false
		}
		value = m[key]
	}
	return value, value != nil
}

// fill replaces each slot of text that value knows, in one pass, until the text would pass
// the slots' MaxFilled characters; the slots after that stay as written.
func fill(text string, slot *regexp.Regexp, value func(name string) (string, bool)) string {
	length := len([]rune(text))
	full := false
	return slot.ReplaceAllStringFunc(text, func(s string) string {
		if full {
			return s
		}
		v, ok := value(s[1 : len(s)-1])
		if !ok {
			return s
		}
		grown := length - len([]rune(s)) + len([]rune(v))
		if grown > Slots.MaxFilled {
			full = true
			return s
		}
		length = grown
		return v
	})
}
