package database

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"maps"

	"github.com/qrs-site/qrs/internal/content"
)

// A record's words in the site's other languages (record_translations): each translatable
// field of a record (content.Field.Translatable) may have a text per language, and a field
// without one shows the default language's text. When an update changes the default
// language's text of a field, its translations are marked (source_changed_at) until each is
// saved again: the editor shows "English changed on <date>: review" beside it.

// MsgUnknownLanguage refuses a language the site does not speak, at the field "locale".
const MsgUnknownLanguage = "The site does not speak this language"

// FieldTranslation is one translatable field of a record in a language, as the editor shows
// it beside the default language's text.
type FieldTranslation struct {
	// Field is the field's JSON name.
	Field string `json:"field"`
	// Source is the record's own text of the field, in the default language.
	Source content.RichValue `json:"source"`
	// Value is the translation; "" when the field has none.
	Value content.RichValue `json:"value"`
	// SavedAt and SavedBy say when and by whom the translation was last saved; SavedAt is nil
	// when the field has none.
	SavedAt *string `json:"savedAt"`
	SavedBy string  `json:"savedBy,omitempty"`
	// SourceChangedAt is when the default language's text changed after the translation was
	// last saved, nil when it did not; Stale says the same for those who need no date.
	SourceChangedAt *string `json:"sourceChangedAt"`
	Stale           bool    `json:"stale"`
}

// RecordTranslations are a record's translatable fields in one language, in their declared
// order.
type RecordTranslations struct {
	ID     int64              `json:"id"`
	Locale string             `json:"locale"`
	Fields []FieldTranslation `json:"fields"`
}

// translationLocale refuses, at the field "locale", a language the site does not speak and
// the default one, whose text is the record's own.
func translationLocale(locale string) error {
	if !content.Languages.IsLanguage(locale) {
		return content.ValidationError(content.FieldErrors{"locale": MsgUnknownLanguage})
	}
	if locale == content.DefaultLocale {
		lang, _ := content.Languages.Find(locale)
		return content.ValidationError(content.FieldErrors{"locale": "The " + lang.Name + " text is the record's own: choose another language"})
	}
	return nil
}

// Translations answers the translatable fields of the record of c with the id in locale,
// each with its default-language text; a not-found error for an unknown id.
func (s *Store) Translations(ctx context.Context, c *content.Collection, id int64, locale string) (RecordTranslations, error) {
	if err := translationLocale(locale); err != nil {
		return RecordTranslations{}, err
	}
	return recordTranslations(ctx, s.db, tableOf(c), id, locale)
}

func recordTranslations(ctx context.Context, q queryer, t *table, id int64, locale string) (RecordTranslations, error) {
	rec, err := t.get(ctx, q, id)
	if err != nil {
		return RecordTranslations{}, err
	}
	stored, err := storedTranslations(ctx, q, t, id, locale)
	if err != nil {
		return RecordTranslations{}, err
	}
	out := RecordTranslations{ID: id, Locale: locale, Fields: []FieldTranslation{}}
	for _, f := range t.c.Translatable() {
		ft := FieldTranslation{Field: f.Name, Source: content.RichValue(t.c.Text(rec, f.Name))}
		if st, ok := stored[f.Name]; ok {
			savedAt := st.savedAt
			ft.Value, ft.SavedAt, ft.SavedBy = content.RichValue(st.value), &savedAt, st.savedBy
			if st.sourceChangedAt.Valid {
				changed := st.sourceChangedAt.String
				ft.SourceChangedAt, ft.Stale = &changed, true
			}
		}
		out.Fields = append(out.Fields, ft)
	}
	return out, nil
}

// storedTranslation is one row of record_translations.
type storedTranslation struct {
	value, savedAt, savedBy string
	sourceChangedAt         sql.NullString
}

// storedTranslations answers the translations of the record of t with the id in locale, by field.
func storedTranslations(ctx context.Context, q queryer, t *table, id int64, locale string) (map[string]storedTranslation, error) {
	rows, err := q.QueryContext(ctx, `SELECT field, value, saved_at, saved_by, source_changed_at FROM record_translations
		WHERE record_table = ? AND record_id = ? AND locale = ?`, t.name, id, locale)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]storedTranslation{}
	for rows.Next() {
		var field string
		var st storedTranslation
		if err := rows.Scan(&field, &st.value, &st.savedAt, &st.savedBy, &st.sourceChangedAt); err != nil {
			return nil, err
		}
		out[field] = st
	}
	return out, rows.Err()
}

// SaveTranslations stores texts (by the fields' JSON names) as the translation in locale of
// the record of c with the id, by the admin named by, in one transaction, and answers the
// record's translations as stored. Each text given is saved and its mark of a changed
// default-language text cleared, an unchanged one too: saving a text as it is confirms it.
// An empty text removes the field's translation. Only translatable fields are taken, none
// longer than its field may be (a validation error at the field otherwise, and nothing
// changes). The audit log lists the texts changed ("translate") and those confirmed as they
// were while marked ("review").
func (s *Store) SaveTranslations(ctx context.Context, c *content.Collection, id int64, locale string, texts map[string]string, by string) (RecordTranslations, error) {
	if err := translationLocale(locale); err != nil {
		return RecordTranslations{}, err
	}
	texts = maps.Clone(texts)
	if errs := c.CheckTranslation(texts); errs != nil {
		return RecordTranslations{}, content.ValidationError(errs)
	}
	t := tableOf(c)
	var out RecordTranslations
	err := s.inTx(ctx, collectionChanges(c), func(tx *sql.Tx) error {
		rec, err := t.get(ctx, tx, id)
		if err != nil {
			return err
		}
		stored, err := storedTranslations(ctx, tx, t, id, locale)
		if err != nil {
			return err
		}
		for _, text := range texts { // a rich text's links may lead to an upload, which it now uses
			if err := keepUploads(ctx, tx, text); err != nil {
				return err
			}
		}
		now := s.timestamp()
		var changed, reviewed []AuditChange
		for _, f := range c.Translatable() {
			text, given := texts[f.Name]
			if !given {
				continue
			}
			old, had := stored[f.Name]
			if text == "" {
				if !had {
					continue
				}
				if _, err := tx.ExecContext(ctx, `DELETE FROM record_translations
					WHERE record_table = ? AND record_id = ? AND locale = ? AND field = ?`, t.name, id, locale, f.Name); err != nil {
					return err
				}
				changed = append(changed, AuditChange{Field: f.Name, From: old.value, To: nil})
				continue
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO record_translations
					(record_table, record_id, locale, field, value, saved_at, saved_by, source_changed_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
				ON CONFLICT (record_table, record_id, locale, field) DO UPDATE SET value = excluded.value,
					saved_at = excluded.saved_at, saved_by = excluded.saved_by, source_changed_at = NULL`,
				t.name, id, locale, f.Name, text, now, by); err != nil {
				return err
			}
			switch {
			case !had:
				changed = append(changed, AuditChange{Field: f.Name, From: nil, To: text})
			case old.value != text:
				changed = append(changed, AuditChange{Field: f.Name, From: old.value, To: text})
			case old.sourceChangedAt.Valid:
				reviewed = append(reviewed, AuditChange{Field: f.Name, From: text, To: text})
			}
		}
		target := translationTarget(auditLabel(rec), locale)
		if len(changed) > 0 {
			if err := s.audit(ctx, tx, AuditEntry{Action: "translate", Kind: c.Kind, TargetID: id, Target: target, Changes: changed}); err != nil {
				return err
			}
		}
		if len(reviewed) > 0 {
			if err := s.audit(ctx, tx, AuditEntry{Action: "review", Kind: c.Kind, TargetID: id, Target: target, Changes: reviewed}); err != nil {
				return err
			}
		}
		out, err = recordTranslations(ctx, tx, t, id, locale)
		return err
	})
	return out, err
}

// translationTarget names what a translation changed in the audit log: the record's or
// document's name with the language, "Ann Example (de)".
func translationTarget(name, locale string) string { return name + " (" + locale + ")" }

// markSourceChanged marks the translations of the fields of the record with the id whose
// default-language text an update changed from old to rec: each waits for a review.
func markSourceChanged(ctx context.Context, tx *sql.Tx, t *table, id int64, old, rec any, now string) error {
	for _, f := range t.c.Translatable() {
		if t.c.Text(old, f.Name) == t.c.Text(rec, f.Name) {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE record_translations SET source_changed_at = ?
			WHERE record_table = ? AND record_id = ? AND field = ?`, now, t.name, id, f.Name); err != nil {
			return err
		}
	}
	return nil
}

// forgetTranslations removes the translations of the records of rows, which the purge
// removes for good.
func forgetTranslations(ctx context.Context, tx *sql.Tx, rows []trashedRow) error {
	for _, r := range rows {
		if _, err := tx.ExecContext(ctx, `DELETE FROM record_translations WHERE record_table = ? AND record_id = ?`,
			r.Table, r.id()); err != nil {
			return err
		}
	}
	return nil
}

// ListIn answers c's public list in locale, as the list cache keeps it: in the default
// language what List answers; in another, each translatable field in that language where it
// has a translation, else in the default language, and each record carrying "untranslated",
// the JSON names of its fields shown in the default language (a translatable field without a
// translation, or a folder whose name has none). A folder field shows its folder's name in
// the language, and a record that others refer to by name (a folder, a partner category)
// carries its default-language name in "source" ({"name": ...}): the name they refer to it by.
func (s *Store) ListIn(ctx context.Context, c *content.Collection, locale string) (any, error) {
	if locale != "" && !content.Languages.IsLanguage(locale) {
		return nil, content.ValidationError(content.FieldErrors{"locale": MsgUnknownLanguage})
	}
	recs, err := s.List(ctx, c)
	if err != nil || locale == "" || locale == content.DefaultLocale {
		return c.Slice(recs), err
	}
	return s.localize(ctx, c, recs, locale)
}

// ListTranslated answers c's records with their translatable fields in locale where they
// have a translation (as ListIn shows them), for what reads the words of every language
// (the link checker).
func (s *Store) ListTranslated(ctx context.Context, c *content.Collection, locale string) ([]any, error) {
	recs, err := s.List(ctx, c)
	if err != nil || locale == content.DefaultLocale {
		return recs, err
	}
	if _, err := s.localize(ctx, c, recs, locale); err != nil {
		return nil, err
	}
	return recs, nil
}

// localize puts the translations in locale (not the default language) into recs, the
// records of c, and answers them as ListIn does.
func (s *Store) localize(ctx context.Context, c *content.Collection, recs []any, locale string) ([]localizedRecord, error) {
	t := tableOf(c)
	texts, err := localeTexts(ctx, s.db, t, locale)
	if err != nil {
		return nil, err
	}
	if err := describeImages(ctx, s.db, c, recs, locale); err != nil {
		return nil, err
	}
	folders := map[string]map[string]string{} // a folder field's folder names, in the default language and in locale
	for _, f := range c.Fields {
		holder := content.CollectionNamed(f.Refers)
		if f.Type != content.FolderType || holder == nil || !holder.Field(holder.Title[0]).Translatable {
			continue
		}
		if folders[f.Name], err = localNames(ctx, s.db, tableOf(holder), locale); err != nil {
			return nil, err
		}
	}
	title := c.Title[0]
	referred := len(referrers(c)) > 0
	out := make([]localizedRecord, len(recs))
	for i, rec := range recs {
		lr := localizedRecord{rec: rec, untranslated: []string{}}
		if referred {
			lr.source = map[string]string{title: c.Text(rec, title)}
		}
		own := texts[*c.ID(rec)]
		for _, f := range c.Fields {
			was := c.Text(rec, f.Name)
			if was == "" {
				continue
			}
			var local string
			var known bool
			switch names, folder := folders[f.Name]; {
			case f.Translatable:
				local, known = own[f.Name]
			case folder:
				local, known = names[was]
			default:
				continue
			}
			if known {
				c.SetText(rec, f.Name, local)
			} else {
				lr.untranslated = append(lr.untranslated, f.Name)
			}
		}
		out[i] = lr
	}
	return out, nil
}

// localeTexts answers the translations in locale of every record of t, by id and field.
func localeTexts(ctx context.Context, q queryer, t *table, locale string) (map[int64]map[string]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT record_id, field, value FROM record_translations
		WHERE record_table = ? AND locale = ?`, t.name, locale)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]map[string]string{}
	for rows.Next() {
		var id int64
		var field, value string
		if err := rows.Scan(&id, &field, &value); err != nil {
			return nil, err
		}
		if out[id] == nil {
			out[id] = map[string]string{}
		}
		out[id][field] = value
	}
	return out, rows.Err()
}

// localNames answers the names in locale of the records of t that have one, by their name in
// the default language (a folder's name, by which its items are filed).
func localNames(ctx context.Context, q queryer, t *table, locale string) (map[string]string, error) {
	title := t.c.Title[0]
	rows, err := q.QueryContext(ctx, `SELECT r.`+titleColumn(t.c)+`, tr.value FROM `+t.name+` r
		JOIN record_translations tr ON tr.record_table = ? AND tr.record_id = r.id AND tr.locale = ? AND tr.field = ?`,
		t.name, locale, title)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var name, local string
		if err := rows.Scan(&name, &local); err != nil {
			return nil, err
		}
		out[name] = local
	}
	return out, rows.Err()
}

// localizedRecord is a record of a list in a language other than the default: its JSON is
// the record's, with "untranslated" and, for a record others refer to, "source" added.
type localizedRecord struct {
	rec          any
	untranslated []string
	source       map[string]string
}

// MarshalJSON answers the record's JSON object with the two members added at its end.
func (r localizedRecord) MarshalJSON() ([]byte, error) {
	body, err := json.Marshal(r.rec)
	if err != nil || len(body) < 2 || body[len(body)-1] != '}' {
		return body, err
	}
	var buf bytes.Buffer
	buf.Write(body[:len(body)-1])
	if len(body) > 2 {
		buf.WriteByte(',')
	}
	buf.WriteString(`"untranslated":`)
	names, err := json.Marshal(r.untranslated)
	if err != nil {
		return nil, err
	}
	buf.Write(names)
	if r.source != nil {
		src, err := json.Marshal(r.source)
		if err != nil {
			return nil, err
		}
		buf.WriteString(`,"source":`)
		buf.Write(src)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}
