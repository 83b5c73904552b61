package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/site"
)

// Routes of this file (see routes.go), all for admins; every write names the revision it
// was made on in If-Match and is refused with 409 and the current state when stale:
//   GET    /api/content                                   every document's state, for the editor's list
//   GET    /api/content/{key}/draft                       one document's published text and draft
//   PUT    /api/content/{key}/draft                       save the draft (published untouched)
//   DELETE /api/content/{key}/draft                       discard it
//   POST   /api/content/{key}/publish                     publish it, unless the checks (checks.go) find an error; answers once its pages and PDFs are rendered
//   PUT    /api/content/{key}/schedule                    publish it by itself at a time of the site's zone
//   DELETE /api/content/{key}/schedule                    cancel that
//   GET    /api/content/{key}/versions/{version}          one version with its text
//   POST   /api/content/{key}/versions/{version}/restore  make that version the draft

// editorState is a document's state as the editor's API answers it: with the pages and
// PDFs that show it, and the time zone schedules are set in.
type editorState struct {
	content.DocumentState
	Pages    []string `json:"pages"`
	PDFs     []string `json:"pdfs"`
	TimeZone string   `json:"timeZone"`
	// RenderFailures are the pages showing the document whose current data could not be
	// rendered, so visitors see an earlier version.
	RenderFailures []site.RenderFailure `json:"renderFailures"`
}

// contentEditor holds what the editor's handlers share.
type contentEditor struct {
	d *deps
}

func (e contentEditor) model() *contentschema.Model { return e.d.content }
func (e contentEditor) store() *database.Store      { return e.d.store }
func (e contentEditor) log() *slog.Logger           { return e.d.log }

// state adds the pages and PDFs showing st in locale (at their addresses in that language)
// and the time zone of the site to st.
func (e contentEditor) state(ctx context.Context, st content.DocumentState, locale string, zone *time.Location) editorState {
	return editorState{DocumentState: st, Pages: e.d.site.RoutesShowingIn(ctx, st.Key, locale), PDFs: site.PDFsMadeFromIn(st.Key, locale),
		TimeZone: zone.String(), RenderFailures: e.d.site.RenderFailures(st.Key)}
}

// handleList answers GET /api/content: every document of the model, each with its
// published version, its draft and schedule if any: the site settings first, then the pages
// by route (the home page, the not-found page last), then the documents only PDFs show.
func (e contentEditor) handleList() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		locale, err := localeOf(r)
		var states []content.DocumentState
		if err == nil {
			states, err = e.store().ContentStates(r.Context(), locale)
		}
		if err != nil {
			writeError(w, r, e.log(), err)
			return
		}
		if locale != content.DefaultLocale {
			// A document with no version in this language is listed too, at version 0.
			have := map[string]bool{}
			for _, st := range states {
				have[st.Key] = true
			}
			review, err := e.store().ReviewSettings(r.Context())
			if err != nil {
				writeError(w, r, e.log(), err)
				return
			}
			for _, key := range e.model().Keys() {
				if !have[key] {
					states = append(states, content.DocumentState{Key: key, ReviewRequired: review.Requires(key)})
				}
			}
		}
		zone := siteTimeZone(r.Context(), e.store())
		out := make([]editorState, 0, len(states))
		order := map[string]string{}
		for _, st := range states {
			if e.model().Has(st.Key) {
				out = append(out, e.state(r.Context(), st, locale, zone))
				order[st.Key] = e.d.site.DocumentOrder(st.Key)
			}
		}
		slices.SortStableFunc(out, func(a, b editorState) int {
			return strings.Compare(order[a.Key], order[b.Key])
		})
		encode(w, http.StatusOK, out)
	})
}

// handleState answers GET /api/content/{key}/draft.
func (e contentEditor) handleState() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		st, err := e.store().ContentState(r.Context(), key, locale)
		if content.ErrorCode(err) == content.NotFound && locale != content.DefaultLocale {
			return e.untranslated(r.Context(), key, locale)
		}
		return st, err
	})
}

// untranslated is the state of a document with no version in locale, a language other than
// the default: version 0, revision 0, the text a translation starts from (the default
// translation the site ships for it, else the default language's published text), and
// whether its changes need review. Its first version is published whole (PUT
// /api/content/{key}?locale=), or saved as a draft, which is how it is reviewed where its
// changes need review.
func (e contentEditor) untranslated(ctx context.Context, key, locale string) (content.DocumentState, error) {
	st := content.DocumentState{Key: key}
	review, err := e.store().ReviewSettings(ctx)
	if err != nil {
		return st, err
	}
	st.ReviewRequired = review.Requires(key)
	if body, ok := e.model().Seeds()[locale][key]; ok {
		var compact bytes.Buffer
		if err := json.Compact(&compact, body); err != nil {
			return st, err
		}
		st.Published.Body = compact.Bytes()
		return st, nil
	}
	doc, err := e.store().PublishedContent(ctx, key, content.DefaultLocale)
	st.Published.Body = doc.Body
	return st, err
}

// withStartText gives st, a document with no version in locale yet (its first version's
// draft, if any, waiting), the text a translation starts from as its published text, which
// the editor and a reviewer compare the draft with (see untranslated).
func (e contentEditor) withStartText(ctx context.Context, st content.DocumentState, locale string) content.DocumentState {
	if locale == content.DefaultLocale || st.Published.Version != 0 || len(st.Published.Body) != 0 {
		return st
	}
	if start, err := e.untranslated(ctx, st.Key, locale); err == nil {
		st.Published.Body = start.Published.Body
	}
	return st
}

// handleSaveDraft answers PUT /api/content/{key}/draft with a whole document, checked
// against the schema as a published one is.
func (e contentEditor) handleSaveDraft() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		body, err := readJSON(w, r)
		if err != nil {
			return content.DocumentState{}, err
		}
		if err := e.checkSaved(r.Context(), key, locale, body); err != nil {
			return content.DocumentState{}, err
		}
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		return e.store().SaveContentDraft(r.Context(), key, locale, body, signedInAdmin(r), rev)
	})
}

// handleDiscardDraft answers DELETE /api/content/{key}/draft.
func (e contentEditor) handleDiscardDraft() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		return e.store().DiscardContentDraft(r.Context(), key, locale, rev)
	})
}

// handlePublish answers POST /api/content/{key}/publish: the draft goes live, once every
// page that shows it rendered from it (else 400 naming the page and the reason, and nothing
// changes) and the publish checks found no error in it (else 422 with the findings), and the answer waits until every page and PDF that shows the document has been
// made anew, so a visitor's next request gets it without waiting.
func (e contentEditor) handlePublish() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		if err := e.d.requireNoReview(r.Context(), key); err != nil {
			return content.DocumentState{}, err
		}
		if rev, err = e.checkDraft(r.Context(), key, locale, rev); err != nil {
			return content.DocumentState{}, err
		}
		st, err := e.store().PublishContentDraft(r.Context(), key, locale, signedInAdmin(r), rev)
		if err != nil {
			return st, err
		}
		if locale == content.DefaultLocale {
			e.d.site.RenderShowing(r.Context(), key)
		}
		return st, nil
	})
}

// checkDraft runs, on the draft of key that is to go live (a publish, a schedule, a
// review's sending or approval), the checks a save runs (checkSaved: the site may have
// changed since, as another page taking its address) and then the publish checks (see
// checkFindings): it renders the pages showing it (see site.CheckRenders), and refuses it
// when one cannot be rendered (400, as before the checks) or the checks found an error
// (422), with every finding; when the document is at revision rev (content.AnyRevision:
// any). It answers the revision checked, for the write that follows to be made on exactly
// that text. Without a draft there is nothing to check, and the write answers why.
func (e contentEditor) checkDraft(ctx context.Context, key, locale string, rev int64) (int64, error) {
	st, err := e.store().ContentState(ctx, key, locale)
	if err != nil {
		return rev, err
	}
	if st.Draft == nil || (rev != content.AnyRevision && rev != st.Revision) {
		return rev, nil
	}
	if err := e.checkSaved(ctx, key, locale, st.Draft.Body); err != nil {
		return st.Revision, err
	}
	return st.Revision, e.d.checkFindings(ctx, key, locale, st.Draft.Body)
}

// checkSaved runs the checks every text of key in locale passes to be saved as a draft,
// and again where it goes live: the schema, then its slots and its address (checkSlots).
func (e contentEditor) checkSaved(ctx context.Context, key, locale string, body []byte) error {
	if err := e.model().Validate(key, body); err != nil {
		return err
	}
	return e.d.checkSlots(ctx, key, locale, body)
}

// checkSlots refuses a document of key whose texts, or the texts of others when it is the
// site document, would grow too long once their site slots are filled (see
// contentschema.CheckSlots).
func (d *deps) checkSlots(ctx context.Context, key, locale string, body []byte) error {
	// A translation's address must be its own, too.
	if err := d.site.CheckAddress(ctx, key, locale, body); err != nil {
		return err
	}
	if key != "site" {
		site, err := d.store.PublishedContent(ctx, "site", locale)
		if err != nil && locale != content.DefaultLocale {
			// A language whose site document is not published yet fills the slots from the
			// default language's.
			site, err = d.store.PublishedContent(ctx, "site", content.DefaultLocale)
		}
		if err != nil {
			return err
		}
		return contentschema.CheckSlots(key, body, site.Body, nil)
	}
	others := map[string][]byte{}
	for _, k := range d.content.Keys() {
		if k == key {
			continue
		}
		doc, err := d.store.PublishedContent(ctx, k, locale)
		if err != nil && locale != content.DefaultLocale {
			continue // not written in this language yet
		}
		if err != nil {
			return err
		}
		others[k] = doc.Body
	}
	return contentschema.CheckSlots(key, body, body, others)
}

// scheduleRequest is the body of PUT /api/content/{key}/schedule.
type scheduleRequest struct {
	// PublishAt is a wall time of the site's zone ("2026-11-23T09:00", seconds optional) or
	// an RFC 3339 time with its offset.
	PublishAt string `json:"publishAt"`
}

// handleSchedule answers PUT /api/content/{key}/schedule.
func (e contentEditor) handleSchedule() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		var req scheduleRequest
		if err := decode(w, r, &req); err != nil {
			return content.DocumentState{}, err
		}
		at, err := parseScheduleTime(req.PublishAt, siteTimeZone(r.Context(), e.store()))
		if err != nil {
			return content.DocumentState{}, err
		}
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		if err := e.d.requireNoReview(r.Context(), key); err != nil {
			return content.DocumentState{}, err
		}
		// The time is judged when the editor asked, before the pages are checked.
		if err := e.store().CheckScheduleTime(at); err != nil {
			return content.DocumentState{}, err
		}
		if rev, err = e.checkDraft(r.Context(), key, locale, rev); err != nil {
			return content.DocumentState{}, err
		}
		st, err := e.store().ScheduleCheckedContentDraft(r.Context(), key, locale, at, signedInAdmin(r), rev)
		if err == nil {
			e.d.site.Schedule().Changed()
		}
		return st, err
	})
}

// handleUnschedule answers DELETE /api/content/{key}/schedule.
func (e contentEditor) handleUnschedule() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		st, err := e.store().UnscheduleContentDraft(r.Context(), key, locale, rev)
		if err == nil {
			e.d.site.Schedule().Changed()
		}
		return st, err
	})
}

// handleRestore answers POST /api/content/{key}/versions/{version}/restore: the version
// passes the checks a save runs first (400 as a save), as the site may have changed since
// it was live (another page took its address).
func (e contentEditor) handleRestore() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		version, err := versionParam(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		old, err := e.store().ContentVersion(r.Context(), key, locale, version)
		if err != nil {
			return content.DocumentState{}, err
		}
		if err := e.checkSaved(r.Context(), key, locale, old.Body); err != nil {
			return content.DocumentState{}, err
		}
		return e.store().RestoreContentVersion(r.Context(), key, locale, version, signedInAdmin(r), rev)
	})
}

// handleVersion answers GET /api/content/{key}/versions/{version}.
func (e contentEditor) handleVersion() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.PathValue("key")
		if !e.model().Has(key) {
			writeError(w, r, e.log(), contentNotFound)
			return
		}
		version, err := versionParam(r)
		var locale string
		if err == nil {
			locale, err = localeOf(r)
		}
		if err != nil {
			writeError(w, r, e.log(), err)
			return
		}
		v, err := e.store().ContentVersion(r.Context(), key, locale, version)
		if err != nil {
			writeError(w, r, e.log(), err)
			return
		}
		encode(w, http.StatusOK, v)
	})
}

// keyed answers a route of one document: 404 for a key the model does not know, the
// state fn answers with its pages and PDFs, and for a stale write 409 with the message an
// editor reads and the current state.
func (e contentEditor) keyed(fn func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.PathValue("key")
		if !e.model().Has(key) {
			writeError(w, r, e.log(), contentNotFound)
			return
		}
		locale, err := localeOf(r)
		if err != nil {
			writeError(w, r, e.log(), err)
			return
		}
		st, err := fn(w, r, key, locale)
		var stale *content.StaleError
		switch {
		case errors.As(err, &stale):
			zone := siteTimeZone(r.Context(), e.store())
			encode(w, http.StatusConflict, conflictAnswer{
				Message: staleMessage(stale.State, zone),
				State:   e.state(r.Context(), e.withStartText(r.Context(), stale.State, locale), locale, zone),
			})
		case err != nil:
			writeError(w, r, e.log(), err)
		default:
			w.Header().Set("ETag", `"`+strconv.FormatInt(st.Revision, 10)+`"`)
			encode(w, http.StatusOK, e.state(r.Context(), e.withStartText(r.Context(), st, locale), locale, siteTimeZone(r.Context(), e.store())))
		}
	})
}

// conflictAnswer is the 409 of a stale write: what happened, and the document as it is now.
type conflictAnswer struct {
	Message string      `json:"message"`
	State   editorState `json:"state"`
}

// staleMessage tells an editor whose write was refused who changed the document and when.
func staleMessage(st content.DocumentState, zone *time.Location) string {
	who, when := st.Published.UpdatedBy, st.Published.UpdatedAt
	if st.Draft != nil && st.Draft.UpdatedAt >= when {
		who, when = st.Draft.UpdatedBy, st.Draft.UpdatedAt
	}
	if t, err := time.Parse(time.RFC3339, when); err == nil {
		when = t.In(zone).Format("2 January 2006 at 15:04 MST")
	}
	return "This page was changed by " + who + " on " + when + " since you opened it. " +
		"Your text is still here: compare it with theirs, then keep yours or load theirs."
}

// ifMatchRevision reads the revision a write was made on from If-Match ("12" or "\"12\"");
// without the header the write is not checked (for scripts).
func ifMatchRevision(r *http.Request) (int64, error) {
	v := strings.TrimSpace(r.Header.Get("If-Match"))
	if v == "" || v == "*" {
		return content.AnyRevision, nil
	}
	n, err := strconv.ParseInt(strings.Trim(strings.TrimPrefix(v, "W/"), `"`), 10, 64)
	if err != nil || n < 0 {
		return 0, content.Errorf(content.Invalid, "If-Match must name the revision the change was made on")
	}
	return n, nil
}

func versionParam(r *http.Request) (int64, error) {
	n, err := strconv.ParseInt(r.PathValue("version"), 10, 64)
	if err != nil || n < 1 {
		return 0, content.Errorf(content.NotFound, "Version not found")
	}
	return n, nil
}

// parseScheduleTime reads a schedule's time: RFC 3339 with an offset, or a wall time of
// zone with or without seconds.
func parseScheduleTime(v string, zone *time.Location) (time.Time, error) {
	v = strings.TrimSpace(v)
	if t, err := time.Parse(time.RFC3339, v); err == nil {
		return t, nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04"} {
		if t, err := time.ParseInLocation(layout, v, zone); err == nil {
			return t, nil
		}
	}
	msg := "Enter a date and time such as 2026-12-01T09:00"
	return time.Time{}, &content.Error{Code: content.Invalid, Message: msg, Fields: content.FieldErrors{"/publishAt": msg}}
}

// siteTimeZone is the zone of the site settings' timeZone, UTC when unset or unknown.
func siteTimeZone(ctx context.Context, store *database.Store) *time.Location {
	return store.SiteTimeZone(ctx)
}
