package site

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
)

// Redirects lead visitors from old addresses on, before the not-found page: an exact path
// first, then the longest prefix whose path starts the one asked for (the rest carried
// over). Saving refuses a chain or a loop (content.Redirect's rules), so each is one hop;
// a list that holds one anyway (an archive of a site imported whole) is still answered
// safely: a chain collapsed into one answer with the last target, a loop the not-found page,
// as is a redirect whose from is not a site path or whose target is neither a path nor an
// http(s) URL. They are answered from memory, read again only after a write.

// redirectTable is the redirects of one snapshot of their list.
type redirectTable struct {
	snap     *ListSnapshot
	exact    map[string]content.Redirect
	prefixes []content.Redirect // longest from first
}

// maxRedirectHops is the longest chain collapsed; a longer one is taken for a loop.
const maxRedirectHops = 10

// redirects answers the table as of the current store version.
func (s *Site) redirects(ctx context.Context) (*redirectTable, error) {
	app := s.app
	if t := app.redirectTable.Load(); t != nil && t.snap.version >= app.redirectList.watch.LastChange() {
		return t, nil
	}
	snap, err := app.redirectList.Snapshot(ctx)
	if err != nil {
		return nil, err
	}
	if t := app.redirectTable.Load(); t != nil && t.snap == snap {
		return t, nil
	}
	var all []content.Redirect
	if err := json.Unmarshal(snap.json, &all); err != nil {
		return nil, err
	}
	t := &redirectTable{snap: snap, exact: map[string]content.Redirect{}}
	for _, r := range all {
		from, ok := content.RedirectPath(r.From)
		if !ok || !content.IsRedirectTarget(r.To) {
			continue
		}
		r.From = from
		if r.Prefix {
			t.prefixes = append(t.prefixes, r)
		} else {
			t.exact[from] = r
		}
	}
	slices.SortFunc(t.prefixes, func(a, b content.Redirect) int { return len(b.From) - len(a.From) })
	app.redirectTable.Store(t)
	return t, nil
}

// match answers where the redirect for path p leads and its status, false when none does:
// the exact one, else the longest prefix.
func (t *redirectTable) match(p string) (string, int, bool) {
	if r, ok := t.exact[p]; ok {
		return r.Lead(p), r.Status(), true
	}
	for _, r := range t.prefixes {
		if r.Covers(p) {
			return r.Lead(p), r.Status(), true
		}
	}
	return "", 0, false
}

// resolve follows p through the redirects to the last target: a chain is one answer, with
// the first redirect's status; a loop is none. It stops at a path isPage says the site
// answers itself, which no redirect shadows.
func (t *redirectTable) resolve(p string, isPage func(string) bool) (string, int, bool) {
	to, code, ok := t.match(p)
	if !ok {
		return "", 0, false
	}
	seen := map[string]bool{p: true}
	for range maxRedirectHops {
		path, ok := content.TargetPath(to)
		if !ok || isPage(path) {
			return to, code, true // another site, a page, or a path no redirect leads on from
		}
		if seen[path] {
			return "", 0, false // a loop
		}
		seen[path] = true
		next, _, again := t.match(path)
		if !again {
			return to, code, true
		}
		to = next
	}
	return "", 0, false
}

// serveRedirect answers the redirect for the cleaned path p, reporting whether there was one.
// The request's query is carried over to a target without one of its own.
func (s *Site) serveRedirect(w http.ResponseWriter, r *http.Request, p string) bool {
	t, err := s.redirects(r.Context())
	if err != nil {
		s.log.Error("redirects", "err", err)
		return false
	}
	to, code, ok := t.resolve(p, func(path string) bool { return s.AnswersItself(r.Context(), path) })
	if !ok {
		return false
	}
	loc, ok := location(to)
	if !ok {
		// Only a stored target the rules no longer take gets here; clipped, as the rest of
		// the path a visitor sent is in it.
		s.log.Warn("a redirect's target is no address to send a browser to", "to", to[:min(len(to), 200)])
		return false
	}
	if r.URL.RawQuery != "" && loc.RawQuery == "" && !loc.ForceQuery {
		loc.RawQuery = r.URL.RawQuery
	}
	w.Header().Set("Cache-Control", "no-cache")
	http.Redirect(w, r, loc.String(), code)
	return true
}

// location parses to, where a redirect leads (content.Redirect.Lead), as the Location a
// browser is sent, false when a browser could read it as a host other than the one it
// names: a path of the site must be one ("/" then no slash or backslash), another site an
// http(s) URL with a host, and neither may hold a backslash, a space or a control
// character, which browsers drop or read as a slash before they find the host.
func location(to string) (*url.URL, bool) {
	if strings.ContainsFunc(to, func(c rune) bool { return c <= ' ' || c == '\\' || c == 0x7f }) {
		return nil, false
	}
	u, err := url.Parse(to) // Lead escaped a stray "%" the rules let through
	if err != nil || u.User != nil || u.Opaque != "" {
		return nil, false
	}
	if u.Scheme == "" {
		local := u.Host == "" && strings.HasPrefix(to, "/") && !strings.HasPrefix(to, "//")
		return u, local
	}
	return u, (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// AnswersItself reports whether the site answers the path itself, in any language: with a
// page (the admin panel's included, also as <route>/index.html), a PDF, a file of its
// build, or its own lead from a German address's English segment to the page there. A
// redirect from it would never apply, and one to it leads no further.
func (s *Site) AnswersItself(ctx context.Context, path string) bool {
	app := s.app
	if route, ok := strings.CutSuffix(path, "/index.html"); ok {
		if route == "" {
			route = "/"
		}
		path = route
	}
	if app.pages[path] != nil || (len(path) > 1 && app.files[path[1:]] != nil) {
		return true
	}
	for _, src := range AllPDFs() {
		for _, l := range content.Languages.Languages {
			if src.PathIn(l.Code) == path {
				return true
			}
		}
	}
	if languageOfPath(path) == "" {
		return false
	}
	idx, err := app.index(ctx)
	return err == nil && (idx.byPath[path] != nil || idx.moved[path] != "")
}
