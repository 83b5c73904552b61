package site

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/render"
	"github.com/qrs-site/qrs/internal/richtext"
)

// Content that cannot be rendered never reaches visitors: before a document is published
// (by hand, by a schedule set, or by PUT /api/content/{key}) every page that shows it is
// rendered from the new text on the staff's runtime, under the render time limit, and the
// publish is refused with the reason when one fails. The renders are kept, so the pages
// do not render again once the text is live.

// allPages answers every page of every language, the not-found pages included.
func (app *webApp) allPages() []*page {
	all := []*page{app.notFound}
	for _, pg := range app.pages {
		all = append(all, pg)
	}
	for code, pages := range app.langPages {
		all = append(all, app.notFoundIn[code])
		for _, pg := range pages {
			all = append(all, pg)
		}
	}
	return all
}

// RenderChanged makes current again, before it returns, every page answered since the
// start whose data changed since its last answer: a save answers once the site shows it,
// and the visitors after it find their pages made. Pages never asked for since the start
// render on their first request; a page whose data did not change costs a few atomic reads.
func (s *Site) RenderChanged(ctx context.Context) {
	ctx = context.WithoutCancel(ctx)
	var wg sync.WaitGroup
	for _, pg := range s.app.allPages() {
		if pg == nil || pg.shell {
			continue
		}
		if last, _, current := pg.currentSnapshot(); last == nil || current {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := pg.fresh(ctx); err != nil {
				s.log.Warn("making a page after a change", "route", pg.route, "locale", pg.locale, "err", err)
			}
		}()
	}
	wg.Wait()
}

// pagesShowing answers every page made from the document of key, in every language (in
// its own or, untranslated, in the default one): public pages, the not-found pages and the
// admin panel's shell, by route and language.
func (app *webApp) pagesShowing(key string) []*page {
	var out []*page
	for _, pg := range app.allPages() {
		if pg != nil && slices.Contains(pg.data, ContentPath(key)) {
			out = append(out, pg)
		}
	}
	slices.SortFunc(out, func(a, b *page) int {
		if c := strings.Compare(a.locale, b.locale); c != 0 {
			return c
		}
		return strings.Compare(a.route, b.route)
	})
	return out
}

// CheckRenders renders every page showing the document of key in locale as it would be
// with body published, on the staff's runtime; each render is kept for the page to take
// once body is live. It answers an invalid error naming the page and the reason (at the
// field that most likely caused it, for a render that ran out of time) when a page cannot
// be rendered, and an unavailable error when the staff's runtime stayed busy.
func (s *Site) CheckRenders(ctx context.Context, key, locale string, body []byte) error {
	_, err := s.renderDraft(ctx, key, locale, body)
	return err
}

// renderedPage is a page rendered from a draft, as the publish checks read it.
type renderedPage struct {
	Route string `json:"route"`
	HTML  string `json:"html"`
}

// renderDraft renders the pages of CheckRenders and answers them.
func (s *Site) renderDraft(ctx context.Context, key, locale string, body []byte) ([]renderedPage, error) {
	app := s.app
	if app.engine == nil {
		return nil, nil // nothing is rendered on this server: the browser renders every page
	}
	var out []renderedPage
	target := InLocale(ContentPath(key), locale)
	if json.Valid(body) {
		described, err := describedDocument(ctx, s.store, body, locale)
		if err != nil {
			return nil, err
		}
		body = described
	}
	for _, pg := range app.pagesShowing(key) {
		assume := ""
		if pg.locale == locale {
			assume = key // published, the document makes its page translated
		}
		paths, err := pg.paths(ctx, assume)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(paths, target) {
			continue
		}
		data, err := pageDataWith(ctx, app.lists, paths, func(p string) ([]byte, bool, error) {
			return body, p == target, nil
		})
		if err != nil {
			return nil, err
		}
		doc, err := pg.render(ctx, render.Staff, data)
		if err != nil {
			return nil, renderRefusal(pg, body, err, app.engine.TimeLimit())
		}
		pg.prepare(data, doc)
		if !pg.shell {
			out = append(out, renderedPage{Route: pg.route + pg.inLanguage(), HTML: string(doc)})
		}
	}
	return out, nil
}

// renderRefusal is the answer to a publish whose page pg could not be rendered from body.
func renderRefusal(pg *page, body []byte, err error, limit time.Duration) error {
	if errors.Is(err, render.ErrBusy) {
		return errBusyRendering
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	route := pg.route
	if route == "*" {
		route = "the not-found page"
	}
	route += pg.inLanguage()
	if !errors.Is(err, render.ErrTimeLimit) {
		return content.Errorf(content.Invalid, "The page %s could not be rendered from this text: %s", route, firstLine(err))
	}
	msg := fmt.Sprintf("The page %s could not be rendered within %s", route, seconds(limit))
	at, what := largestPart(body)
	if at == "" {
		return content.Errorf(content.Invalid, "%s", msg)
	}
	return &content.Error{Code: content.Invalid, Message: msg, Fields: content.FieldErrors{at: what + "; " + lowerFirst(msg)}}
}

// errBusyRendering answers a staff render refused because the staff's runtime stayed busy.
var errBusyRendering = content.Errorf(content.Unavailable, "The server is busy rendering pages; try again in a moment")

// renderErr turns a render's error into the answer staff get: busy renderers are a 503.
func renderErr(err error) error {
	if errors.Is(err, render.ErrBusy) {
		return errBusyRendering
	}
	return err
}

// largestPart names the part of a document most likely to make its pages too slow to
// render: its longest list when that has over 50 items, else its longest text when that
// has over 10,000 characters. It answers the part's JSON pointer and what it holds, or ""
// when no part stands out.
func largestPart(body []byte) (at, what string) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var doc any
	if dec.Decode(&doc) != nil {
		return "", ""
	}
	var listAt, textAt string
	longestList, longestText := 0, 0
	var walk func(v any, at []string)
	walk = func(v any, at []string) {
		if text, ok := richtext.DocValue(v); ok { // one text of its texts together, not lists
			if n := text.Length(); n > longestText {
				textAt, longestText = contentschema.Pointer(at), n
			}
			return
		}
		switch v := v.(type) {
		case []any:
			if len(v) > longestList {
				listAt, longestList = contentschema.Pointer(at), len(v)
			}
			for i, item := range v {
				walk(item, append(at, strconv.Itoa(i)))
			}
		case map[string]any:
			for k, item := range v {
				walk(item, append(slices.Clip(at), k))
			}
		case string:
			if n := len([]rune(v)); n > longestText {
				textAt, longestText = contentschema.Pointer(at), n
			}
		}
	}
	walk(doc, nil)
	switch {
	case longestList > 50:
		return listAt, "This list has " + thousands(longestList) + " items"
	case longestText > 10000:
		return textAt, "This text has " + thousands(longestText) + " characters"
	}
	return "", ""
}

// thousands writes n with commas between groups of three digits: 30,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// seconds writes a duration as an editor reads it: "5 s", "0.5 s".
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// firstLine is the first line of an error, at most 200 characters: a script's error
// without its stack.
func firstLine(err error) string {
	msg, _, _ := strings.Cut(err.Error(), "\n")
	if r := []rune(msg); len(r) > 200 {
		msg = string(r[:200]) + "…"
	}
	return msg
}

// RenderFailure is a page of a document that visitors see as it was, because its
// current data could not be rendered: what they see, what failed, when and why.
type RenderFailure struct {
	Page string `json:"page"`
	// Visible is the document's version visitors see on the page, 0 when they see the page
	// without server HTML (it was never rendered).
	Visible int64 `json:"visible"`
	// Failed is the document's version that could not be rendered; the same as Visible when
	// the failure came from another part of the page's data (a list, another document).
	Failed int64  `json:"failed"`
	At     string `json:"at"`
	Reason string `json:"reason"`
}

// RenderFailures answers the pages showing the document of key whose data, as last looked
// at, could not be rendered, for the editor.
func (s *Site) RenderFailures(key string) []RenderFailure {
	out := []RenderFailure{}
	for _, pg := range s.app.pagesShowing(key) {
		s := pg.current.Load()
		if s == nil || s.failure == nil || pg.shell {
			continue
		}
		route := pg.route
		if route == "*" {
			route = "/404"
		}
		route += pg.inLanguage()
		out = append(out, RenderFailure{Page: route, Visible: s.shows[key], Failed: s.failure.versions[key],
			At: s.failure.at.UTC().Format(time.RFC3339), Reason: firstLine(s.failure.err)})
	}
	return out
}
