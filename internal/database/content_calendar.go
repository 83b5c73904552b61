package database

import (
	"context"
	"database/sql"
	"time"
)

// ScheduledDraft is a draft due to publish itself: the document and language, when (RFC
// 3339, UTC), who scheduled it, and the document's revision, which a change of the schedule
// names as the one it was made on.
type ScheduledDraft struct {
	Key       string
	Locale    string
	PublishAt string
	By        string
	Revision  int64
}

// ScheduledContent answers the drafts of every language due to publish themselves from
// from (included) to to (excluded), by time, then key and language: the publishing
// calendar's scheduled entries.
func (s *Store) ScheduledContent(ctx context.Context, from, to time.Time) ([]ScheduledDraft, error) {
	// A language's first version has no published row; its draft keeps the revision.
	rows, err := s.db.QueryContext(ctx, `SELECT d.key, d.locale, d.publish_at, COALESCE(d.scheduled_by, d.updated_by),
			COALESCE(p.revision, d.revision)
		FROM content_documents d
		LEFT JOIN content_documents p ON p.key = d.key AND p.locale = d.locale AND p.state = ?
		WHERE d.state = ? AND d.publish_at IS NOT NULL AND d.publish_at >= ? AND d.publish_at < ?
		ORDER BY d.publish_at, d.key, d.locale`,
		statePublished, stateDraft, from.UTC().Format(time.RFC3339), to.UTC().Format(time.RFC3339))
	return scanScheduled(rows, err)
}

// scanScheduled reads the calendar's rows (key, locale, time, by whom, revision) of a query
// that answered rows or err.
func scanScheduled(rows *sql.Rows, err error) ([]ScheduledDraft, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ScheduledDraft{}
	for rows.Next() {
		var d ScheduledDraft
		if err := rows.Scan(&d.Key, &d.Locale, &d.PublishAt, &d.By, &d.Revision); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}
