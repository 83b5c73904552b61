package site

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestTheLargestPartOfADocumentIsNamedWhenItsPagesRunOutOfTime(t *testing.T) {
	t.Parallel()
	links := make([]map[string]string, 30000)
	for i := range links {
		links[i] = map[string]string{"label": "x", "href": "/team"}
	}
	body, _ := json.Marshal(map[string]any{"footer": map[string]any{"columns": []any{map[string]any{"heading": "H", "links": links}}},
		"tagline": strings.Repeat("a", 20000)})
	if at, what := largestPart(body); at != "/footer/columns/0/links" || what != "This list has 30,000 items" {
		t.Errorf("largestPart = %q, %q", at, what)
	}
	body, _ = json.Marshal(map[string]any{"a": []int{1, 2}, "b": map[string]any{"c": strings.Repeat("é", 12000)}})
	if at, what := largestPart(body); at != "/b/c" || what != "This text has 12,000 characters" {
		t.Errorf("largestPart = %q, %q", at, what)
	}
	// A rich text is one text of all its texts, at its field; its blocks are no list.
	para := map[string]any{"type": "paragraph", "content": []any{map[string]any{"type": "text", "text": strings.Repeat("r", 200)}}}
	blocks := make([]any, 60)
	for i := range blocks {
		blocks[i] = para
	}
	body, _ = json.Marshal(map[string]any{"intro": []any{map[string]any{"type": "doc", "content": blocks}}})
	if at, what := largestPart(body); at != "/intro/0" || what != "This text has 12,000 characters" {
		t.Errorf("largestPart of a rich text = %q, %q", at, what)
	}
	if at, _ := largestPart([]byte(`{"a":["x"],"b":"short"}`)); at != "" {
		t.Errorf("a small document names %q", at)
	}
}
