package database

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// reviewSettingsKey is the site setting (site_settings) holding content.ReviewSettings as JSON.
const reviewSettingsKey = "review"

// auditKindReview is the kind of the audit entries of reviews' steps, whose target is the
// document they are of (as content changes name it).
const auditKindReview = auditKindContent

// inReviewMessage answers a change of a draft that waits in review.
const inReviewMessage = "In review: withdraw it to change the draft"

// ReviewSettings answers the site's settings of review before publishing (none set: no
// document needs review).
func (s *Store) ReviewSettings(ctx context.Context) (content.ReviewSettings, error) {
	return reviewSettings(ctx, s.db)
}

func reviewSettings(ctx context.Context, q queryer) (content.ReviewSettings, error) {
	out := content.ReviewSettings{Documents: []string{}, Reviewers: []string{}}
	var value string
	err := q.QueryRowContext(ctx, `SELECT value FROM site_settings WHERE key = ?`, reviewSettingsKey).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	if err := json.Unmarshal([]byte(value), &out); err != nil {
		return out, err
	}
	if out.Documents == nil {
		out.Documents = []string{}
	}
	if out.Reviewers == nil {
		out.Reviewers = []string{}
	}
	return out, nil
}

// SetReviewSettings stores the settings, as the owner in ctx asks; every reviewer named must
// be an active editor's or owner's account (400 at /reviewers otherwise). The change is
// audited; the documents named are the caller's to check against the content model. The
// schedules of drafts that now need review and that no approval set are cancelled, as they
// would publish unreviewed text; it answers them (Revision: the document's after it).
func (s *Store) SetReviewSettings(ctx context.Context, set content.ReviewSettings) (content.ReviewSettings, []ScheduledDraft, error) {
	actor, _ := content.ActorFrom(ctx)
	set.Documents = sortedUnique(set.Documents)
	set.Reviewers = sortedUnique(set.Reviewers)
	var cancelled []ScheduledDraft
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		was, err := reviewSettings(ctx, tx)
		if err != nil {
			return err
		}
		owners, editors, err := reviewerAccounts(ctx, tx)
		if err != nil {
			return err
		}
		for _, name := range set.Reviewers {
			if !slices.Contains(editors, name) && !slices.Contains(owners, name) {
				return &content.Error{Code: content.Invalid, Message: "A reviewer must be an editor's or an owner's account",
					Fields: content.FieldErrors{"/reviewers": "Not an editor's or an owner's account: " + name}}
			}
		}
		value, err := json.Marshal(set)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
			reviewSettingsKey, string(value), s.timestamp(), actor.Username); err != nil {
			return err
		}
		var changes []AuditChange
		if was.Everything != set.Everything {
			changes = append(changes, AuditChange{Field: "everything", From: was.Everything, To: set.Everything})
		}
		if !slices.Equal(was.Documents, set.Documents) {
			changes = append(changes, AuditChange{Field: "documents", From: was.Documents, To: set.Documents})
		}
		if !slices.Equal(was.Reviewers, set.Reviewers) {
			changes = append(changes, AuditChange{Field: "reviewers", From: was.Reviewers, To: set.Reviewers})
		}
		cancelled, err = s.cancelUnreviewedSchedules(ctx, tx, set)
		if err != nil {
			return err
		}
		if len(cancelled) > 0 {
			names := make([]string, 0, len(cancelled))
			for _, c := range cancelled {
				names = append(names, contentTarget(c.Key, c.Locale)+" at "+c.PublishAt)
			}
			changes = append(changes, AuditChange{Field: "cancelledSchedules", To: names})
		}
		if len(changes) == 0 {
			return nil
		}
		return s.audit(ctx, tx, AuditEntry{Action: "update", Kind: SettingsKind, Target: "Review", Changes: changes})
	})
	if cancelled == nil {
		cancelled = []ScheduledDraft{}
	}
	return set, cancelled, err
}

// cancelUnreviewedSchedules cancels, under the settings set, the schedule of every draft
// whose document needs review and that no approval set: one an approval set is that of the
// document's latest review, approved, by the reviewer who approved it, at the time they
// approved, on a draft unchanged since. Each is audited on the document, whose revision
// moves on (an editor who had it open sees the change).
func (s *Store) cancelUnreviewedSchedules(ctx context.Context, tx *sql.Tx, set content.ReviewSettings) ([]ScheduledDraft, error) {
	rows, err := tx.QueryContext(ctx, `SELECT d.key, d.locale, d.publish_at, COALESCE(d.scheduled_by, d.updated_by),
			CASE WHEN r.state = ? AND r.publish_at = d.publish_at AND r.decided_by = d.scheduled_by AND r.decided_at >= d.updated_at
				THEN 1 ELSE 0 END
		FROM content_documents d
		LEFT JOIN content_reviews r ON r.id = (SELECT MAX(id) FROM content_reviews m WHERE m.key = d.key AND m.locale = d.locale)
		WHERE d.state = ? AND d.publish_at IS NOT NULL ORDER BY d.key, d.locale`, content.ReviewApproved, stateDraft)
	if err != nil {
		return nil, err
	}
	var out []ScheduledDraft
	for rows.Next() {
		var d ScheduledDraft
		var approved int
		if err := rows.Scan(&d.Key, &d.Locale, &d.PublishAt, &d.By, &approved); err != nil {
			rows.Close()
			return nil, err
		}
		if approved == 0 && set.Requires(d.Key) {
			out = append(out, d)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i, d := range out {
		if _, err := tx.ExecContext(ctx, `UPDATE content_documents SET publish_at = NULL, scheduled_by = NULL
			WHERE key = ? AND locale = ? AND state = ?`, d.Key, d.Locale, stateDraft); err != nil {
			return nil, err
		}
		if err := tx.QueryRowContext(ctx, `UPDATE content_documents SET revision = revision + 1
			WHERE key = ? AND locale = ? AND state = ? RETURNING revision`, d.Key, d.Locale, statePublished).Scan(&out[i].Revision); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		if err := s.audit(ctx, tx, AuditEntry{Action: "unschedule", Kind: auditKindContent, Target: contentTarget(d.Key, d.Locale),
			Changes: []AuditChange{{Field: "publishAt", From: d.PublishAt, To: nil}, {Field: "reason", To: "Review became required"}}}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func sortedUnique(in []string) []string {
	out := slices.Clone(in)
	if out == nil {
		return []string{}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// reviewerAccounts answers the usernames of the active owners and of the active editors.
func reviewerAccounts(ctx context.Context, q queryer) (owners, editors []string, err error) {
	rows, err := q.QueryContext(ctx, `SELECT username, role FROM admins WHERE deactivated_at IS NULL ORDER BY username`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var name, role string
		if err := rows.Scan(&name, &role); err != nil {
			return nil, nil, err
		}
		switch content.Role(role) {
		case content.RoleOwner:
			owners = append(owners, name)
		case content.RoleEditor:
			editors = append(editors, name)
		}
	}
	return owners, editors, rows.Err()
}

// Reviewers are who decide reviews: the active owners, and the active editors the settings
// name (an owner named there counts once).
type Reviewers struct {
	Owners []string
	Named  []string
}

// Reviewers answers who decides reviews now.
func (s *Store) Reviewers(ctx context.Context) (Reviewers, error) {
	return reviewers(ctx, s.db)
}

func reviewers(ctx context.Context, q queryer) (Reviewers, error) {
	set, err := reviewSettings(ctx, q)
	if err != nil {
		return Reviewers{}, err
	}
	owners, editors, err := reviewerAccounts(ctx, q)
	if err != nil {
		return Reviewers{}, err
	}
	out := Reviewers{Owners: owners}
	for _, name := range set.Reviewers {
		if slices.Contains(editors, name) {
			out.Named = append(out.Named, name)
		}
	}
	return out, nil
}

// Reviews reports whether the account named reviews (an owner, or an editor named).
func (r Reviewers) Reviews(name string) bool {
	return slices.Contains(r.Owners, name) || slices.Contains(r.Named, name)
}

// OnlyOwner reports whether name is the site's one active owner.
func (r Reviewers) OnlyOwner(name string) bool {
	return len(r.Owners) == 1 && r.Owners[0] == name
}

// MayDecide reports whether name may approve or send back a change by authors (everyone
// who saved its draft): a reviewer, and none of its authors, unless they are the only owner.
func (r Reviewers) MayDecide(name string, authors []string) bool {
	return r.Reviews(name) && (!slices.Contains(authors, name) || r.OnlyOwner(name))
}

// For answers who may decide a change by authors, in order.
func (r Reviewers) For(authors []string) []string {
	out := []string{}
	for _, name := range append(slices.Clone(r.Owners), r.Named...) {
		if r.MayDecide(name, authors) && !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// reviewSelect reads a review row; scanReview scans it.
const reviewSelect = `SELECT id, key, locale, state, author, authors, note, publish_at, submitted_at, decided_by, decided_at, comment,
	self_approved FROM content_reviews`

// ReviewRow is a review with the document and language it is of.
type ReviewRow struct {
	content.Review
	Key          string
	Locale       string
	SelfApproved bool
}

func scanReview(row interface{ Scan(...any) error }) (ReviewRow, error) {
	var r ReviewRow
	var at sql.NullString
	var self int64
	var authors string
	err := row.Scan(&r.ID, &r.Key, &r.Locale, &r.State, &r.Author, &authors, &r.Note, &at, &r.SubmittedAt, &r.DecidedBy, &r.DecidedAt,
		&r.Comment, &self)
	r.Authors = nameList(authors)
	if len(r.Authors) == 0 { // sent before authors were kept: its sender alone
		r.Authors = []string{r.Author}
	}
	if at.Valid {
		v := at.String
		r.PublishAt = &v
	}
	r.SelfApproved = self != 0
	r.Reviewers = []string{}
	return r, err
}

// fillReview adds to st whether its document needs review and its draft's open review (the
// latest, when it waits or was sent back).
func fillReview(ctx context.Context, q queryer, st *content.DocumentState, locale string) error {
	set, err := reviewSettings(ctx, q)
	if err != nil {
		return err
	}
	st.ReviewRequired = set.Requires(st.Key)
	st.Review = nil
	r, err := scanReview(q.QueryRowContext(ctx, reviewSelect+` WHERE key = ? AND locale = ? ORDER BY id DESC LIMIT 1`, st.Key, locale))
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if r.State != content.ReviewPending && r.State != content.ReviewChangesRequested {
		return nil
	}
	who, err := reviewers(ctx, q)
	if err != nil {
		return err
	}
	r.Reviewers = who.For(r.Authors)
	st.Review = &r.Review
	return nil
}

// SubmitReview sends the draft of key in locale for review by the editor named by, with a
// note and the time they wish it to go live (nil: once approved), when the document is at
// revision. Its authors are everyone who saved the draft, and by. A schedule the draft had
// gives way to the wished time.
func (s *Store) SubmitReview(ctx context.Context, key, locale, note string, publishAt *time.Time, by string, revision int64) (content.DocumentState, error) {
	if publishAt != nil {
		if err := s.CheckScheduleTime(*publishAt); err != nil {
			return content.DocumentState{}, err
		}
	}
	locale = orDefaultLocale(locale)
	return s.editDocument(ctx, key, locale, revision, false, true, func(tx *sql.Tx, st content.DocumentState, now string) error {
		switch {
		case st.Draft == nil:
			return content.Errorf(content.Conflict, "Save a draft before sending it for review")
		case st.Review != nil && st.Review.State == content.ReviewPending:
			return content.Errorf(content.Conflict, "This draft is already in review")
		case !st.ReviewRequired:
			return content.Errorf(content.Conflict, "Changes to this document need no review: publish the draft")
		}
		var at any
		if publishAt != nil {
			at = publishAt.UTC().Format(time.RFC3339)
		}
		authors, err := draftEditors(ctx, tx, key, locale)
		if err != nil {
			return err
		}
		if !slices.Contains(authors, by) {
			authors = append(authors, by)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO content_reviews (key, locale, state, author, authors, note, publish_at, submitted_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, key, locale, content.ReviewPending, by, strings.Join(authors, "\n"), note, at, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE content_documents SET publish_at = NULL, scheduled_by = NULL
			WHERE key = ? AND locale = ? AND state = ?`, key, locale, stateDraft); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "review-submit", Kind: auditKindReview, Target: contentTarget(key, locale),
			Changes: []AuditChange{{Field: "note", To: note}, {Field: "publishAt", To: at}}})
	})
}

// ReviewRead names the review a reviewer decides and the revision of the document whose
// draft they read: a decision is refused (409) when the review is no longer the one waiting
// (withdrawn, then sent again) or the document moved on since, so that what goes live is
// the text read. An ID of 0 and content.AnyRevision (a withdrawal) name whatever waits.
type ReviewRead struct {
	ID       int64
	Revision int64
}

// Messages of a decision on a review that is not the one read.
const (
	reviewGoneMessage    = "This review was withdrawn or sent again since you opened it: read the draft again before deciding"
	reviewChangedMessage = "The draft changed since you opened it: read it again before deciding"
)

// decideReview runs a step on the draft's waiting review, the one read: the review must wait
// (a conflict otherwise); step writes the rest and answers the audit entry's action and
// changes.
func (s *Store) decideReview(ctx context.Context, key, locale string, read ReviewRead, publishes bool,
	step func(tx *sql.Tx, st content.DocumentState, now string) (string, []AuditChange, error)) (content.DocumentState, error) {
	locale = orDefaultLocale(locale)
	return s.editDocument(ctx, key, locale, content.AnyRevision, publishes, true, func(tx *sql.Tx, st content.DocumentState, now string) error {
		if st.Review == nil || st.Review.State != content.ReviewPending || st.Draft == nil {
			return content.Errorf(content.Conflict, "This draft is not waiting for review")
		}
		if read.ID != 0 && read.ID != st.Review.ID {
			return content.Errorf(content.Conflict, "%s", reviewGoneMessage)
		}
		if read.Revision != content.AnyRevision && read.Revision != st.Revision {
			return content.Errorf(content.Conflict, "%s", reviewChangedMessage)
		}
		action, changes, err := step(tx, st, now)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: action, Kind: auditKindReview, Target: contentTarget(key, locale), Changes: changes})
	})
}

// setReviewState ends the review id as state, decided by by at now, with comment.
func setReviewState(ctx context.Context, tx *sql.Tx, id int64, state, by, now, comment string, self bool) error {
	selfApproved := 0
	if self {
		selfApproved = 1
	}
	return changeOne(ctx, tx, "This draft is not waiting for review",
		`UPDATE content_reviews SET state = ?, decided_by = ?, decided_at = ?, comment = ?, self_approved = ? WHERE id = ? AND state = ?`,
		state, by, now, comment, selfApproved, id, content.ReviewPending)
}

// WithdrawReview takes the draft of key in locale back from review, by by (its author or
// an owner: the caller's to check); the draft can be changed again.
func (s *Store) WithdrawReview(ctx context.Context, key, locale, by string) (content.DocumentState, error) {
	return s.decideReview(ctx, key, locale, ReviewRead{Revision: content.AnyRevision}, false, func(tx *sql.Tx, st content.DocumentState, now string) (string, []AuditChange, error) {
		return "review-withdraw", nil, setReviewState(ctx, tx, st.Review.ID, content.ReviewWithdrawn, by, now, "", false)
	})
}

// RequestReviewChanges sends the draft of key in locale back to its author with comment,
// by the reviewer by (the caller checks that they may decide it), when its review and
// revision are those read.
func (s *Store) RequestReviewChanges(ctx context.Context, key, locale, comment, by string, read ReviewRead) (content.DocumentState, error) {
	return s.decideReview(ctx, key, locale, read, false, func(tx *sql.Tx, st content.DocumentState, now string) (string, []AuditChange, error) {
		return "review-request-changes", []AuditChange{{Field: "comment", To: comment}},
			setReviewState(ctx, tx, st.Review.ID, content.ReviewChangesRequested, by, now, comment, false)
	})
}

// ApproveReview approves the waiting review of the draft of key in locale, by the reviewer
// by (the caller checks that they may decide it; self says they approve their own change as
// the only owner): the draft is published now when publishNow, else scheduled, by by, at the
// time its author wished. publishNow must say whether that time has come (the caller read it).
// The review and revision must be those read.
func (s *Store) ApproveReview(ctx context.Context, key, locale, by string, read ReviewRead, self, publishNow bool) (content.DocumentState, error) {
	return s.decideReview(ctx, key, locale, read, publishNow, func(tx *sql.Tx, st content.DocumentState, now string) (string, []AuditChange, error) {
		changes := []AuditChange{}
		if self {
			changes = append(changes, AuditChange{Field: "approvedOwnChange", To: "as the only owner"})
		}
		if publishNow {
			if err := s.publishDraft(ctx, tx, key, orDefaultLocale(locale), st.Draft.Body, by, now); err != nil {
				return "", nil, err
			}
		} else {
			if st.Review.PublishAt == nil {
				return "", nil, content.Errorf(content.Conflict, "This draft has no time to be scheduled at")
			}
			if _, err := tx.ExecContext(ctx, `UPDATE content_documents SET publish_at = ?, scheduled_by = ?
				WHERE key = ? AND locale = ? AND state = ?`, *st.Review.PublishAt, by, key, orDefaultLocale(locale), stateDraft); err != nil {
				return "", nil, err
			}
			changes = append(changes, AuditChange{Field: "publishAt", To: *st.Review.PublishAt})
		}
		return "review-approve", changes, setReviewState(ctx, tx, st.Review.ID, content.ReviewApproved, by, now, "", self)
	})
}

// Reviews answers the waiting reviews, oldest first (decided false), or the 50 last decided,
// newest first; in locale alone when it is not empty.
func (s *Store) Reviews(ctx context.Context, decided bool, locale string) ([]ReviewRow, error) {
	where, args := ` WHERE state = ?`, []any{content.ReviewPending}
	if decided {
		where = ` WHERE state <> ?`
	}
	if locale != "" {
		where += ` AND locale = ?`
		args = append(args, locale)
	}
	q := reviewSelect + where + ` ORDER BY id`
	if decided {
		q = reviewSelect + where + ` ORDER BY decided_at DESC, id DESC LIMIT 50`
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ReviewRow{}
	for rows.Next() {
		r, err := scanReview(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// PendingReviewCount answers how many reviews wait.
func (s *Store) PendingReviewCount(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM content_reviews WHERE state = ?`, content.ReviewPending).Scan(&n)
	return n, err
}

// ReviewsWished answers the waiting reviews whose author wished a time from from (included)
// to to (excluded), by that time: the calendar's review entries, with the document's revision.
func (s *Store) ReviewsWished(ctx context.Context, from, to time.Time) ([]ScheduledDraft, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT r.key, r.locale, r.publish_at, r.author, COALESCE(p.revision, d.revision, 0)
		FROM content_reviews r
		LEFT JOIN content_documents p ON p.key = r.key AND p.locale = r.locale AND p.state = ?
		LEFT JOIN content_documents d ON d.key = r.key AND d.locale = r.locale AND d.state = ?
		WHERE r.state = ? AND r.publish_at IS NOT NULL AND r.publish_at >= ? AND r.publish_at < ?
		ORDER BY r.publish_at, r.key, r.locale`,
		statePublished, stateDraft, content.ReviewPending, from.UTC().Format(time.RFC3339), to.UTC().Format(time.RFC3339))
	return scanScheduled(rows, err)
}

// nameList reads a list of account names kept one a line; none for an empty text.
func nameList(text string) []string {
	if text == "" {
		return []string{}
	}
	return strings.Split(text, "\n")
}

// draftEditors answers who saved the draft of key in locale since the document was last
// published, in the order they first did; none without a draft.
func draftEditors(ctx context.Context, q queryer, key, locale string) ([]string, error) {
	var text string
	err := q.QueryRowContext(ctx, `SELECT editors FROM content_documents WHERE key = ? AND locale = ? AND state = ?`,
		key, locale, stateDraft).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return []string{}, nil
	}
	return nameList(text), err
}

// ClaimReviewMail reports whether the sending of the review id (of key in locale, by author)
// is to e-mail the reviewers, and marks it so: not when another review of the same
// document, language and sender e-mailed them less than the duration within ago.
func (s *Store) ClaimReviewMail(ctx context.Context, id int64, key, locale, author string, within time.Duration) (bool, error) {
	since := s.now().Add(-within).UTC().Format(time.RFC3339)
	res, err := s.db.ExecContext(ctx, `UPDATE content_reviews SET mailed = 1 WHERE id = ? AND mailed = 0 AND NOT EXISTS (
			SELECT 1 FROM content_reviews m WHERE m.key = ? AND m.locale = ? AND m.author = ? AND m.mailed = 1 AND m.submitted_at > ?)`,
		id, key, orDefaultLocale(locale), author, since)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
