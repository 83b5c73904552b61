package content

import (
	"cmp"
	"encoding/json"
	"reflect"
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

// redirectCase is one case of web/content/testdata/redirects.json, which the panel's check
// of a redirect runs too: a redirect as typed, the from it is stored with when it differs,
// and the errors by field, each a rule of RedirectRules with its slots.
type redirectCase struct {
	About  string                        `json:"about"`
	From   string                        `json:"from"`
	Prefix bool                          `json:"prefix"`
	To     string                        `json:"to"`
	Stored string                        `json:"stored"`
	Errors map[string][2]json.RawMessage `json:"errors"`
}

// A redirect alone is checked as the panel checks it: its from kept as a visitor's request
// is matched (escapes decoded, no trailing slash) and a path of the site that is not the
// server's, its target a path or an http(s) URL that does not lead back to it.
func TestARedirectAloneIsCheckedAsThePanelChecksIt(t *testing.T) {
	t.Parallel()
	words := map[string]any{}
	data, _ := json.Marshal(RedirectRule)
	if err := json.Unmarshal(data, &words); err != nil {
		t.Fatal(err)
	}
	for _, c := range readCases[redirectCase](t, "redirects.json") {
		r := &Redirect{From: c.From, Prefix: FlexBool(c.Prefix), To: c.To}
		want := FieldErrors{}
		for field, e := range c.Errors {
			var name string
			var slots map[string]string
			_ = json.Unmarshal(e[0], &name)
			msg, _ := words[name].(string)
			if msg == "" || json.Unmarshal(e[1], &slots) != nil {
				t.Fatalf("%s: the case's error %s is no rule", c.About, e)
			}
			for k, v := range slots {
				msg = strings.ReplaceAll(msg, "{"+k+"}", v)
			}
			want[field] = msg
		}
		got := Redirects.Check(r)
		if got == nil {
			got = FieldErrors{}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: errors %v, want %v", c.About, got, want)
		}
		if stored := cmp.Or(c.Stored, c.From); len(want) == 0 && r.From != stored {
			t.Errorf("%s: stored from %q, want %q", c.About, r.From, stored)
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
		// The rest is escaped as a URL's path is: nothing in it reads as another host.
		{Redirect{From: "/old-blog", Prefix: true, To: "/"}, "/old-blog", "/"},
		{Redirect{From: "/old-blog", Prefix: true, To: "/"}, `/old-blog/\evil.example`, "/%5Cevil.example"},
		{Redirect{From: "/old-blog", Prefix: true, To: "/"}, "/old-blog/\tevil.example", "/%09evil.example"},
		{Redirect{From: "/old-blog", Prefix: true, To: "/"}, "/old-blog//evil.example", "/evil.example"},
		{Redirect{From: "/", Prefix: true, To: "/new/"}, "/caf\u00e9 a?b", "/new/caf%C3%A9%20a%3Fb"},
		{Redirect{From: "/shop", Prefix: true, To: "https://shop.example"}, "/shop/\\evil", "https://shop.example/%5Cevil"},
		{Redirect{From: "/shop", Prefix: true, To: "https://shop.example/s/?ref=old#top"}, "/shop/a", "https://shop.example/s/a?ref=old#top"},
		{Redirect{From: "/a", Prefix: true, To: "/caf%C3%A9?x=1"}, "/a/b", "/caf%C3%A9/b?x=1"},
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

// scanAmong is what Redirect.among answers for list[self], found the plain way: every other
// redirect looked at for each question.
func scanAmong(r Redirect, self int, list []Redirect) FieldErrors {
	ch := checker{}
	covering := func(p string) (Redirect, bool) {
		best, found := Redirect{}, false
		for i, o := range list {
			if i == self || !o.Covers(p) {
				continue
			}
			if !o.Prefix {
				return o, true
			}
			if !found || len(o.From) > len(best.From) {
				best, found = o, true
			}
		}
		return best, found
	}
	loop := false
	if to, ok := TargetPath(r.To); ok {
		if o, ok := covering(to); ok {
			if p, ok := TargetPath(o.Lead(to)); ok && r.Covers(p) {
				loop = true
				ch.add("to", "loop")
			} else {
				ch.add("to", "chain")
			}
		}
	}
	for i, o := range list {
		if to, ok := TargetPath(o.To); ok && i != self && !loop && r.Covers(to) {
			ch.add("from", "incoming")
			break
		}
	}
	return ch.result()
}

// The checks of an import, all at once through indexes, refuse what the checks of each
// redirect against all the others refuse: chains, loops, incoming redirects, exact and
// prefix, "/" among them.
func TestTheChecksOfAnImportFindWhatTheChecksOneByOneFind(t *testing.T) {
	t.Parallel()
	list := []Redirect{
		{From: "/a", To: "/b"},
		{From: "/b", To: "/c"},                         // a leads into it
		{From: "/news", Prefix: true, To: "/research"}, // fine alone
		{From: "/x", To: "/news/2024"},                 // into the prefix: a chain
		{From: "/loop", To: "/back/1"},
		{From: "/back", Prefix: true, To: "/loop"},
		{From: "/deep/er", Prefix: true, To: "/d1"},
		{From: "/deep", Prefix: true, To: "/d2"},
		{From: "/y", To: "/deep/er/z"}, // the longer prefix takes it
		{From: "/z", To: "/deep-sea"},  // no prefix takes it
		{From: "/q", To: "https://other.example/a"},
		{From: "/r", To: "/a/"}, // into /a, written with a slash
		{From: "/solo", Prefix: true, To: "/solo-new"},
		{From: "/", Prefix: true, To: "https://new.example"},
	}
	all := make([]any, len(list))
	which := make([]int, len(list))
	for i := range list {
		all[i], which[i] = &list[i], i
	}
	many := redirectsAmong(t.Context(), all, which)
	for i, r := range list {
		want := scanAmong(r, i, list)
		others := append(append([]Redirect(nil), list[:i]...), list[i+1:]...)
		for how, got := range map[string]FieldErrors{"all at once": many[i], "saved alone": r.among(others, func(string) bool { return false })} {
			same := len(got) == len(want)
			for field := range want {
				_, ok := got[field]
				same = same && ok
			}
			if !same {
				t.Errorf("%s → %s: %s %v, want errors at the fields of %v", r.From, r.To, how, got, want)
			}
		}
	}
	if len(many) < 8 {
		t.Errorf("only %d of the redirects were refused: %v", len(many), many)
	}
}
