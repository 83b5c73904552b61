package contentschema

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
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

// linkPlaces answers the places of the links in a document of schema, each as the
// property names from the root, anyItem for any item of a list, in name order.
func linkPlaces(schema any) [][]string {
	var out [][]string
	var walk func(s any, at []string)
	walk = func(s any, at []string) {
		m, ok := s.(map[string]any)
		if !ok {
			return
		}
		if p, ok := m["pattern"].(string); ok && isLinkPattern(p) {
			out = append(out, slices.Clone(at))
			return
		}
		if props, ok := m["properties"].(map[string]any); ok {
			for _, k := range slices.Sorted(maps.Keys(props)) {
				walk(props[k], append(slices.Clip(at), k))
			}
		}
		if items, ok := m["items"]; ok {
			walk(items, append(slices.Clip(at), anyItem))
		}
		for _, k := range []string{"anyOf", "oneOf", "allOf"} {
			if subs, ok := m[k].([]any); ok {
				for _, sub := range subs {
					walk(sub, at)
				}
			}
		}
	}
	walk(schema, nil)
	return out
}

// EachLink calls fn with every link of the document of key (as body) that is not empty,
// with its JSON pointer, in the order of the schema's places.
func (m *Model) EachLink(key string, body []byte, fn func(pointer, link string)) {
	var doc any
	if json.Unmarshal(body, &doc) != nil {
		return
	}
	for _, place := range m.links[key] {
		eachAt(doc, place, nil, func(at []string, v any) {
			if s, ok := v.(string); ok && s != "" {
				fn(Pointer(at), s)
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
