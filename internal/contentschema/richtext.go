package contentschema

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// A rich text (docs/rich-text.md) is where the schema takes either a string or a document
// of type "doc": an anyOf of a string and an object whose "type" is the const "doc". Its
// string's maxLength is also the most its document's texts may hold together, which JSON
// Schema cannot say, so Validate checks it beside the schema.

// place is where a document's schema takes a link or a rich text, as the property names
// from the root (anyItem for any item of a list).
type place struct {
	at   []string
	rich bool // a rich text, whose links are its link marks
	max  int  // of a rich text: the most characters of its texts together (0: no limit)
}

// resolve answers the schema node n stands for, following a local "$ref" ("#/$defs/…")
// into root, the schema of one document.
func resolve(root, n any) map[string]any {
	for range 8 { // a chain of refs, never a loop
		m, ok := n.(map[string]any)
		if !ok {
			return nil
		}
		ref, ok := m["$ref"].(string)
		if !ok || !strings.HasPrefix(ref, "#/") {
			return m
		}
		n = root
		for _, token := range strings.Split(ref[2:], "/") {
			token = content.UnescapePointer(token)
			if parent, ok := n.(map[string]any); ok {
				n = parent[token]
			} else {
				return nil
			}
		}
	}
	return nil
}

// richTextMax reports whether the schema node n takes a rich text, and the most
// characters the string may hold (0 when the schema sets none).
func richTextMax(root any, n map[string]any) (int, bool) {
	branches, ok := n["anyOf"].([]any)
	if !ok {
		return 0, false
	}
	max, plain, doc := 0, false, false
	for _, b := range branches {
		branch := resolve(root, b)
		switch {
		case branch == nil:
		case branch["type"] == "string":
			plain = true
			max = whole(branch["maxLength"])
		case branch["type"] == "object":
			props, _ := branch["properties"].(map[string]any)
			typ := resolve(root, props["type"])
			doc = doc || (typ != nil && typ["const"] == richtext.TypeDoc)
		}
	}
	return max, plain && doc
}

// whole answers a schema's number as an int: the schema is read with json.Number (see
// jsonschema.UnmarshalJSON), a test's may be a float64; 0 for anything else.
func whole(v any) int {
	switch n := v.(type) {
	case json.Number:
		i, _ := n.Int64()
		return int(i)
	case float64:
		return int(n)
	}
	return 0
}

// schemaPlaces answers the places of the links and rich texts of a document of schema, in
// the order of the schema's property names. A rich text is one place: the links inside
// it are its link marks, found by reading it, not places of their own.
func schemaPlaces(schema any) []place {
	var out []place
	var walk func(s any, at []string, depth int)
	walk = func(s any, at []string, depth int) {
		m := resolve(schema, s)
		if m == nil || depth > 64 {
			return
		}
		if max, ok := richTextMax(schema, m); ok {
			out = append(out, place{at: slices.Clone(at), rich: true, max: max})
			return
		}
		if p, ok := m["pattern"].(string); ok && isLinkPattern(p) {
			out = append(out, place{at: slices.Clone(at)})
			return
		}
		if props, ok := m["properties"].(map[string]any); ok {
			for _, k := range slices.Sorted(maps.Keys(props)) {
				walk(props[k], append(slices.Clip(at), k), depth+1)
			}
		}
		if items, ok := m["items"]; ok {
			walk(items, append(slices.Clip(at), anyItem), depth+1)
		}
		for _, k := range []string{"anyOf", "oneOf", "allOf"} {
			if subs, ok := m[k].([]any); ok {
				for _, sub := range subs {
					walk(sub, at, depth+1)
				}
			}
		}
	}
	walk(schema, nil, 0)
	return out
}

// eachRichText calls fn with every rich text of doc (a decoded document of key) that is
// stored as a document, with its path and the most its texts may hold together.
func (m *Model) eachRichText(key string, doc any, fn func(at []string, text richtext.Text, max int)) {
	for _, p := range m.places[key] {
		if !p.rich {
			continue
		}
		eachAt(doc, p.at, nil, func(at []string, v any) {
			if text, ok := richtext.DocValue(v); ok {
				fn(at, text, p.max)
			}
		})
	}
}

// checkRichTexts adds to found the rich texts of doc whose texts hold more together than
// their field may, in the plain field's words.
func (m *Model) checkRichTexts(key string, doc any, found map[string]fieldMessage) {
	m.eachRichText(key, doc, func(at []string, text richtext.Text, max int) {
		if max == 0 {
			return
		}
		if msg := content.RichTooLong(text, max); msg != "" {
			keep(found, Pointer(at), fieldMessage{5, msg})
		}
	})
}

// wrongBranch reports whether e, the failure of one branch of an anyOf at the instance
// location at, says only that the value is of another kind than the branch takes: another
// JSON type, or an object of another "type" (a paragraph where a list is described).
func wrongBranch(e *jsonschema.ValidationError, at string) bool {
	switch e.ErrorKind.(type) {
	case *kind.Type:
		return Pointer(e.InstanceLocation) == at
	case *kind.Const:
		return Pointer(e.InstanceLocation) == at+"/type"
	case *kind.Group, *kind.Schema, *kind.Reference:
		for _, c := range e.Causes {
			if wrongBranch(c, at) {
				return true
			}
		}
	}
	return false
}
