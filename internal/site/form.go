package site

import (
	"bytes"
	"context"
	"encoding/json"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/render"
)

// HomeWith renders the home page in locale (a language of the site; the default one when
// empty or unknown) with one more entry in its data, key: value (the contact form's state
// after a post without JavaScript), for one answer: never kept. It renders on a runtime of
// its own, apart from visitors' pages and staff's previews.
func (s *Site) HomeWith(ctx context.Context, locale, key string, value any) ([]byte, error) {
	app := s.app
	home := app.pages["/"]
	if pages := app.langPages[locale]; pages != nil {
		home = pages["/"]
	}
	if home == nil || app.engine == nil {
		return nil, content.Errorf(content.Internal, "the home page cannot be rendered")
	}
	paths, err := home.paths(ctx, "")
	if err != nil {
		return nil, err
	}
	data, _, err := pageData(ctx, app.lists, paths)
	if err != nil {
		return nil, err
	}
	extra, err := marshalHTMLSafe(value)
	if err != nil {
		return nil, err
	}
	data = withEntry(data, key, extra)
	doc, err := home.render(ctx, render.Form, data)
	return doc, renderErr(err)
}

// withEntry adds "key": value to the data object data.
func withEntry(data []byte, key string, value []byte) []byte {
	k, _ := json.Marshal(key)
	out := append([]byte(nil), data[:len(data)-1]...)
	if len(out) > 1 {
		out = append(out, ',')
	}
	out = append(out, k...)
	out = append(out, ':')
	out = append(out, bytes.TrimSpace(value)...)
	return append(out, '}')
}
