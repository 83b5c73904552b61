package site

import (
	"context"
	"strings"
)

// Answers reports whether the site answers the cleaned path p (no query, no fragment) with
// something of its own rather than its not-found page (AnswersItself), or a redirect that
// leads to one of those or to another site. The link checker asks it of every path a link
// names; it renders nothing.
func (s *Site) Answers(ctx context.Context, p string) (bool, error) {
	if s.AnswersItself(ctx, p) {
		return true, nil
	}
	t, err := s.redirects(ctx)
	if err != nil {
		return false, err
	}
	to, _, ok := t.resolve(p, func(path string) bool { return s.AnswersItself(ctx, path) })
	if !ok {
		return false, nil
	}
	if !strings.HasPrefix(to, "/") {
		return true, nil // another site: the redirect answers, whatever that site does
	}
	path, _, _ := strings.Cut(to, "?")
	path, _, _ = strings.Cut(path, "#")
	return s.AnswersItself(ctx, path), nil
}
