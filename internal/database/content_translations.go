package database

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/richtext"
)

// A content document has a version per language. When an editor saves the default
// language's document (a draft or a publish), each text of it that changed marks the text at
// the same JSON pointer of the other languages' documents (content_source_changes), until
// that text is saved changed in its language or confirmed as it is (MarkContentReviewed):
// the editor shows "English changed on <date>: review" beside it.

// SourceChange is a text of a document in a language other than the default whose
// default-language text changed since it was last saved: its JSON pointer, and when.
type SourceChange struct {
	Path      string `json:"path"`
	ChangedAt string `json:"changedAt"`
}

// ContentSourceChanges answers the marked texts of the document of key in locale, by
// pointer; none in the default language.
func (s *Store) ContentSourceChanges(ctx context.Context, key, locale string) ([]SourceChange, error) {
	return sourceChanges(ctx, s.db, key, orDefaultLocale(locale))
}

func sourceChanges(ctx context.Context, q queryer, key, locale string) ([]SourceChange, error) {
	rows, err := q.QueryContext(ctx, `SELECT path, changed_at FROM content_source_changes
		WHERE key = ? AND locale = ? ORDER BY path`, key, locale)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []SourceChange{}
	for rows.Next() {
		var c SourceChange
		if err := rows.Scan(&c.Path, &c.ChangedAt); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// MarkContentReviewed confirms the text at the JSON pointer path of the document of key in
// locale as it is: its mark goes (with a "review" entry in the audit log when it had one). It
// answers the marks left.
func (s *Store) MarkContentReviewed(ctx context.Context, key, locale, path string) ([]SourceChange, error) {
	if err := translationLocale(locale); err != nil {
		return nil, err
	}
	var out []SourceChange
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM content_source_changes WHERE key = ? AND locale = ? AND path = ?`, key, locale, path)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n > 0 {
			if err := s.audit(ctx, tx, AuditEntry{Action: "review", Kind: auditKindContent, Target: contentTarget(key, locale),
				Changes: []AuditChange{{Field: path}}}); err != nil {
				return err
			}
		}
		out, err = sourceChanges(ctx, tx, key, locale)
		return err
	})
	return out, err
}

// noteContentChange records what a save of the document of key in locale changed from
// before to after (both JSON, before nil for a new document): in the default language, the
// texts of the other languages' documents at the pointers whose text changed are marked; in
// another language, the marks of the texts that changed go.
func (s *Store) noteContentChange(ctx context.Context, tx *sql.Tx, key, locale string, before, after []byte) error {
	changed, err := changedTexts(before, after)
	if err != nil || len(changed) == 0 {
		return err
	}
	if locale != content.DefaultLocale {
		for _, path := range changed {
			if _, err := tx.ExecContext(ctx, `DELETE FROM content_source_changes WHERE key = ? AND locale = ? AND path = ?`,
				key, locale, path); err != nil {
				return err
			}
		}
		return nil
	}
	now := s.timestamp()
	for _, l := range content.Languages.Others() {
		st, err := contentState(ctx, tx, key, l.Code)
		if content.ErrorCode(err) == content.NotFound {
			continue // no document in that language: nothing of it to review
		}
		if err != nil {
			return err
		}
		body := st.Published.Body
		if st.Draft != nil {
			body = st.Draft.Body
		}
		theirs, err := textLeaves(body)
		if err != nil {
			return err
		}
		for _, path := range changed {
			if _, ok := theirs[path]; !ok {
				continue // the language has no text there
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO content_source_changes (key, locale, path, changed_at) VALUES (?, ?, ?, ?)
				ON CONFLICT (key, locale, path) DO UPDATE SET changed_at = excluded.changed_at`, key, l.Code, path, now); err != nil {
				return err
			}
		}
	}
	return nil
}

// changedTexts answers the JSON pointers of after's texts that before does not hold as they
// are (changed or new), in no particular order.
func changedTexts(before, after []byte) ([]string, error) {
	was, err := textLeaves(before)
	if err != nil {
		return nil, err
	}
	now, err := textLeaves(after)
	if err != nil {
		return nil, err
	}
	var out []string
	for path, text := range now {
		if old, ok := was[path]; !ok || old != text {
			out = append(out, path)
		}
	}
	return out, nil
}

// leafOf answers a rich text as textLeaves holds it: the string of a plain one, the stored
// form of one with marks, links or more than a paragraph.
func leafOf(t richtext.Text) string {
	n := t.Normal()
	if !n.IsDoc() {
		return n.Plain
	}
	stored, _ := json.Marshal(n)
	return string(stored)
}

// textLeaves answers every text (JSON string) of the document body by its JSON pointer;
// none for an empty body. A rich text stored as a document is one text, at its field (a
// paragraph is marked and reviewed whole), held in its simplest form: a change of a word,
// a mark or a link is a change, a string turned into a document of the same plain
// paragraph is none.
func textLeaves(body []byte) (map[string]string, error) {
	out := map[string]string{}
	if len(body) == 0 {
		return out, nil
	}
	var doc any
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, err
	}
	var walk func(ptr string, v any)
	walk = func(ptr string, v any) {
		if text, ok := richtext.DocValue(v); ok {
			out[ptr] = leafOf(text)
			return
		}
		switch x := v.(type) {
		case string:
			out[ptr] = x
		case map[string]any:
			for k, e := range x {
				walk(ptr+"/"+pointerToken(k), e)
			}
		case []any:
			for i, e := range x {
				walk(fmt.Sprintf("%s/%d", ptr, i), e)
			}
		}
	}
	walk("", doc)
	return out, nil
}
