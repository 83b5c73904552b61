package content

import (
	"fmt"
	"strings"
)

// The publish checks (web/content/publish-checks.json, run by the web app's
// lib/publish-checks.ts in the editor and, on goja, on the server) answer findings: where,
// how bad and what to do. Errors block a publish or a schedule; warnings show but let it go.

// The severities of a finding.
const (
	SeverityError   = "error"
	SeverityWarning = "warning"
)

// Finding is one thing the publish checks found in a draft or a record.
type Finding struct {
	ID       int64  `json:"id,omitempty"` // the record's, for a finding on a record
	Path     string `json:"path"`         // a JSON pointer into the document or record; "" for the page as a whole
	Severity string `json:"severity"`     // SeverityError or SeverityWarning
	Message  string `json:"message"`      // what to do, for an editor
	Rule     string `json:"rule"`         // the rule of publish-checks.json that found it
}

// Blocking answers the findings that block a publish.
func Blocking(findings []Finding) []Finding {
	var out []Finding
	for _, f := range findings {
		if f.Severity == SeverityError {
			out = append(out, f)
		}
	}
	return out
}

// ChecksFailed refuses a publish or a schedule whose draft the checks found errors in
// (422, or the status of Refusal when a page could not be rendered), with every finding.
type ChecksFailed struct {
	Findings []Finding
	// Refusal is set when a page showing the draft could not be rendered: the refusal the
	// publish answered before the checks existed (400 naming the page), kept as it was.
	Refusal *Error
}

// Error implements the error interface.
func (e *ChecksFailed) Error() string {
	if e.Refusal != nil {
		return e.Refusal.Error()
	}
	return fmt.Sprintf("%s: %s", Unprocessable, e.message())
}

// message says how many errors block the publish, and the first of them.
func (e *ChecksFailed) message() string {
	errs := Blocking(e.Findings)
	if len(errs) == 0 {
		return "The checks found no error"
	}
	first := strings.TrimSuffix(errs[0].Message, ".")
	if len(errs) == 1 {
		return "Not published: fix the error the checks found first: " + first + "."
	}
	return fmt.Sprintf("Not published: fix the %d errors the checks found first; the first: %s.", len(errs), first)
}

// Fields are the error findings by path, as a validation error's fields are.
func (e *ChecksFailed) Fields() FieldErrors {
	if e.Refusal != nil && len(e.Refusal.Fields) > 0 {
		return e.Refusal.Fields
	}
	out := FieldErrors{}
	for _, f := range Blocking(e.Findings) {
		if _, taken := out[f.Path]; !taken && f.Path != "" {
			out[f.Path] = f.Message
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
