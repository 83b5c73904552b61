package contentschema

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// The links of a document are where its schema says: a text whose pattern is the link
// rule or the picture rule of rules.json (schema.ts writes them into schema.json), or one
// that takes only paths of the site (the legal page's PDFs, "^\/legal\/…"). A label that
// merely says "Image" is not one.

// anyItem stands for every item of a list in a link's place.
const anyItem = "*"

// isLinkPattern reports whether a text of this pattern is a link.
func isLinkPattern(p string) bool {
	return p == content.Link.Pattern || p == content.Link.Image.Pattern || strings.HasPrefix(p, `^\/`)
}

// EachLink calls fn with every link of the document of key (as body) that is not empty,
// with its JSON pointer, in the order of the schema's places: a link field's own, and
// every link inside a rich text, at the rich text's pointer (its field, as the editor
// names it).
func (m *Model) EachLink(key string, body []byte, fn func(pointer, link string)) {
	var doc any
	if json.Unmarshal(body, &doc) != nil {
		return
	}
	for _, p := range m.places[key] {
		eachAt(doc, p.at, nil, func(at []string, v any) {
			if !p.rich {
				if s, ok := v.(string); ok && s != "" {
					fn(Pointer(at), s)
				}
				return
			}
			if text, ok := richtext.DocValue(v); ok {
				for _, href := range text.Links() {
					if href != "" {
						fn(Pointer(at), href)
					}
				}
			}
		})
	}
}

// eachAt calls fn with every value of v at place (anyItem taking each item of a list),
// with its path.
func eachAt(v any, place, at []string, fn func(at []string, v any)) {
	if len(place) == 0 {
		fn(at, v)
		return
	}
	switch v := v.(type) {
	case []any:
		if place[0] == anyItem {
			for i, item := range v {
				eachAt(item, place[1:], append(slices.Clip(at), strconv.Itoa(i)), fn)
			}
		}
	case map[string]any:
		if item, ok := v[place[0]]; ok {
			eachAt(item, place[1:], append(slices.Clip(at), place[0]), fn)
		}
	}
}
