package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
)

// Routes of this file (see routes.go): review before publishing.
//   GET    /api/settings/review                        which documents need review and who reviews (everyone in the panel)
//   PUT    /api/settings/review                        set them (owners)
//   POST   /api/content/{key}/review                   send the draft for review, with a note and a wished time (editors; If-Match)
//   DELETE /api/content/{key}/review                   take it back (its author or an owner)
//   POST   /api/content/{key}/review/approve           publish it, or schedule it at the wished time (reviewers; the review and revision read)
//   POST   /api/content/{key}/review/request-changes   send it back with a comment (reviewers; the review and revision read)
//   GET    /api/reviews?state=pending|decided[&locale] the queue (everyone in the panel)
//   GET    /api/reviews/count                          how many wait, for the panel's navigation
//
// Where a document needs review, its draft is published only through an approval: publish,
// schedule and the whole document's PUT answer 409 (requireNoReview). A reviewer is an
// owner or an editor the settings name. A decision names the review and the document's
// revision the reviewer read, so that what goes live is the text they read. Everyone who
// saved the draft since the last publish is its author, and no author decides it, but for
// the only owner, which the audit log then says.

// reviewRoutes are the routes of reviews.
func reviewRoutes(d *deps) []route {
	docs := contentEditor{d: d}
	return []route{
		{"GET /api/settings/review", viewer, handleReviewSettings(d)},
		{"PUT /api/settings/review", ownerOnly, handleReviewSettingsPut(d)},
		{"POST /api/content/{key}/review", editor, docs.handleSubmitReview()},
		{"DELETE /api/content/{key}/review", editor, docs.handleWithdrawReview()},
		{"POST /api/content/{key}/review/approve", editor, docs.handleApproveReview()},
		{"POST /api/content/{key}/review/request-changes", editor, docs.handleRequestChanges()},
		{"GET /api/reviews", viewer, handleReviews(d)},
		{"GET /api/reviews/count", viewer, handleReviewCount(d)},
	}
}

// needsReviewMessage refuses a publish of a document whose changes need review.
const needsReviewMessage = "Changes to this document need review: send the draft for review"

// requireNoReview refuses (409) a direct publish of key when its changes need review.
func (d *deps) requireNoReview(ctx context.Context, key string) error {
	set, err := d.store.ReviewSettings(ctx)
	if err != nil {
		return err
	}
	if set.Requires(key) {
		return content.Errorf(content.Conflict, "%s", needsReviewMessage)
	}
	return nil
}

// requireNoReviewOfWhole is requireNoReview for the whole document's PUT in locale, which
// is also how a language's first version is published where review does not apply. Where
// it does, a first version is saved as a draft and reviewed as every other change, a
// reviewer's too, and the refusal says so.
func (d *deps) requireNoReviewOfWhole(ctx context.Context, key, locale string) error {
	err := d.requireNoReview(ctx, key)
	if err == nil {
		return nil
	}
	if _, published := d.store.PublishedContent(ctx, key, locale); content.ErrorCode(published) != content.NotFound {
		return err
	}
	return content.Errorf(content.Conflict, "Changes to this document need review: save its first version in this language as a draft and send it for review")
}

// reviewSettingsAnswer is GET and PUT /api/settings/review: the settings, and whether the
// caller reviews.
type reviewSettingsAnswer struct {
	content.ReviewSettings
	CanReview bool `json:"canReview"`
}

func (d *deps) reviewSettingsAnswer(ctx context.Context, set content.ReviewSettings) (reviewSettingsAnswer, error) {
	who, err := d.store.Reviewers(ctx)
	actor, _ := content.ActorFrom(ctx)
	return reviewSettingsAnswer{ReviewSettings: set, CanReview: who.Reviews(actor.Username)}, err
}

func handleReviewSettings(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		set, err := d.store.ReviewSettings(r.Context())
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		out, err := d.reviewSettingsAnswer(r.Context(), set)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, out)
	})
}

// cancelledSchedule is a schedule that turning review on cancelled: the document, its name
// and language, when it was to go live and who had scheduled it.
type cancelledSchedule struct {
	Key         string `json:"key"`
	Locale      string `json:"locale"`
	Name        string `json:"name"`
	PublishAt   string `json:"publishAt"`
	ScheduledBy string `json:"scheduledBy"`
}

// handleReviewSettingsPut answers PUT /api/settings/review: the settings as GET answers them,
// and cancelledSchedules, the schedules of drafts that now need review and that no approval
// set (they would have published unreviewed text; the audit log names them too). 400 at
// /documents for a key the content model does not know, at /reviewers for a name that is no
// editor's or owner's.
func handleReviewSettingsPut(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var set content.ReviewSettings
		if err := decode(w, r, &set); err != nil {
			writeError(w, r, d.log, err)
			return
		}
		for _, key := range set.Documents {
			if !d.content.Has(key) {
				writeError(w, r, d.log, &content.Error{Code: content.Invalid, Message: "No such document: " + key,
					Fields: content.FieldErrors{"/documents": "No such document: " + key}})
				return
			}
		}
		saved, cancelled, err := d.store.SetReviewSettings(r.Context(), set)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		if len(cancelled) > 0 {
			d.site.Schedule().Changed()
		}
		answer, err := d.reviewSettingsAnswer(r.Context(), saved)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		out := struct {
			reviewSettingsAnswer
			CancelledSchedules []cancelledSchedule `json:"cancelledSchedules"`
		}{reviewSettingsAnswer: answer, CancelledSchedules: []cancelledSchedule{}}
		for _, c := range cancelled {
			out.CancelledSchedules = append(out.CancelledSchedules, cancelledSchedule{Key: c.Key, Locale: c.Locale,
				Name: content.DocumentName(c.Key), PublishAt: c.PublishAt, ScheduledBy: c.By})
		}
		encode(w, http.StatusOK, out)
	})
}

// submitReviewRequest is the body of POST /api/content/{key}/review.
type submitReviewRequest struct {
	Note string `json:"note"`
	// PublishAt is when the author wishes the change to go live, as the schedule takes it
	// (a wall time of the site's zone, or RFC 3339); empty or null: once approved.
	PublishAt *string `json:"publishAt"`
}

// handleSubmitReview answers POST /api/content/{key}/review: the publish checks run first
// (422 with their findings, as a publish); then the reviewers are e-mailed.
func (e contentEditor) handleSubmitReview() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		var req submitReviewRequest
		if err := decode(w, r, &req); err != nil {
			return content.DocumentState{}, err
		}
		req.Note = strings.TrimSpace(req.Note)
		if utf8.RuneCountInString(req.Note) > content.ReviewLimits.NoteMax {
			msg := fmt.Sprintf("Keep the note to %d characters", content.ReviewLimits.NoteMax)
			return content.DocumentState{}, &content.Error{Code: content.Invalid, Message: msg, Fields: content.FieldErrors{"/note": msg}}
		}
		var at *time.Time
		if req.PublishAt != nil && *req.PublishAt != "" {
			t, err := parseScheduleTime(*req.PublishAt, siteTimeZone(r.Context(), e.store()))
			if err != nil {
				return content.DocumentState{}, err
			}
			at = &t
		}
		rev, err := ifMatchRevision(r)
		if err != nil {
			return content.DocumentState{}, err
		}
		if rev, err = e.checkDraft(r.Context(), key, locale, rev); err != nil {
			return content.DocumentState{}, err
		}
		author := signedInAdmin(r)
		st, err := e.store().SubmitReview(r.Context(), key, locale, req.Note, at, author, rev)
		if err == nil && st.Review != nil {
			e.d.mailReviewers(r.Context(), key, locale, st.Review)
		}
		return st, err
	})
}

// pendingReview answers the state of key in locale, refusing (409) one without a review
// waiting.
func (e contentEditor) pendingReview(ctx context.Context, key, locale string) (content.DocumentState, error) {
	st, err := e.store().ContentState(ctx, key, locale)
	if err == nil && (st.Review == nil || st.Review.State != content.ReviewPending) {
		err = content.Errorf(content.Conflict, "This draft is not waiting for review")
	}
	return st, err
}

// handleWithdrawReview answers DELETE /api/content/{key}/review: its author or an owner.
func (e contentEditor) handleWithdrawReview() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		st, err := e.pendingReview(r.Context(), key, locale)
		if err != nil {
			return st, err
		}
		actor, _ := content.ActorFrom(r.Context())
		if actor.Username != st.Review.Author && actor.Role != content.RoleOwner {
			return st, content.Errorf(content.Forbidden, "Only its author or an owner can withdraw a review")
		}
		return e.store().WithdrawReview(r.Context(), key, locale, actor.Username)
	})
}

// mayDecide refuses (403) a caller who may not decide the waiting review of st, and answers
// whether they approve their own change as the only owner.
func (e contentEditor) mayDecide(ctx context.Context, st content.DocumentState) (self bool, err error) {
	who, err := e.store().Reviewers(ctx)
	if err != nil {
		return false, err
	}
	actor, _ := content.ActorFrom(ctx)
	switch {
	case !who.Reviews(actor.Username):
		return false, content.Errorf(content.Forbidden, "Only reviewers decide reviews: owners and the editors they name")
	case !who.MayDecide(actor.Username, st.Review.Authors):
		return false, content.Errorf(content.Forbidden, "You cannot approve your own change")
	}
	return slices.Contains(st.Review.Authors, actor.Username), nil
}

// decisionRequest is the body of a decision on a review: the review and the document's
// revision the reviewer read (the revision may come in If-Match instead), and for
// request-changes the comment.
type decisionRequest struct {
	ReviewID *int64 `json:"reviewId"`
	Revision *int64 `json:"revision"`
	Comment  string `json:"comment"`
}

// readDecision decodes a decision and answers the review and revision it names: 400 when
// either is missing (a request without a body names neither).
func readDecision(w http.ResponseWriter, r *http.Request) (decisionRequest, database.ReviewRead, error) {
	var req decisionRequest
	if r.ContentLength != 0 || r.Header.Get("Content-Type") != "" {
		if err := decode(w, r, &req); err != nil {
			return req, database.ReviewRead{}, err
		}
	}
	rev, err := ifMatchRevision(r)
	if err != nil {
		return req, database.ReviewRead{}, err
	}
	if req.Revision != nil {
		rev = *req.Revision
	}
	fields := content.FieldErrors{}
	if req.ReviewID == nil || *req.ReviewID < 1 {
		fields["/reviewId"] = "Name the review you read"
	}
	if rev < 0 {
		fields["/revision"] = "Name the revision of the document you read"
	}
	if len(fields) > 0 {
		return req, database.ReviewRead{}, &content.Error{Code: content.Invalid,
			Message: "A decision names the review and the revision of the document the reviewer read", Fields: fields}
	}
	return req, database.ReviewRead{ID: *req.ReviewID, Revision: rev}, nil
}

// matchesRead refuses (409) a decision on a review other than the one read, or on a draft
// changed since it was read, before any check runs (the store checks again as it writes).
func matchesRead(st content.DocumentState, read database.ReviewRead) error {
	switch {
	case st.Review.ID != read.ID:
		return content.Errorf(content.Conflict, "This review was withdrawn or sent again since you opened it: read the draft again before deciding")
	case st.Revision != read.Revision:
		return content.Errorf(content.Conflict, "The draft changed since you opened it: read it again before deciding")
	}
	return nil
}

// handleApproveReview answers POST /api/content/{key}/review/approve: the draft is checked
// as a publish is, then published now, or scheduled at the time its author wished when
// that is still to come; the author is e-mailed.
func (e contentEditor) handleApproveReview() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		st, err := e.pendingReview(r.Context(), key, locale)
		if err != nil {
			return st, err
		}
		self, err := e.mayDecide(r.Context(), st)
		if err != nil {
			return st, err
		}
		_, read, err := readDecision(w, r)
		if err != nil {
			return st, err
		}
		if err := matchesRead(st, read); err != nil {
			return st, err
		}
		if _, err := e.checkDraft(r.Context(), key, locale, st.Revision); err != nil {
			return st, err
		}
		review := *st.Review
		now := true
		if review.PublishAt != nil {
			if at, err := time.Parse(time.RFC3339, *review.PublishAt); err == nil && at.After(e.store().Now()) {
				now = false
			}
		}
		out, err := e.store().ApproveReview(r.Context(), key, locale, signedInAdmin(r), read, self, now)
		if err != nil {
			return out, err
		}
		if now {
			if locale == content.DefaultLocale {
				e.d.site.RenderShowing(r.Context(), key)
			}
		} else {
			e.d.site.Schedule().Changed()
		}
		e.d.mailAuthor(key, locale, review, true, "")
		return out, nil
	})
}

// handleRequestChanges answers POST /api/content/{key}/review/request-changes: a comment
// is required; the author is e-mailed.
func (e contentEditor) handleRequestChanges() http.Handler {
	return e.keyed(func(w http.ResponseWriter, r *http.Request, key, locale string) (content.DocumentState, error) {
		st, err := e.pendingReview(r.Context(), key, locale)
		if err != nil {
			return st, err
		}
		if _, err := e.mayDecide(r.Context(), st); err != nil {
			return st, err
		}
		req, read, err := readDecision(w, r)
		if err != nil {
			return st, err
		}
		req.Comment = strings.TrimSpace(req.Comment)
		if req.Comment == "" || utf8.RuneCountInString(req.Comment) > content.ReviewLimits.CommentMax {
			msg := fmt.Sprintf("Say what to change, in at most %d characters", content.ReviewLimits.CommentMax)
			return st, &content.Error{Code: content.Invalid, Message: msg, Fields: content.FieldErrors{"/comment": msg}}
		}
		if err := matchesRead(st, read); err != nil {
			return st, err
		}
		review := *st.Review
		out, err := e.store().RequestReviewChanges(r.Context(), key, locale, req.Comment, signedInAdmin(r), read)
		if err == nil {
			e.d.mailAuthor(key, locale, review, false, req.Comment)
		}
		return out, err
	})
}

// reviewItem is one review of GET /api/reviews.
type reviewItem struct {
	content.Review
	Key          string `json:"key"`
	Locale       string `json:"locale"`
	Name         string `json:"name"`
	SelfApproved bool   `json:"selfApproved"`
	CanDecide    bool   `json:"canDecide"`
}

// handleReviews answers GET /api/reviews: the waiting reviews, oldest first, or with
// state=decided the last 50 decided, newest first; in one language with locale.
func handleReviews(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		state := q.Get("state")
		if state != "" && state != "pending" && state != "decided" {
			writeError(w, r, d.log, &content.Error{Code: content.Invalid, Message: "state is pending or decided",
				Fields: content.FieldErrors{"state": "pending or decided"}})
			return
		}
		locale := q.Get("locale")
		if locale != "" && !content.Languages.IsLanguage(locale) {
			writeError(w, r, d.log, calendarInvalid("locale", "The site does not speak this language"))
			return
		}
		rows, err := d.store.Reviews(r.Context(), state == "decided", locale)
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		who, err := d.store.Reviewers(r.Context())
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		actor, _ := content.ActorFrom(r.Context())
		out := struct {
			Reviews   []reviewItem `json:"reviews"`
			CanReview bool         `json:"canReview"`
		}{Reviews: []reviewItem{}, CanReview: who.Reviews(actor.Username)}
		for _, row := range rows {
			if !d.content.Has(row.Key) {
				continue
			}
			item := reviewItem{Review: row.Review, Key: row.Key, Locale: row.Locale, Name: content.DocumentName(row.Key),
				SelfApproved: row.SelfApproved}
			if row.State == content.ReviewPending {
				item.Reviewers = who.For(row.Authors)
				item.CanDecide = who.MayDecide(actor.Username, row.Authors)
			}
			out.Reviews = append(out.Reviews, item)
		}
		encode(w, http.StatusOK, out)
	})
}

// handleReviewCount answers GET /api/reviews/count: {"pending": n}.
func handleReviewCount(d *deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, err := d.store.PendingReviewCount(r.Context())
		if err != nil {
			writeError(w, r, d.log, err)
			return
		}
		encode(w, http.StatusOK, map[string]int{"pending": n})
	})
}

// isAddress reports whether an account's name is an e-mail address to write to.
func isAddress(name string) bool {
	at := strings.LastIndexByte(name, '@')
	return at > 0 && at < len(name)-1 && !strings.ContainsAny(name, " \r\n<>,")
}

// documentLabel names a document and its language in an e-mail.
func documentLabel(key, locale string) string {
	for _, l := range content.Languages.Languages {
		if l.Code == locale {
			return fmt.Sprintf("%s (%s)", content.DocumentName(key), l.Name)
		}
	}
	return fmt.Sprintf("%s (%s)", content.DocumentName(key), locale)
}

// reviewMailInterval is how long after a sending of a document for review e-mailed the
// reviewers the same editor's next sendings of that document in that language e-mail
// nobody (they wait in the queue all the same): an editor who sends and withdraws in a loop
// cannot fill the mail queue, which contact messages share. The README's review section
// states it.
const reviewMailInterval = 15 * time.Minute

// mailReviewers e-mails, when mail is set up, each reviewer who may decide the review (whose
// account name is an address) that it waits for them; at most once per reviewMailInterval
// for one editor, document and language.
func (d *deps) mailReviewers(ctx context.Context, key, locale string, review *content.Review) {
	if d.mail == nil {
		return
	}
	if ok, err := d.store.ClaimReviewMail(ctx, review.ID, key, locale, review.Author, reviewMailInterval); err != nil || !ok {
		if err != nil {
			d.log.Error("review mail", "key", key, "locale", locale, "err", err)
		}
		return
	}
	queue := strings.TrimRight(d.baseURL, "/") + "/admin?tab=reviews"
	wished := "once approved"
	if review.PublishAt != nil {
		wished = *review.PublishAt
	}
	body := fmt.Sprintf("%s sent a change of %s for review.\n\nNote: %s\nTo go live: %s\n\nThe review queue: %s\n",
		review.Author, documentLabel(key, locale), review.Note, wished, queue)
	for _, name := range review.Reviewers {
		if isAddress(name) && !slices.Contains(review.Authors, name) {
			d.mail(name, "Review requested: "+documentLabel(key, locale), body)
		}
	}
}

// mailAuthor e-mails, when mail is set up, the author of review what was decided.
func (d *deps) mailAuthor(key, locale string, review content.Review, approved bool, comment string) {
	if d.mail == nil || !isAddress(review.Author) {
		return
	}
	link := strings.TrimRight(d.baseURL, "/") + "/admin?tab=content&doc=" + url.QueryEscape(key)
	if locale != content.DefaultLocale {
		link += "&lang=" + url.QueryEscape(locale)
	}
	if approved {
		d.mail(review.Author, "Approved: "+documentLabel(key, locale),
			fmt.Sprintf("Your change of %s was approved.\n\nThe document: %s\n", documentLabel(key, locale), link))
		return
	}
	d.mail(review.Author, "Changes requested: "+documentLabel(key, locale),
		fmt.Sprintf("Your change of %s was sent back.\n\nChanges requested: %s\n\nThe document: %s\n", documentLabel(key, locale), comment, link))
}
