package content

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/qrs-site/qrs/web"
)

// redirectRules is a complete redirects block for the tests of other blocks.
const redirectRules = `{"serverPaths": ["/api"], "pathPattern": "^/", "targetPattern": "^/", "fromPath": "f",
	"serverPath": "{path}", "ownPath": "{path}", "target": "t", "self": "s", "under": "{to} {from}",
	"chain": "{path} {to}", "loop": "{path} {from}", "incoming": "{from} {to}"}`

func TestLoadRulesRefusesIncompleteRedirectRules(t *testing.T) {
	t.Parallel()
	full, err := LoadRules(web.Content())
	if err != nil {
		t.Fatal(err)
	}
	for name, block := range map[string]string{
		"no server paths":   strings.Replace(redirectRules, `["/api"]`, `[]`, 1),
		"a chain unworded":  strings.Replace(redirectRules, `"{path} {to}"`, `"chain"`, 1),
		"a broken pattern":  strings.Replace(redirectRules, `"pathPattern": "^/"`, `"pathPattern": "("`, 1),
		"no target message": strings.Replace(redirectRules, `"target": "t"`, `"target": ""`, 1),
	} {
		data, _ := json.Marshal(full)
		var doc map[string]json.RawMessage
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		doc["redirects"] = json.RawMessage(block)
		data, _ = json.Marshal(doc)
		if _, err := LoadRules(fstest.MapFS{"rules.json": {Data: data}}); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

// A redirect's from is kept as a visitor's request is matched: escapes decoded, no
// trailing slash; a path that is none of the site's is refused.
func TestARedirectsFromIsThePathAVisitorsRequestHas(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"/old/": "/old", "/caf%C3%A9": "/caf\u00e9", "/": "/", "/a b": "/a b", "/de/alt": "/de/alt",
		"old": "", "//host": "", "/a//b": "", "/a/./b": "", "/a?x": "", "/a#x": "", "/%zz": "", "/a\\b": "", "/a\tb": "",
	} {
		got, ok := RedirectPath(in)
		if ok != (want != "") || (ok && got != want) {
			t.Errorf("RedirectPath(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for to, ok := range map[string]bool{
		"/": true, "/research?x=1#top": true, "https://shop.example/a": true, "http://[::1]:8080/": true,
		"//evil.example": false, "/\\evil.example": false, "javascript:alert(1)": false, "research": false,
		"https://user@evil.example": false, "/a b": false, "mailto:a@b.example": false,
	} {
		if IsRedirectTarget(to) != ok {
			t.Errorf("IsRedirectTarget(%q) = %v", to, !ok)
		}
	}
}

// A prefix takes its path and the paths under it, not those that only start alike, and
// carries the rest of the path over; "/" takes every path.
func TestAPrefixRedirectTakesThePathsUnderItAndCarriesTheRestOver(t *testing.T) {
	t.Parallel()
	news := Redirect{From: "/news", Prefix: true, To: "/research/"}
	root := Redirect{From: "/", Prefix: true, To: "https://new.example"}
	for _, c := range []struct {
		r      Redirect
		p, out string
	}{
		{news, "/news", "/research"},
		{news, "/news/2024/a", "/research/2024/a"},
		{news, "/newsletter", ""},
		{root, "/team", "https://new.example/team"},
		{Redirect{From: "/old", To: "/new"}, "/old", "/new"},
		{Redirect{From: "/old", To: "/new"}, "/old/x", ""},
	} {
		out := ""
		if c.r.Covers(c.p) {
			out = c.r.Lead(c.p)
		}
		if out != c.out {
			t.Errorf("%+v on %s leads to %q, want %q", c.r, c.p, out, c.out)
		}
	}
}
