package database

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// The kinds of what is not a record of a table.
const (
	auditKindContent = "content" // a content document (texts of the pages)
	auditKindUpload  = "upload"  // an uploaded file
)

// auditKind answers the kind of the records of the SQL table, the table's name when it has none.
func auditKind(tableName string) string {
	if c := content.CollectionOfTable(tableName); c != nil {
		return c.Kind
	}
	if tableName == "media" || tableName == "media_texts" || tableName == "media_former" || tableName == replacedTable {
		return auditKindUpload // an asset of the library is an uploaded file
	}
	return tableName
}

// auditSkip are the JSON fields of a record that no person changes: the id and creation
// time, and what the server computes on every read.
var auditSkip = map[string]bool{"id": true, "createdAt": true, "imageInfo": true}

// auditFields answers rec's JSON fields by name, without those of auditSkip.
func auditFields(rec any) map[string]any {
	data, err := json.Marshal(rec)
	if err != nil {
		return nil
	}
	var out map[string]any
	if json.Unmarshal(data, &out) != nil {
		return nil
	}
	for k := range auditSkip {
		delete(out, k)
	}
	return out
}

// auditLabel answers the name a person knows rec by: its name, else its title, else its subject.
func auditLabel(rec any) string {
	f := auditFields(rec)
	for _, k := range []string{"name", "title", "subject", "key"} {
		if v, ok := f[k].(string); ok && strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

// auditCreated lists the fields a new record was given: every one that is not empty.
func auditCreated(rec any) []AuditChange {
	f := auditFields(rec)
	out := []AuditChange{}
	for _, k := range sortedKeys(f) {
		if isEmptyValue(f[k]) {
			continue
		}
		out = append(out, AuditChange{Field: k, From: nil, To: f[k]})
	}
	return out
}

// auditUpdated lists the fields that differ between old and rec, by JSON name, in name order.
func auditUpdated(old, rec any) []AuditChange {
	a, b := auditFields(old), auditFields(rec)
	keys := unionKeys(a, b)
	out := []AuditChange{}
	for _, k := range keys {
		if !reflect.DeepEqual(a[k], b[k]) {
			out = append(out, AuditChange{Field: k, From: a[k], To: b[k]})
		}
	}
	return out
}

// unionKeys answers the keys of a and b together, each once, in order.
func unionKeys(a, b map[string]any) []string {
	keys := sortedKeys(a)
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func isEmptyValue(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return x == ""
	case float64:
		return x == 0
	case bool:
		return !x
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

// auditDiffLimit is how many changed values of a content document an entry lists; the
// entry says how many more there were.
const auditDiffLimit = 50

// auditMoreField names the last change of a capped list, whose To says how many more there were.
const auditMoreField = "…"

// auditJSONDiff lists the values that differ between two JSON documents, each under its
// JSON pointer (RFC 6901): a value only one side has is from or to null. At most
// auditDiffLimit are listed, then one change saying how many more there were.
func auditJSONDiff(before, after []byte) []AuditChange {
	var a, b any
	if len(before) > 0 {
		_ = json.Unmarshal(before, &a)
	}
	if len(after) > 0 {
		_ = json.Unmarshal(after, &b)
	}
	var out []AuditChange
	jsonDiff("", a, b, &out)
	if len(out) > auditDiffLimit {
		more := len(out) - auditDiffLimit
		out = append(out[:auditDiffLimit], AuditChange{Field: auditMoreField, To: fmt.Sprintf("%d more changes", more)})
	}
	if out == nil {
		out = []AuditChange{}
	}
	return out
}

func jsonDiff(ptr string, a, b any, out *[]AuditChange) {
	switch x := a.(type) {
	case map[string]any:
		// A change inside a rich text's document is one change of its field, as an editor
		// made it, not of its nodes' inner pointers.
		if y, ok := b.(map[string]any); ok && !richtext.IsDoc(x) && !richtext.IsDoc(y) {
			keys := unionKeys(x, y)
			for _, k := range keys {
				jsonDiff(ptr+"/"+pointerToken(k), x[k], y[k], out)
			}
			return
		}
	case []any:
		if y, ok := b.([]any); ok {
			for i := 0; i < max(len(x), len(y)); i++ {
				var xi, yi any
				if i < len(x) {
					xi = x[i]
				}
				if i < len(y) {
					yi = y[i]
				}
				jsonDiff(fmt.Sprintf("%s/%d", ptr, i), xi, yi, out)
			}
			return
		}
	}
	if !reflect.DeepEqual(a, b) {
		field := ptr
		if field == "" {
			field = "/"
		}
		*out = append(*out, AuditChange{Field: field, From: a, To: b})
	}
}

// pointerToken escapes a key for a JSON pointer: ~ as ~0, / as ~1.
func pointerToken(k string) string {
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}
