package site

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/render"
)

// The publish checks are the web app's (lib/publish-checks.ts, with the numbers and words
// of web/content/publish-checks.json): the editor runs them as the text is typed, and the
// server runs the same code in its render bundle, on the staff's runtime, adding what only
// it knows: the pages rendered from the draft (that they render at all, and their
// headings), which of the draft's paths the site answers, and the link checker's findings.

// DeadLink is an address the link checker could not open at its last run, and why.
type DeadLink struct {
	URL    string `json:"url"`
	Reason string `json:"reason"`
}

// Known is what the server knows around a draft that the checks take.
type Known struct {
	// Paths are the site's answers for the draft's links to its own paths, by the link as written.
	Paths map[string]bool `json:"paths,omitempty"`
	// DeadLinks are the addresses the link checker found dead.
	DeadLinks []DeadLink `json:"deadLinks,omitempty"`
	// SecureLinks are the draft's http: addresses whose https: twin answered the link checker.
	SecureLinks []string `json:"secureLinks,omitempty"`
	// Site is the site document in the draft's language, whose values fill the slots of the
	// texts the checks measure as a page shows them ({facts.study.patients}).
	Site json.RawMessage `json:"site,omitempty"`
	// LibraryAlts are the media library's descriptions of its pictures in the draft's
	// language, by address: a picture without words of its own is described by them.
	LibraryAlts map[string]string `json:"libraryAlts,omitempty"`
}

// problem is a refusal the checks word as a finding: a field the schema refuses, a page
// that could not be rendered.
type problem struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// checkInput is the CheckInput of lib/publish-checks.ts.
type checkInput struct {
	Key            string          `json:"key"`
	Locale         string          `json:"locale"`
	Body           json.RawMessage `json:"body"`
	Pages          []renderedPage  `json:"pages,omitempty"`
	Invalid        []problem       `json:"invalid,omitempty"`
	RenderFailures []problem       `json:"renderFailures,omitempty"`
	Known
}

// CheckDraft runs the publish checks on body as the next version of the document of key in
// locale. invalid are the fields its schema refuses (when any, no page is rendered from
// it); otherwise every page showing it is rendered from it first (and kept, as
// CheckRenders does). It answers the findings, and, when a page could not be rendered, the
// refusal a publish answers for it. A server without the render bundle checks nothing.
func (s *Site) CheckDraft(ctx context.Context, key, locale string, body []byte, invalid content.FieldErrors, known Known) ([]content.Finding, *content.Error, error) {
	engine := s.app.engine
	if engine == nil {
		return nil, nil, nil
	}
	in := checkInput{Key: key, Locale: locale, Body: body, Known: known}
	for _, at := range slices.Sorted(maps.Keys(invalid)) {
		in.Invalid = append(in.Invalid, problem{Path: at, Reason: invalid[at]})
	}
	var refusal *content.Error
	if len(invalid) == 0 {
		pages, err := s.renderDraft(ctx, key, locale, body)
		switch {
		case errors.As(err, &refusal) && refusal.Code == content.Invalid:
			in.RenderFailures = append(in.RenderFailures, renderProblems(refusal)...)
		case err != nil:
			return nil, nil, err
		}
		in.Pages = pages
	}
	if !json.Valid(body) {
		in.Body = json.RawMessage("null")
	}
	var findings []content.Finding
	if err := s.runCheck(ctx, engine, "check", in, &findings); err != nil {
		return nil, nil, err
	}
	return findings, refusal, nil
}

// renderProblems words a render refusal for the checks: at its field when it names one.
func renderProblems(refusal *content.Error) []problem {
	if len(refusal.Fields) == 0 {
		return []problem{{Path: "", Reason: refusal.Message}}
	}
	var out []problem
	for _, at := range slices.Sorted(maps.Keys(refusal.Fields)) {
		out = append(out, problem{Path: at, Reason: refusal.Fields[at]})
	}
	return out
}

// CheckPhotos runs the checks of records' pictures on the records of collection (its name,
// as collections.json has it), the team page's document given for the portraits'
// descriptions: the findings carry the record's id.
func (s *Site) CheckPhotos(ctx context.Context, collection string, records, team json.RawMessage) ([]content.Finding, error) {
	engine := s.app.engine
	if engine == nil {
		return nil, nil
	}
	in := struct {
		Collection string          `json:"collection"`
		Records    json.RawMessage `json:"records"`
		Team       json.RawMessage `json:"team,omitempty"`
	}{collection, records, team}
	var findings []content.Finding
	return findings, s.runCheck(ctx, engine, "checkPhotos", in, &findings)
}

// runCheck runs a check of the bundle on the staff's runtime.
func (s *Site) runCheck(ctx context.Context, engine *render.Engine, name string, in, out any) error {
	input, err := json.Marshal(in)
	if err != nil {
		return err
	}
	answer, err := engine.Check(ctx, render.Staff, name, input)
	if err != nil {
		return renderErr(err)
	}
	if err := json.Unmarshal(answer, out); err != nil {
		return fmt.Errorf("read the findings of %s: %w", name, err)
	}
	return nil
}
