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

// ContentStates answers the state of every published document in locale (without bodies),
// sorted by key: for the editor's list.
func (s *Store) ContentStates(ctx context.Context, locale string) ([]content.DocumentState, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT p.key, p.revision, p.version, p.updated_at, p.updated_by,
			d.version, d.updated_at, d.updated_by, d.publish_at, d.scheduled_by
		FROM content_documents p
		LEFT JOIN content_documents d ON d.key = p.key AND d.locale = p.locale AND d.state = ?
		WHERE p.locale = ? AND p.state = ? ORDER BY p.key`, stateDraft, orDefaultLocale(locale), statePublished)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []content.DocumentState
	for rows.Next() {
		var st content.DocumentState
		var d draftRow
		if err := rows.Scan(&st.Key, &st.Revision, &st.Published.Version, &st.Published.UpdatedAt, &st.Published.UpdatedBy,
			&d.base, &d.updatedAt, &d.updatedBy, &d.publishAt, &d.scheduledBy); err != nil {
			return nil, err
		}
		st.Draft = d.draft(nil)
		out = append(out, st)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows.Close()
	firsts, err := firstVersionDrafts(ctx, s.db, orDefaultLocale(locale))
	if err != nil {
		return nil, err
	}
	out = append(out, firsts...)
	slices.SortFunc(out, func(a, b content.DocumentState) int { return strings.Compare(a.Key, b.Key) })
	for i := range out {
		if err := fillReview(ctx, s.db, &out[i], orDefaultLocale(locale)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// firstVersionDrafts answers the state of every document in locale with a draft and no
// published version (a language's first version, saved to be reviewed), without bodies.
func firstVersionDrafts(ctx context.Context, q queryer, locale string) ([]content.DocumentState, error) {
	rows, err := q.QueryContext(ctx, `SELECT d.key, d.revision, d.version, d.updated_at, d.updated_by, d.publish_at, d.scheduled_by
		FROM content_documents d
		WHERE d.locale = ? AND d.state = ? AND NOT EXISTS (
			SELECT 1 FROM content_documents p WHERE p.key = d.key AND p.locale = d.locale AND p.state = ?)
		ORDER BY d.key`, locale, stateDraft, statePublished)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []content.DocumentState
	for rows.Next() {
		var st content.DocumentState
		var d draftRow
		if err := rows.Scan(&st.Key, &st.Revision, &d.base, &d.updatedAt, &d.updatedBy, &d.publishAt, &d.scheduledBy); err != nil {
			return nil, err
		}
		st.Draft = d.draft(nil)
		out = append(out, st)
	}
	return out, rows.Err()
}

// ContentState answers the published document of key in locale and its draft, with bodies.
func (s *Store) ContentState(ctx context.Context, key, locale string) (content.DocumentState, error) {
	return contentState(ctx, s.db, key, orDefaultLocale(locale))
}

// SaveContentDraft stores body as the draft of key in locale, by the editor named by, when
// the document is still at revision (content.AnyRevision skips the check); a schedule
// already set is kept, but where the document's changes need review (the new text has not
// been reviewed, so it ends, in the audit entry too). It answers the new state; a conflict error carrying the current
// state when the revision is stale. The audit log lists what the save changed in the text;
// the texts it changed are marked for review in the other languages (in the default
// language) or lose their mark (in another).
func (s *Store) SaveContentDraft(ctx context.Context, key, locale string, body json.RawMessage, by string, revision int64) (content.DocumentState, error) {
	return s.saveDraft(ctx, key, locale, body, by, revision, AuditEntry{Action: "save-draft"})
}

// saveDraft is SaveContentDraft writing the audit entry e, its target and changes filled in.
func (s *Store) saveDraft(ctx context.Context, key, locale string, body json.RawMessage, by string, revision int64, e AuditEntry) (content.DocumentState, error) {
	compact, err := compactJSON(body)
	if err != nil {
		return content.DocumentState{}, content.Errorf(content.Invalid, "Content must be JSON")
	}
	return s.editContent(ctx, key, locale, revision, false, func(tx *sql.Tx, st content.DocumentState, now string) error {
		base := st.Published.Version
		before := st.Published.Body
		if st.Draft != nil {
			base = st.Draft.BaseVersion
			before = st.Draft.Body
		}
		// Everyone who saved the draft is its author, whoever sends it for review.
		editors, err := draftEditors(ctx, tx, key, orDefaultLocale(locale))
		if err != nil {
			return err
		}
		if !slices.Contains(editors, by) {
			editors = append(editors, by)
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO content_documents (key, locale, state, body, version, updated_at, updated_by, editors)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (key, locale, state) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at,
				updated_by = excluded.updated_by, editors = excluded.editors`,
			key, orDefaultLocale(locale), stateDraft, string(compact), base, now, by, strings.Join(editors, "\n"))
		if err != nil {
			return err
		}
		if err := s.noteContentChange(ctx, tx, key, orDefaultLocale(locale), before, compact); err != nil {
			return err
		}
		if err := keepUploads(ctx, tx, string(compact)); err != nil {
			return err
		}
		entry := e // e stays as given, for a run again of the transaction
		entry.Kind, entry.Target = auditKindContent, contentTarget(key, orDefaultLocale(locale))
		entry.Changes = append(slices.Clip(e.Changes), auditJSONDiff(before, compact)...)
		// Where changes need review, a schedule (an approval's, or one set before review was
		// required) was given to the text it replaces: the new text goes live only once
		// reviewed, so the schedule ends with it.
		if when := scheduledAt(st.Draft); when != nil {
			set, err := reviewSettings(ctx, tx)
			if err != nil {
				return err
			}
			if set.Requires(key) {
				if _, err := tx.ExecContext(ctx, `UPDATE content_documents SET publish_at = NULL, scheduled_by = NULL
					WHERE key = ? AND locale = ? AND state = ?`, key, orDefaultLocale(locale), stateDraft); err != nil {
					return err
				}
				entry.Changes = append(entry.Changes, AuditChange{Field: "publishAt", From: when, To: nil})
			}
		}
		return s.audit(ctx, tx, entry)
	})
}

// DiscardContentDraft removes the draft of key in locale (and its schedule): the editor is
// back at the published text. Without a draft it changes nothing and answers the state.
func (s *Store) DiscardContentDraft(ctx context.Context, key, locale string, revision int64) (content.DocumentState, error) {
	return s.editContent(ctx, key, locale, revision, false, func(tx *sql.Tx, st content.DocumentState, now string) error {
		if st.Draft == nil {
			return nil
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM content_documents WHERE key = ? AND locale = ? AND state = ?`,
			key, orDefaultLocale(locale), stateDraft)
		if err != nil {
			return err
		}
		// What the draft had changed, from its text back to the published one.
		return s.audit(ctx, tx, AuditEntry{Action: "discard-draft", Kind: auditKindContent,
			Target: contentTarget(key, orDefaultLocale(locale)), Changes: auditJSONDiff(st.Draft.Body, st.Published.Body)})
	})
}

// PublishContentDraft publishes the draft of key in locale as the next version, by the
// editor named by, and removes the draft. Without a draft it answers a conflict.
func (s *Store) PublishContentDraft(ctx context.Context, key, locale, by string, revision int64) (content.DocumentState, error) {
	return s.editContent(ctx, key, locale, revision, true, func(tx *sql.Tx, st content.DocumentState, now string) error {
		if st.Draft == nil {
			return content.Errorf(content.Conflict, "There is no draft to publish")
		}
		return s.publishDraft(ctx, tx, key, orDefaultLocale(locale), st.Draft.Body, by, now)
	})
}

// ScheduleContentDraft sets when the draft of key in locale publishes itself, by the editor
// named by. The time must be in the future and a draft must exist.
func (s *Store) ScheduleContentDraft(ctx context.Context, key, locale string, at time.Time, by string, revision int64) (content.DocumentState, error) {
	if err := s.CheckScheduleTime(at); err != nil {
		return content.DocumentState{}, err
	}
	return s.ScheduleCheckedContentDraft(ctx, key, locale, at, by, revision)
}

// CheckScheduleTime refuses a schedule's time that is not in the future, at the field.
func (s *Store) CheckScheduleTime(at time.Time) error {
	if !at.After(s.now()) {
		return &content.Error{Code: content.Invalid, Message: "Choose a time in the future",
			Fields: content.FieldErrors{"/publishAt": "Choose a time in the future"}}
	}
	return nil
}

// ScheduleCheckedContentDraft is ScheduleContentDraft of a time CheckScheduleTime took when
// the editor asked: should it have passed since (the pages were checked meanwhile), the
// draft is due and goes live at the scheduler's next look.
func (s *Store) ScheduleCheckedContentDraft(ctx context.Context, key, locale string, at time.Time, by string, revision int64) (content.DocumentState, error) {
	return s.editContent(ctx, key, locale, revision, false, func(tx *sql.Tx, st content.DocumentState, now string) error {
		if st.Draft == nil {
			return content.Errorf(content.Conflict, "Save a draft before scheduling it")
		}
		when := at.UTC().Format(time.RFC3339)
		_, err := tx.ExecContext(ctx, `UPDATE content_documents SET publish_at = ?, scheduled_by = ?
			WHERE key = ? AND locale = ? AND state = ?`,
			when, by, key, orDefaultLocale(locale), stateDraft)
		if err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "schedule", Kind: auditKindContent,
			Target:  contentTarget(key, orDefaultLocale(locale)),
			Changes: []AuditChange{{Field: "publishAt", From: scheduledAt(st.Draft), To: when}}})
	})
}

// UnscheduleContentDraft cancels the schedule of the draft of key in locale; the draft stays.
func (s *Store) UnscheduleContentDraft(ctx context.Context, key, locale string, revision int64) (content.DocumentState, error) {
	return s.editContent(ctx, key, locale, revision, false, func(tx *sql.Tx, st content.DocumentState, now string) error {
		_, err := tx.ExecContext(ctx, `UPDATE content_documents SET publish_at = NULL, scheduled_by = NULL
			WHERE key = ? AND locale = ? AND state = ?`, key, orDefaultLocale(locale), stateDraft)
		if err != nil || scheduledAt(st.Draft) == nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "unschedule", Kind: auditKindContent,
			Target:  contentTarget(key, orDefaultLocale(locale)),
			Changes: []AuditChange{{Field: "publishAt", From: scheduledAt(st.Draft), To: nil}}})
	})
}

// RestoreContentVersion makes version of the document of key in locale its draft, by the
// editor named by; the published document is untouched until the draft is published.
func (s *Store) RestoreContentVersion(ctx context.Context, key, locale string, version int64, by string, revision int64) (content.DocumentState, error) {
	old, err := s.ContentVersion(ctx, key, locale, version)
	if err != nil {
		return content.DocumentState{}, err
	}
	return s.saveDraft(ctx, key, locale, old.Body, by, revision, AuditEntry{Action: "restore-version",
		Changes: []AuditChange{{Field: "version", To: version}}})
}

// scheduledAt answers when the draft publishes itself, nil for no draft or no schedule.
func scheduledAt(d *content.Draft) any {
	if d == nil || d.PublishAt == nil {
		return nil
	}
	return *d.PublishAt
}

// ContentVersion answers one version of the history of key in locale, with its text.
func (s *Store) ContentVersion(ctx context.Context, key, locale string, version int64) (content.VersionBody, error) {
	v := content.VersionBody{}
	var body string
	err := s.db.QueryRowContext(ctx, `SELECT version, created_at, created_by, summary, body FROM content_versions
		WHERE key = ? AND locale = ? AND version = ?`, key, orDefaultLocale(locale), version).
		Scan(&v.Version, &v.CreatedAt, &v.CreatedBy, &v.Summary, &body)
	if errors.Is(err, sql.ErrNoRows) {
		return v, content.Errorf(content.NotFound, "Version %d not found", version)
	}
	v.Body = json.RawMessage(body)
	return v, err
}

// NextContentSchedule answers when the next scheduled draft is due; ok is false when none is.
func (s *Store) NextContentSchedule(ctx context.Context) (at time.Time, ok bool, err error) {
	var next sql.NullString
	err = s.db.QueryRowContext(ctx, `SELECT MIN(publish_at) FROM content_documents WHERE state = ? AND publish_at IS NOT NULL`,
		stateDraft).Scan(&next)
	if err != nil || !next.Valid {
		return time.Time{}, false, err
	}
	at, err = time.Parse(time.RFC3339, next.String)
	return at, err == nil, err
}

// PublishDueContent publishes every draft whose time has come, each by whoever scheduled
// it, in one transaction, and answers their keys.
func (s *Store) PublishDueContent(ctx context.Context) ([]string, error) {
	var keys []string
	err := s.inTx(ctx, everything, func(tx *sql.Tx) error {
		keys = nil
		now := s.now().UTC()
		rows, err := tx.QueryContext(ctx, `SELECT key, locale, body, COALESCE(scheduled_by, updated_by) FROM content_documents
			WHERE state = ? AND publish_at IS NOT NULL AND publish_at <= ? ORDER BY publish_at, key`,
			stateDraft, now.Format(time.RFC3339))
		if err != nil {
			return err
		}
		type due struct{ key, locale, body, by string }
		var all []due
		for rows.Next() {
			var d due
			if err := rows.Scan(&d.key, &d.locale, &d.body, &d.by); err != nil {
				rows.Close()
				return err
			}
			all = append(all, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, d := range all {
			if err := s.publishDraft(ctx, tx, d.key, d.locale, json.RawMessage(d.body), d.by, now.Format(time.RFC3339)); err != nil {
				return err
			}
			keys = append(keys, d.key)
		}
		return nil
	})
	return keys, err
}

// publishDraft publishes body, the draft of key in locale, and removes the draft. The audit
// log lists what changed from the published text, by the actor of ctx (none: the server
// publishing a scheduled draft).
func (s *Store) publishDraft(ctx context.Context, tx *sql.Tx, key, locale string, body json.RawMessage, by, now string) error {
	prev, err := publishedDocument(ctx, tx, key, locale)
	if err != nil && content.ErrorCode(err) != content.NotFound {
		return err
	}
	if _, err := publish(ctx, tx, key, locale, body, by, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM content_documents WHERE key = ? AND locale = ? AND state = ?`,
		key, locale, stateDraft); err != nil {
		return err
	}
	return s.audit(ctx, tx, AuditEntry{Action: "publish", Kind: auditKindContent, Target: contentTarget(key, locale),
		Changes: auditJSONDiff(prev.Body, body)})
}

// editContent runs one editor's write on the document of key in locale in a transaction:
// it reads the state, refuses a stale revision with a conflict that carries the current
// state, runs write, advances the revision and answers the new state. published says
// whether the write changes what visitors see (which bumps the store's version).
func (s *Store) editContent(ctx context.Context, key, locale string, revision int64, published bool,
	write func(tx *sql.Tx, st content.DocumentState, now string) error) (content.DocumentState, error) {
	return s.editDocument(ctx, key, locale, revision, published, false, write)
}

// editDocument is editContent; a write of a review's own (reviewStep) may run while the
// draft waits in review, every other write is then refused with a conflict: the draft a
// reviewer reads is the one that goes live.
func (s *Store) editDocument(ctx context.Context, key, locale string, revision int64, published, reviewStep bool,
	write func(tx *sql.Tx, st content.DocumentState, now string) error) (content.DocumentState, error) {
	locale = orDefaultLocale(locale)
	var out content.DocumentState
	var cs changes
	if published {
		cs = contentChanges(key)
	}
	err := s.inTx(ctx, cs, func(tx *sql.Tx) error {
		st, err := editableState(ctx, tx, key, locale)
		if err != nil {
			return err
		}
		if revision != content.AnyRevision && revision != st.Revision {
			return &content.StaleError{State: st}
		}
		if !reviewStep && st.Review != nil && st.Review.State == content.ReviewPending {
			return content.Errorf(content.Conflict, "%s", inReviewMessage)
		}
		if err := write(tx, st, s.timestamp()); err != nil {
			return err
		}
		// publish advanced the revision itself; every other write does it here, on the
		// published row, or on the draft of a first version.
		if !published {
			if err := bumpRevision(ctx, tx, key, locale); err != nil {
				return err
			}
		}
		out, err = editableState(ctx, tx, key, locale)
		return err
	})
	return out, err
}

// editableState is contentState, but for a language other than the default with no version
// of key at all: the document a first version's draft starts, at revision 0.
func editableState(ctx context.Context, q queryer, key, locale string) (content.DocumentState, error) {
	st, err := contentState(ctx, q, key, locale)
	if content.ErrorCode(err) != content.NotFound || locale == content.DefaultLocale {
		return st, err
	}
	st = content.DocumentState{Key: key}
	return st, fillReview(ctx, q, &st, locale)
}

// bumpRevision advances the revision of the document of key in locale: kept on its
// published row, or on its draft while it has no published version.
func bumpRevision(ctx context.Context, tx *sql.Tx, key, locale string) error {
	res, err := tx.ExecContext(ctx, `UPDATE content_documents SET revision = revision + 1
		WHERE key = ? AND locale = ? AND state = ?`, key, locale, statePublished)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n > 0 {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE content_documents SET revision = revision + 1
		WHERE key = ? AND locale = ? AND state = ?`, key, locale, stateDraft)
	return err
}

// draftRow is a draft row as scanned, every column possibly NULL (no draft).
type draftRow struct {
	base                   sql.NullInt64
	updatedAt, updatedBy   sql.NullString
	publishAt, scheduledBy sql.NullString
	body                   sql.NullString
}

func (d draftRow) draft(body json.RawMessage) *content.Draft {
	if !d.base.Valid {
		return nil
	}
	out := &content.Draft{BaseVersion: d.base.Int64, UpdatedAt: d.updatedAt.String, UpdatedBy: d.updatedBy.String,
		ScheduledBy: d.scheduledBy.String, Body: body}
	if d.publishAt.Valid {
		at := d.publishAt.String
		out.PublishAt = &at
	}
	return out
}

// contentState reads the published document of key in locale and its draft, with bodies;
// a language's first version, a draft without a published version, is at version 0 with no
// published text.
func contentState(ctx context.Context, q queryer, key, locale string) (content.DocumentState, error) {
	st := content.DocumentState{Key: key}
	var body string
	var d draftRow
	err := q.QueryRowContext(ctx, `SELECT p.revision, p.version, p.updated_at, p.updated_by, p.body,
			d.version, d.updated_at, d.updated_by, d.publish_at, d.scheduled_by, d.body
		FROM content_documents p
		LEFT JOIN content_documents d ON d.key = p.key AND d.locale = p.locale AND d.state = ?
		WHERE p.key = ? AND p.locale = ? AND p.state = ?`, stateDraft, key, locale, statePublished).
		Scan(&st.Revision, &st.Published.Version, &st.Published.UpdatedAt, &st.Published.UpdatedBy, &body,
			&d.base, &d.updatedAt, &d.updatedBy, &d.publishAt, &d.scheduledBy, &d.body)
	if errors.Is(err, sql.ErrNoRows) {
		return firstVersionState(ctx, q, key, locale)
	}
	if err != nil {
		return st, err
	}
	st.Published.Body = json.RawMessage(body)
	if d.body.Valid {
		st.Draft = d.draft(json.RawMessage(d.body.String))
	}
	return st, fillReview(ctx, q, &st, locale)
}

// firstVersionState reads the draft of key in locale that has no published version, or
// answers not found.
func firstVersionState(ctx context.Context, q queryer, key, locale string) (content.DocumentState, error) {
	st := content.DocumentState{Key: key}
	var d draftRow
	err := q.QueryRowContext(ctx, `SELECT revision, version, updated_at, updated_by, publish_at, scheduled_by, body
		FROM content_documents WHERE key = ? AND locale = ? AND state = ?`, key, locale, stateDraft).
		Scan(&st.Revision, &d.base, &d.updatedAt, &d.updatedBy, &d.publishAt, &d.scheduledBy, &d.body)
	if errors.Is(err, sql.ErrNoRows) {
		return st, content.Errorf(content.NotFound, "Content %q not found", key)
	}
	if err != nil {
		return st, err
	}
	st.Draft = d.draft(json.RawMessage(d.body.String))
	return st, fillReview(ctx, q, &st, locale)
}
