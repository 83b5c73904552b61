package database

import (
	"context"
	"database/sql"

	"github.com/qrs-site/qrs/internal/content"
)

// WithdrawTranslation takes the published document of key in locale, a language other than
// the default, off the site: its pages show the default language's text again, with a
// notice, until a version is published anew. Its history stays, so any earlier version can
// be published again. A document with a draft in that language is refused (the draft
// would be lost with it), and so is the default language's, which every page needs.
func (s *Store) WithdrawTranslation(ctx context.Context, key, locale string) error {
	if locale == "" || locale == content.DefaultLocale {
		return content.ValidationError(content.FieldErrors{"locale": "The default language's text cannot be withdrawn; publish another version instead"})
	}
	return s.inTx(ctx, contentChanges(key), func(tx *sql.Tx) error {
		if _, err := publishedDocument(ctx, tx, key, locale); err != nil {
			return err
		}
		var drafts int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM content_documents WHERE key = ? AND locale = ? AND state = ?`,
			key, locale, stateDraft).Scan(&drafts); err != nil {
			return err
		}
		if drafts > 0 {
			return content.Errorf(content.Conflict, "This translation has a draft: publish or discard it first")
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM content_documents WHERE key = ? AND locale = ? AND state = ?`,
			key, locale, statePublished); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "withdraw", Kind: auditKindContent, Target: contentTarget(key, locale)})
	})
}
