package contentschema

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// CheckSlots refuses, by field, what would make a text of the document of key (as body)
// grow past what a filled text may hold once its site slots are filled from site (the site
// document as it will be when body is live), and, in the site document itself, a setting
// holding a {…} slot: its value is put into other texts and never filled in again, so
// visitors would see the slot.
//
// For the site document, others are the other documents as they are (by key), whose texts
// the new settings would fill; a text of theirs grown too long is refused at the setting
// that grew it most.
func CheckSlots(key string, body, site []byte, others map[string][]byte) error {
	var siteValues map[string]any
	if err := json.Unmarshal(site, &siteValues); err != nil {
		return nil // the schema's check says what is wrong with it
	}
	fields := content.FieldErrors{}
	check := func(doc []byte, found func(at, text string, length int)) {
		var v any
		if json.Unmarshal(doc, &v) != nil {
			return
		}
		walkTexts(v, nil, func(at []string, text string) {
			if n := filledLength(text, siteValues); n > content.Slots.MaxFilled {
				found(Pointer(at), text, n)
			}
		})
	}
	check(body, func(at, _ string, n int) { fields[at] = content.Slots.Words(content.Slots.TooLong, n, "") })
	if key == "site" {
		var v any
		if json.Unmarshal(body, &v) == nil {
			walkTexts(v, nil, func(at []string, text string) {
				if content.SiteSlot.MatchString(text) {
					fields[Pointer(at)] = content.Slots.NoSlotsInSettings
				}
			})
		}
		for _, other := range slices.Sorted(maps.Keys(others)) {
			check(others[other], func(at, text string, n int) {
				if setting := grownMostBy(text, siteValues); setting != "" {
					if _, taken := fields[setting]; !taken {
						fields[setting] = content.Slots.Words(content.Slots.MakesTooLong, n, other+" "+at)
					}
				}
			})
		}
	}
	if len(fields) > 0 {
		return content.ValidationError(fields)
	}
	return nil
}

// filledLength is how many characters text would have with every site slot filled.
func filledLength(text string, site map[string]any) int {
	n := utf8.RuneCountInString(text)
	for _, m := range content.SiteSlot.FindAllStringSubmatch(text, -1) {
		if v, ok := content.SiteValue(site, m[1]); ok {
			n += utf8.RuneCountInString(v) - utf8.RuneCountInString(m[0])
		}
	}
	return n
}

// grownMostBy answers the pointer of the site setting whose value adds the most to text.
func grownMostBy(text string, site map[string]any) string {
	added := map[string]int{}
	for _, m := range content.SiteSlot.FindAllStringSubmatch(text, -1) {
		if v, ok := content.SiteValue(site, m[1]); ok {
			added[m[1]] += utf8.RuneCountInString(v)
		}
	}
	most, at := 0, ""
	for path, n := range added {
		if n > most || (n == most && path < at) {
			most, at = n, path
		}
	}
	if at == "" {
		return ""
	}
	return "/" + replaceDots(at)
}

func replaceDots(path string) string {
	out := []byte(path)
	for i, c := range out {
		if c == '.' {
			out[i] = '/'
		}
	}
	return string(out)
}

// walkTexts calls fn with every string of v and its path. A rich text stored as a
// document is read as its texts and links' hrefs, each at the rich text's path (the field
// an editor sees): the pages fill each of them on its own, and its node types are no text.
func walkTexts(v any, at []string, fn func(at []string, text string)) {
	if text, ok := richtext.DocValue(v); ok {
		for _, s := range text.Strings() {
			fn(at, s)
		}
		return
	}
	switch v := v.(type) {
	case string:
		fn(at, v)
	case []any:
		for i, item := range v {
			walkTexts(item, append(slices.Clip(at), strconv.Itoa(i)), fn)
		}
	case map[string]any:
		for k, item := range v {
			walkTexts(item, append(slices.Clip(at), k), fn)
		}
	}
}
