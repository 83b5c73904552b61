package site

import (
	"context"
	"slices"

	"github.com/qrs-site/qrs/internal/content"
)

// RoutesShowing answers the public routes whose pages show the document of key, sorted.
func (s *Site) RoutesShowing(key string) []string {
	out := []string{}
	for route, pg := range s.app.pages {
		if !pg.shell && slices.Contains(pg.data, ContentPath(key)) {
			out = append(out, route)
		}
	}
	slices.Sort(out)
	return out
}

// DocumentOrder is the sort key of the document of key in the editor's list: the site
// settings, then each page's own document by its route, the not-found page, the documents
// only PDFs show.
func (s *Site) DocumentOrder(key string) string {
	switch {
	case key == "site":
		return "0"
	case key == "not-found":
		return "2"
	}
	routes := s.RoutesShowing(key)
	for _, route := range routes {
		if pg := s.app.pages[route]; len(pg.data) > 1 && pg.data[1] == ContentPath(key) {
			return "1" + route
		}
	}
	if len(routes) > 0 {
		return "1" + routes[0]
	}
	return "3" + key
}

// RoutesShowingIn answers the pages showing the document of key at their addresses in
// locale (/de/forschung), sorted by route; the default language's routes when the
// addresses cannot be read.
func (s *Site) RoutesShowingIn(ctx context.Context, key, locale string) []string {
	routes := s.RoutesShowing(key)
	if locale == content.DefaultLocale || locale == "" {
		return routes
	}
	idx, err := s.app.index(ctx)
	if err != nil {
		return routes
	}
	out := make([]string, 0, len(routes))
	for _, route := range routes {
		if p := idx.pathOf(route, locale); p != "" {
			out = append(out, p)
		}
	}
	return out
}
