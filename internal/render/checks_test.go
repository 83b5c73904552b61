package render

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The publish checks are the web app's code (web/src/lib/publish-checks.ts); the server runs
// them in the render bundle. These are the cases the web tests run
// (web/content/testdata/publish-checks.json), run here through goja, so both sides are
// proven to find the same.

type checkCases struct {
	Documents []struct {
		Name     string         `json:"name"`
		Key      string         `json:"key"`
		Locale   string         `json:"locale"`
		Base     string         `json:"base"`
		Set      map[string]any `json:"set"`
		Findings []checkEssence `json:"findings"`
	} `json:"documents"`
	Records []struct {
		Name       string          `json:"name"`
		Collection string          `json:"collection"`
		Records    json.RawMessage `json:"records"`
		Team       json.RawMessage `json:"team"`
		Findings   []checkEssence  `json:"findings"`
	} `json:"records"`
}

// checkEssence is what a case compares of a finding: the message is the same code's.
type checkEssence struct {
	ID       int64  `json:"id,omitempty"`
	Path     string `json:"path"`
	Severity string `json:"severity"`
	Rule     string `json:"rule"`
}

func readCheckCases(t *testing.T) (checkCases, []map[string]json.RawMessage) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "web", "content", "testdata", "publish-checks.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cases checkCases
	var loose struct {
		Documents []map[string]json.RawMessage `json:"documents"`
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &loose); err != nil {
		t.Fatal(err)
	}
	return cases, loose.Documents
}

// documentOf is a case's body: the shipped default document base with set's values at its
// JSON pointers (nil removes one).
func documentOf(t *testing.T, base string, set map[string]any) any {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "web", "content", "defaults", base+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for pointer, value := range set {
		tokens := strings.Split(pointer, "/")[1:]
		parent := doc
		for _, tok := range tokens[:len(tokens)-1] {
			parent = step(t, parent, tok)
		}
		last := tokens[len(tokens)-1]
		switch p := parent.(type) {
		case map[string]any:
			if value == nil {
				delete(p, last)
			} else {
				p[last] = value
			}
		case []any:
			p[index(t, last)] = value
		}
	}
	return doc
}

func step(t *testing.T, v any, tok string) any {
	switch p := v.(type) {
	case map[string]any:
		return p[tok]
	case []any:
		return p[index(t, tok)]
	}
	t.Fatalf("no %q in %T", tok, v)
	return nil
}

func index(t *testing.T, tok string) int {
	var i int
	if err := json.Unmarshal([]byte(tok), &i); err != nil {
		t.Fatal(err)
	}
	return i
}

func TestThePublishChecksFindOnTheServerWhatTheyFindInTheEditor(t *testing.T) {
	t.Parallel()
	e := mustEngine(t)
	cases, loose := readCheckCases(t)
	for i, c := range cases.Documents {
		input := map[string]any{"key": c.Key, "locale": c.Locale, "body": documentOf(t, c.Base, c.Set), "site": documentOf(t, "site", nil)}
		for _, k := range []string{"paths", "deadLinks", "secureLinks", "pages", "invalid", "renderFailures"} {
			if v, ok := loose[i][k]; ok {
				input[k] = v
			}
		}
		in, err := json.Marshal(input)
		if err != nil {
			t.Fatal(err)
		}
		out, err := e.Check(context.Background(), Staff, "check", in)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		var got []checkEssence
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, orEmpty(c.Findings)) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.Name, got, c.Findings)
		}
	}
	for _, c := range cases.Records {
		in, err := json.Marshal(map[string]any{"collection": c.Collection, "records": c.Records, "team": c.Team})
		if err != nil {
			t.Fatal(err)
		}
		out, err := e.Check(context.Background(), Staff, "checkPhotos", in)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		var got []checkEssence
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, orEmpty(c.Findings)) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.Name, got, c.Findings)
		}
	}
}

func orEmpty(f []checkEssence) []checkEssence {
	if f == nil {
		return []checkEssence{}
	}
	return f
}
