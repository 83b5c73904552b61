package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/qrs-site/qrs/internal/richtext"
)

// Changes answers the fields in which two versions of a document differ, as JSON pointers
// sorted by property name and list position ("/roadmap/items/2/period"): a value changed,
// added or removed at that place. A list that grew or shrank names its new or removed items,
// not every field in them.
func Changes(before, after json.RawMessage) []string {
	var a, b any
	if json.Unmarshal(before, &a) != nil || json.Unmarshal(after, &b) != nil {
		if bytes.Equal(before, after) {
			return nil
		}
		return []string{""}
	}
	var out []string
	diff("", a, b, &out)
	return out
}

func diff(at string, a, b any, out *[]string) {
	if richtext.IsDoc(a) || richtext.IsDoc(b) {
		// A rich text is one field to an editor, whatever changed inside it.
		if !reflect.DeepEqual(a, b) {
			*out = append(*out, at)
		}
		return
	}
	switch av := a.(type) {
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok {
			*out = append(*out, at)
			return
		}
		keys := make([]string, 0, len(av)+len(bv))
		for k := range av {
			keys = append(keys, k)
		}
		for k := range bv {
			if _, seen := av[k]; !seen {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			diff(at+"/"+escapePointer(k), av[k], bv[k], out)
		}
	case []any:
		bv, ok := b.([]any)
		if !ok {
			*out = append(*out, at)
			return
		}
		for i := range max(len(av), len(bv)) {
			p := at + "/" + strconv.Itoa(i)
			switch {
			case i >= len(av), i >= len(bv):
				*out = append(*out, p)
			default:
				diff(p, av[i], bv[i], out)
			}
		}
	default:
		if !equalScalar(a, b) {
			*out = append(*out, at)
		}
	}
}

func equalScalar(a, b any) bool {
	switch a.(type) {
	case map[string]any, []any:
		return false
	}
	switch b.(type) {
	case map[string]any, []any:
		return false
	}
	return a == b
}

// UnescapePointer reads a token of a JSON pointer: "~1" is "/", "~0" is "~".
func UnescapePointer(token string) string {
	return strings.ReplaceAll(strings.ReplaceAll(token, "~1", "/"), "~0", "~")
}

func escapePointer(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// Summary is the short line a version's history shows of what it changed against the
// version before: the first few fields by name (FieldName, the content form's words) and how
// many more.
func Summary(before, after json.RawMessage) string {
	changed := Changes(before, after)
	var was, is any
	_ = json.Unmarshal(before, &was) // a document that does not decode names its items by number
	_ = json.Unmarshal(after, &is)
	const named = 3
	switch {
	case len(changed) == 0:
		return "No changes"
	case len(changed) == 1:
		return "Changed " + FieldNameIn(changed[0], is, was)
	}
	names := make([]string, 0, named)
	for _, p := range changed[:min(named, len(changed))] {
		names = append(names, FieldNameIn(p, is, was))
	}
	s := fmt.Sprintf("Changed %d fields: %s", len(changed), strings.Join(names, "; "))
	if len(changed) > named {
		s += fmt.Sprintf(" and %d more", len(changed)-named)
	}
	return s
}
