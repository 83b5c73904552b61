package site

import (
	"context"
	"strings"
)

// Answers reports whether the site answers the cleaned path p (no query, no fragment) with
// something of its own rather than its not-found page: a page in any language (also as
// <route>/index.html), a file of the build, a page's former address under a language's
// prefix, or a redirect that leads to one of those or to another site. The link checker
// asks it of every path a link names; it renders nothing.
func (s *Site) Answers(ctx context.Context, p string) (bool, error) {
	if ok, err := s.answersItself(ctx, p); ok || err != nil {
		return ok, err
	}
	t, err := s.redirects(ctx)
	if err != nil {
		return false, err
	}
	to, _, ok := t.resolve(p, func(path string) bool { return s.answersPage(ctx, path) })
	if !ok {
		return false, nil
	}
	if !strings.HasPrefix(to, "/") {
		return true, nil // another site: the redirect answers, whatever that site does
	}
	path, _, _ := strings.Cut(to, "?")
	path, _, _ = strings.Cut(path, "#")
	return s.answersItself(ctx, path)
}

// answersItself reports whether the site answers p without a redirect of its own.
func (s *Site) answersItself(ctx context.Context, p string) (bool, error) {
	app := s.app
	if route, ok := strings.CutSuffix(p, "/index.html"); ok {
		if route == "" {
			route = "/"
		}
		p = route
	}
	if code := languageOfPath(p); code != "" {
		idx, err := app.index(ctx)
		if err != nil {
			return false, err
		}
		return idx.byPath[p] != nil || idx.moved[p] != "", nil
	}
	return app.pages[p] != nil || app.files[strings.TrimPrefix(p, "/")] != nil, nil
}
