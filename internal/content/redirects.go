package content

import (
	"cmp"
	"context"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Redirect sends visitors who ask for an old address to where its content is now: an exact
// path, or every path under a prefix (the rest of the path carried over), to a path of the
// site or another site's URL, for good (301) or for now (302).
type Redirect struct {
	ID int64 `json:"id"`
	// From is the site path asked for: "/old-page", or with Prefix "/old-section".
	From   string   `json:"from"`
	Prefix FlexBool `json:"prefix"`
	// To is a path of the site ("/research") or an absolute http(s) URL.
	To string `json:"to"`
	// Temporary answers 302 (found) rather than 301 (moved for good).
	Temporary FlexBool `json:"temporary"`
	CreatedAt string   `json:"createdAt"`
}

// Redirects are the old addresses the site leads on from, checked before its not-found page.
// A redirect is one hop: its target is never another redirect's address (a chain is
// refused, naming where to point it instead), so no set of them can loop.
var Redirects = Declare[Redirect](Collection{
	Name: "redirects", Table: "redirects", Label: "Redirect", Plural: "Redirects",
	Kind: "redirect", Title: []string{"from"},
	Summary: "checked before the not-found page: an exact path or a prefix, to a path or another site",
	Fields: []Field{
		{Name: "from", Column: "from_path", Label: "From (a path of this site)", Type: TextType, Required: true, Max: MaxURL,
			Unique: true, Conflict: "A redirect from this path already exists"},
		{Name: "prefix", Column: "prefix", Label: "Every path under it", Type: FlagType},
		{Name: "to", Column: "target", Label: "To (a path or https:// address)", Type: TextType, Required: true, Max: MaxURL},
		{Name: "temporary", Column: "temporary", Label: "Temporary (302)", Type: FlagType},
	},
	Order: "from_path ASC, id ASC",
	Read:  RoleViewer, Write: RoleEditor,
	Rules: func(rec any) FieldErrors { return rec.(*Redirect).check() },
	Among: func(ctx context.Context, rec any, others []any) FieldErrors {
		list := make([]Redirect, len(others))
		for i, o := range others {
			list[i] = *o.(*Redirect)
		}
		return rec.(*Redirect).among(list, ownPathsFrom(ctx))
	},
	AmongMany: redirectsAmong,
})

// RedirectRules are the rules of a redirect, as web/content/rules.json states them: the
// panel checks a redirect's paths with them before saving, and the server on every save and
// import. Each message's {slots} are filled with the paths concerned.
type RedirectRules struct {
	// ServerPaths are the paths the server answers before the site's pages (the API, the
	// panel, the uploads…): a path that is one of them or under one is never redirected.
	ServerPaths []string `json:"serverPaths"`
	// PathPattern is a path of the site a redirect leads from: "/" and segments, without a
	// query or a fragment. TargetPattern is where one leads: a path of the site (a query
	// and fragment allowed) or an http(s) URL.
	PathPattern   string `json:"pathPattern"`
	TargetPattern string `json:"targetPattern"`
	FromPath      string `json:"fromPath"`   // a from that is no path of the site
	ServerPath    string `json:"serverPath"` // {path}: a from the server answers itself
	OwnPath       string `json:"ownPath"`    // {path}: a from the site answers with a page of its own
	Target        string `json:"target"`     // a to that is neither a path nor an http(s) URL
	Self          string `json:"self"`       // a to that is the from
	Under         string `json:"under"`      // {to}, {from}: a prefix's to under its own from
	Chain         string `json:"chain"`      // {path}, {to}: a to that another redirect leads on from
	Loop          string `json:"loop"`       // {path}, {from}: a to that another redirect leads back from
	Incoming      string `json:"incoming"`   // {from}, {to}: another redirect leads to this from
}

// RedirectRule holds the rules of a redirect.
var RedirectRule = rules.Redirects

var (
	redirectPathPattern   = regexp.MustCompile(RedirectRule.PathPattern)
	redirectTargetPattern = regexp.MustCompile(RedirectRule.TargetPattern)
)

// check checks that the rules are complete and their patterns compile.
func (r RedirectRules) check() error {
	if len(r.ServerPaths) == 0 || r.FromPath == "" || r.Target == "" || r.Self == "" ||
		!strings.Contains(r.ServerPath, "{path}") || !strings.Contains(r.OwnPath, "{path}") ||
		!strings.Contains(r.Under, "{from}") || !strings.Contains(r.Chain, "{to}") ||
		!strings.Contains(r.Loop, "{from}") || !strings.Contains(r.Incoming, "{from}") {
		return fmt.Errorf("the redirect rules are incomplete")
	}
	for _, p := range []string{r.PathPattern, r.TargetPattern} {
		if _, err := regexp.Compile(p); err != nil || p == "" {
			return fmt.Errorf("redirect pattern: %v", err)
		}
	}
	return nil
}

// fillPaths answers the message with its {slots} filled by name and value, pair by pair.
func fillPaths(message string, pairs ...string) string {
	for i := 0; i+1 < len(pairs); i += 2 {
		message = strings.ReplaceAll(message, "{"+pairs[i]+"}", pairs[i+1])
	}
	return message
}

// RedirectPath answers the path a visitor's request for p is matched by: percent-escapes
// decoded, as a request's path is, and a trailing slash left out, as the pages are asked
// for. False for p that is not a path of the site under PathPattern.
func RedirectPath(p string) (string, bool) {
	if strings.Contains(p, "%") {
		decoded, err := url.PathUnescape(p)
		if err != nil || !utf8.ValidString(decoded) {
			return p, false
		}
		p = decoded
	}
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	if !redirectPathPattern.MatchString(p) {
		return p, false
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == "." || seg == ".." {
			return p, false
		}
	}
	return p, true
}

// IsRedirectTarget reports whether to is where a redirect may lead: a path of the site or
// an http(s) URL, under TargetPattern.
func IsRedirectTarget(to string) bool { return redirectTargetPattern.MatchString(to) }

// TargetPath answers the path of the site a target (or a Lead) leads to, as a request
// for it is matched (escapes decoded; query and fragment left out), or false for another
// site's URL or a path no redirect could lead on from.
func TargetPath(to string) (string, bool) {
	if !strings.HasPrefix(to, "/") {
		return "", false
	}
	p, _, _ := strings.Cut(to, "?")
	p, _, _ = strings.Cut(p, "#")
	return RedirectPath(p)
}

// serverPath answers the server path p is or is under, if any.
func serverPath(p string) (string, bool) {
	for _, s := range RedirectRule.ServerPaths {
		if p == s || strings.HasPrefix(p, s+"/") {
			return s, true
		}
	}
	return "", false
}

// Covers reports whether the redirect takes a request for the path p: its from exactly, or
// with Prefix, any path under it.
func (r Redirect) Covers(p string) bool {
	if !r.Prefix {
		return p == r.From
	}
	return r.From == "/" || p == r.From || strings.HasPrefix(p, r.From+"/")
}

// Lead answers where the redirect sends a request for p, a path it Covers (decoded, as a
// request's path is matched), as the URL a Location header carries: its target (a "%" that
// starts no escape, which the rules let through, written as "%25"), with a prefix's rest of
// the path carried over into the target's path, before its query and fragment. The rest is
// whatever a visitor sent, so it is escaped as a URL's path is (a backslash, a space, a
// control character, a "?" percent-escaped) and slashes in a row are one: no rest makes a
// browser read the answer as another host ("/\evil.example" and "//evil.example" would be).
func (r Redirect) Lead(p string) string {
	target := EscapeStrayPercents(r.To)
	if !r.Prefix {
		return target
	}
	rest := p
	if r.From != "/" {
		rest = strings.TrimPrefix(p, r.From)
	}
	for strings.Contains(rest, "//") {
		rest = strings.ReplaceAll(rest, "//", "/")
	}
	rest = (&url.URL{Path: rest}).EscapedPath()
	to, err := url.Parse(target)
	if err != nil {
		return target // no URL: the server sends no browser there (see site's location)
	}
	tail := ""
	if to.RawQuery != "" || to.ForceQuery {
		tail = "?" + to.RawQuery
	}
	if to.Fragment != "" {
		tail += "#" + to.EscapedFragment()
	}
	path := strings.TrimSuffix(to.EscapedPath(), "/") + rest
	if to.Scheme == "" {
		// A path of the site: "/" at least, and never two slashes at its start.
		return "/" + strings.TrimLeft(path, "/") + tail
	}
	return to.Scheme + "://" + to.Host + path + tail
}

// EscapeStrayPercents answers s with each "%" that starts no escape written as "%25": a
// target the rules let through ("/100%-natural") as a URL parser reads it.
func EscapeStrayPercents(s string) string {
	isHex := func(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && (i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Status answers the redirect's HTTP status: 302 when temporary, else 301.
func (r Redirect) Status() int {
	if r.Temporary {
		return 302
	}
	return 301
}

// check normalises the redirect's from (see RedirectPath) and answers the errors of the
// redirect on its own: a from that is no path of the site or is the server's own, a target
// that is neither a path nor an http(s) URL, or one that leads back to the from.
func (r *Redirect) check() FieldErrors {
	ch := checker{}
	if r.From != "" {
		from, ok := RedirectPath(r.From)
		switch s, owned := serverPath(from); {
		case !ok:
			ch.add("from", RedirectRule.FromPath)
		case owned:
			ch.add("from", fillPaths(RedirectRule.ServerPath, "path", s))
		default:
			r.From = from
		}
	}
	if r.To != "" && !IsRedirectTarget(r.To) {
		ch.add("to", RedirectRule.Target)
	}
	if len(ch) > 0 || r.From == "" || r.To == "" {
		return ch.result()
	}
	if to, ok := TargetPath(r.To); ok {
		switch {
		case to == r.From:
			ch.add("to", RedirectRule.Self)
		case bool(r.Prefix) && r.Covers(to):
			ch.add("to", fillPaths(RedirectRule.Under, "to", to, "from", r.From))
		}
	}
	return ch.result()
}

// among answers the errors of the redirect among the others stored: a from the site answers
// with a page of its own (an exact one would never apply; a prefix leads on from the paths
// under it), a target another redirect leads on from (a chain, or a loop when it leads back
// here), or another redirect whose target this one would lead on from. A target the site
// answers itself ends there, as visitors see: no redirect shadows a page.
func (r *Redirect) among(others []Redirect, own func(string) bool) FieldErrors {
	all := append(append([]Redirect(nil), others...), *r)
	return newRedirectIndex(all, own, false).check(len(all) - 1)
}

// redirectsAmong runs the checks of among on the redirects of all at the indexes in
// which, each against all the others, and answers the errors by index. It builds its
// indexes once, so an import of n lines costs about n log n, not n².
func redirectsAmong(ctx context.Context, all []any, which []int) map[int]FieldErrors {
	list := make([]Redirect, len(all))
	for i, o := range all {
		list[i] = *o.(*Redirect)
	}
	x := newRedirectIndex(list, ownPathsFrom(ctx), true)
	out := map[int]FieldErrors{}
	for _, i := range which {
		if errs := x.check(i); len(errs) > 0 {
			out[i] = errs
		}
	}
	return out
}

// redirectIndex finds, among a list of redirects, the one that takes a path and those that
// lead into a path or under it, each in about log n: what among asks of every redirect of
// an import.
type redirectIndex struct {
	list   []Redirect
	exact  map[string]int // the exact redirects by from
	prefix map[string]int // the prefixes by from
	// into are the redirects' targets that lead on (paths of the site the site does not
	// answer itself), sorted by path.
	into []redirectInto
	// indexed says the maps and into are built; without, each question scans list.
	indexed bool
	own     func(string) bool
}

// redirectInto is the target path of the redirect at index at.
type redirectInto struct {
	path string
	at   int
}

// newRedirectIndex indexes list; own, the site's own paths, is asked once per path. With
// many (the checks of an import) it builds the indexes, each check then finding what it
// asks in about log n; else (the check of one save) it builds none, the one check looking
// at each redirect once, which costs less than building them.
func newRedirectIndex(list []Redirect, own func(string) bool, many bool) *redirectIndex {
	known := map[string]bool{}
	x := &redirectIndex{list: list, exact: map[string]int{}, prefix: map[string]int{}, own: func(p string) bool {
		is, asked := known[p]
		if !asked {
			is = own(p)
			known[p] = is
		}
		return is
	}}
	if !many {
		return x
	}
	for i, r := range list {
		if r.Prefix {
			x.prefix[r.From] = i
		} else {
			x.exact[r.From] = i
		}
		if to, ok := TargetPath(r.To); ok && !x.own(to) {
			x.into = append(x.into, redirectInto{to, i})
		}
	}
	slices.SortFunc(x.into, func(a, b redirectInto) int { return cmp.Or(strings.Compare(a.path, b.path), a.at-b.at) })
	x.indexed = true
	return x
}

// covering answers the redirect of the list, other than the one at self, that takes a
// request for p, as visitors meet them: the exact one, else the longest prefix.
func (x *redirectIndex) covering(p string, self int) (Redirect, bool) {
	if !x.indexed {
		best, found := Redirect{}, false
		for i, r := range x.list {
			if i == self || !r.Covers(p) {
				continue
			}
			if !r.Prefix {
				return r, true
			}
			if !found || len(r.From) > len(best.From) {
				best, found = r, true
			}
		}
		return best, found
	}
	if i, ok := x.exact[p]; ok && i != self {
		return x.list[i], true
	}
	for at := p; ; {
		if i, ok := x.prefix[at]; ok && i != self {
			return x.list[i], true
		}
		if at == "/" {
			return Redirect{}, false
		}
		at = at[:strings.LastIndexByte(at, '/')]
		if at == "" {
			at = "/"
		}
	}
}

// incoming answers a redirect of the list, other than the one at self, whose target is a
// path r takes (r.Covers) and the site does not answer itself, and that path: the first by
// path, then by place in the list, when indexed; else the first in the list.
func (x *redirectIndex) incoming(r Redirect, self int) (Redirect, string, bool) {
	if !x.indexed {
		for i, o := range x.list {
			if to, ok := TargetPath(o.To); ok && i != self && r.Covers(to) && !x.own(to) {
				return o, to, true
			}
		}
		return Redirect{}, "", false
	}
	// The targets r takes are its from itself, and with Prefix those under it: one run of
	// the sorted targets each ("/a-b" sorts between "/a" and "/a/b").
	runs := [][2]string{{r.From, r.From + "\x00"}}
	if r.Prefix {
		under := strings.TrimSuffix(r.From, "/") + "/"
		runs = [][2]string{{under, under[:len(under)-1] + "0"}} // "0" follows "/"
		if r.From != "/" {
			runs = append([][2]string{{r.From, r.From + "\x00"}}, runs...)
		}
	}
	for _, run := range runs {
		lo, _ := slices.BinarySearchFunc(x.into, run[0], func(t redirectInto, p string) int { return strings.Compare(t.path, p) })
		for _, t := range x.into[lo:] {
			if t.path >= run[1] {
				break
			}
			if t.at != self {
				return x.list[t.at], t.path, true
			}
		}
	}
	return Redirect{}, "", false
}

// check answers the errors of the redirect at self among the others of the list (see
// Redirect.among).
func (x *redirectIndex) check(self int) FieldErrors {
	r := x.list[self]
	ch := checker{}
	if !bool(r.Prefix) && x.own(r.From) {
		ch.add("from", fillPaths(RedirectRule.OwnPath, "path", r.From))
	}
	loop := false
	if to, ok := TargetPath(r.To); ok && !x.own(to) {
		if o, ok := x.covering(to, self); ok {
			next := o.Lead(to)
			if p, ok := TargetPath(next); ok && r.Covers(p) {
				loop = true
				ch.add("to", fillPaths(RedirectRule.Loop, "path", to, "from", r.From))
			} else {
				ch.add("to", fillPaths(RedirectRule.Chain, "path", to, "to", next))
			}
		}
	}
	if !loop {
		if o, to, ok := x.incoming(r, self); ok {
			ch.add("from", fillPaths(RedirectRule.Incoming, "from", o.From, "to", r.Lead(to)))
		}
	}
	return ch.result()
}

// OwnPaths reports whether the site answers a path itself, with a page (in any language) or
// a file of its build: a redirect from it would never apply, and one to it leads no further.
type OwnPaths func(ctx context.Context, path string) bool

type ownPathsKey struct{}

// WithOwnPaths answers ctx carrying the site's OwnPaths, which the redirects' checks read
// (the server puts it in every staff request's context).
func WithOwnPaths(ctx context.Context, own OwnPaths) context.Context {
	return context.WithValue(ctx, ownPathsKey{}, own)
}

// ownPathsFrom answers the site's own paths as ctx knows them, bound to ctx; without them,
// no path is the site's own.
func ownPathsFrom(ctx context.Context) func(string) bool {
	own, ok := ctx.Value(ownPathsKey{}).(OwnPaths)
	if !ok {
		return func(string) bool { return false }
	}
	return func(p string) bool { return own(ctx, p) }
}
