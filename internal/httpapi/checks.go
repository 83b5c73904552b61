package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/linkcheck"
	"github.com/qrs-site/qrs/internal/render"
	"github.com/qrs-site/qrs/internal/site"
)

// Routes of this file (see routes.go), for everyone in the panel (they change nothing):
//   POST /api/content/{key}/check   the publish checks' findings of a draft: the body sent, else the saved draft, else the published text
//   GET  /api/team-members/checks    the findings of the team members' portraits
//   GET  /api/gallery/images/checks  the findings of the gallery's pictures
// Publishing and scheduling run the same checks (contentEditor.checkDraft): an error
// blocks them with 422 and the findings, warnings let them go.

// checksAnswer is the answer of a check: every finding, errors and warnings, in the order
// of the document's fields.
type checksAnswer struct {
	Findings []content.Finding `json:"findings"`
}

// photoCollections are the kinds of record whose pictures are checked: a picture the pages
// describe by a field of the record (the team page's portraits by the member's name, the
// gallery's pictures by their titles).
var photoCollections = []string{"team-members", "gallery-images"}

// checkRoutes are the routes of the checks of records' pictures.
func checkRoutes(d *deps) []route {
	var out []route
	for _, name := range photoCollections {
		c := content.CollectionNamed(name)
		out = append(out, route{"GET " + c.Path + "/checks", viewer, handlePhotoChecks(d, c)})
	}
	return out
}

// maxCheckLinks is the most links to paths of the site the checks of a text ask about (the
// first ones, each asked in-process): a text with more is checked for these, the rest left
// to the link checker's run. A viewer may ask for checks as often as they like, and 22,000
// links took seconds a request.
const maxCheckLinks = 500

// handleCheck answers POST /api/content/{key}/check: the findings of the document sent as
// the body (checked as a draft of it would be), or, with no body, of the saved draft, or of
// the published text when there is none. A body its schema refuses is answered with its
// refusals as error findings: no page is rendered from it and none of its links is asked
// about. The check runs on a render lane of its own (render.Check), never the one publishes
// and approvals use; 503 with Retry-After while another check holds it past the wait limit.
func (e contentEditor) handleCheck() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := render.WithLane(r.Context(), render.Check)
		key := r.PathValue("key")
		if !e.model().Has(key) {
			writeError(w, r, e.log(), contentNotFound)
			return
		}
		locale, err := localeOf(r)
		var body []byte
		if err == nil {
			body, err = e.checkedBody(w, r, key, locale)
		}
		if err != nil {
			writeError(w, r, e.log(), err)
			return
		}
		var invalid content.FieldErrors
		if err := e.model().Validate(key, body); err != nil {
			invalid = fieldsOf(err)
			if invalid == nil {
				writeError(w, r, e.log(), err)
				return
			}
		} else if err := e.d.checkSlots(r.Context(), key, locale, body); err != nil {
			if invalid = fieldsOf(err); invalid == nil {
				invalid = content.FieldErrors{"": content.ErrorMessage(err)}
			}
			if content.ErrorCode(err) != content.Invalid {
				writeError(w, r, e.log(), err)
				return
			}
		}
		var known site.Known
		if invalid == nil {
			known = e.d.knownAround(ctx, key, locale, body)
		}
		findings, _, err := e.d.site.CheckDraft(ctx, key, locale, body, invalid, known)
		if err != nil {
			writeError(w, r, e.log(), err)
			return
		}
		encode(w, http.StatusOK, checksAnswer{Findings: orNone(findings)})
	})
}

// checkedBody is the document a check is asked of: the request's body when it has one,
// else the saved draft, else the published text.
func (e contentEditor) checkedBody(w http.ResponseWriter, r *http.Request, key, locale string) ([]byte, error) {
	if r.ContentLength != 0 {
		return readJSON(w, r)
	}
	st, err := e.store().ContentState(r.Context(), key, locale)
	if content.ErrorCode(err) == content.NotFound && locale != content.DefaultLocale {
		st, err = e.untranslated(r.Context(), key, locale)
	}
	if err != nil {
		return nil, err
	}
	if st.Draft != nil {
		return st.Draft.Body, nil
	}
	return st.Published.Body, nil
}

// fieldsOf answers the field errors of an invalid error, nil for any other.
func fieldsOf(err error) content.FieldErrors {
	var e *content.Error
	if errors.As(err, &e) && e.Code == content.Invalid && len(e.Fields) > 0 {
		return e.Fields
	}
	return nil
}

func orNone(findings []content.Finding) []content.Finding {
	if findings == nil {
		return []content.Finding{}
	}
	return findings
}

// checkFindings runs the publish checks on body, the draft of key about to be published or
// scheduled: a page that cannot be rendered from it, or an error finding, refuses it with
// every finding (content.ChecksFailed).
func (d *deps) checkFindings(ctx context.Context, key, locale string, body []byte) error {
	findings, refusal, err := d.site.CheckDraft(ctx, key, locale, body, nil, d.knownAround(ctx, key, locale, body))
	if err != nil {
		return err
	}
	if refusal != nil || len(content.Blocking(findings)) > 0 {
		return &content.ChecksFailed{Findings: findings, Refusal: refusal}
	}
	return nil
}

// knownAround gathers what the checks of body, a document of key in locale, take from the
// server: whether the site answers each of its links to its own paths (asked in-process, as
// the link checker asks; the first maxCheckLinks of them), the addresses the link checker
// found dead at its last run, those of its http: links whose https: twin answered it, and the
// site document whose values fill its slots (body itself when it is the site document), and
// the media library's descriptions in locale of the pictures it may show.
func (d *deps) knownAround(ctx context.Context, key, locale string, body []byte) site.Known {
	known := site.Known{Paths: map[string]bool{}}
	if key == "site" {
		known.Site = body
	} else if doc, err := d.store.PublishedContent(ctx, "site", locale); err == nil {
		known.Site = doc.Body
	}
	if alts, err := d.store.LibraryAlts(ctx, locale); err == nil && len(alts) > 0 {
		known.LibraryAlts = alts
	}
	var insecure []string
	d.content.EachLink(key, body, func(_, link string) {
		switch {
		case strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "//"):
			if _, asked := known.Paths[link]; !asked && len(known.Paths) < maxCheckLinks {
				if ok, err := d.answersPath(ctx, link); err == nil {
					known.Paths[link] = ok
				}
			}
		case strings.HasPrefix(strings.ToLower(link), "http://"):
			insecure = append(insecure, link)
		}
	})
	results, err := d.store.LinkCheckResults(ctx, false)
	if err != nil {
		d.log.Warn("reading the link checker's results for the publish checks", "err", err)
		return known
	}
	answered := map[string]bool{}
	for _, res := range results {
		if res.OK {
			answered[res.URL] = true
		} else if res.Kind != linkcheck.KindInternal {
			known.DeadLinks = append(known.DeadLinks, site.DeadLink{URL: res.URL, Reason: res.Reason})
		}
	}
	for _, link := range insecure {
		if answered["https://"+link[len("http://"):]] {
			known.SecureLinks = append(known.SecureLinks, link)
		}
	}
	return known
}

// handlePhotoChecks answers GET <collection>/checks: the findings of the pictures of every
// record of c, each with the record's id, at the field the picture is described by.
func handlePhotoChecks(d *deps, c *content.Collection) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		records, err := d.store.List(r.Context(), c)
		var list, team []byte
		if err == nil {
			list, err = json.Marshal(records)
		}
		if err == nil && c.Name == "team-members" {
			var doc content.Document
			if doc, err = d.store.PublishedContent(r.Context(), "team", content.DefaultLocale); err == nil {
				team = doc.Body
			}
		}
		var findings []content.Finding
		if err == nil {
			// On the checks' own lane, as handleCheck's: never the staff's.
			findings, err = d.site.CheckPhotos(render.WithLane(r.Context(), render.Check), c.Name, list, team)
		}
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, checksAnswer{Findings: orNone(findings)})
	})
}
