package database

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/qrs-site/qrs/internal/content"
)

// The states of a content document: the published one visitors see, and an editor's draft.
const (
	statePublished = "published"
	stateDraft     = "draft"
)

// SeedContent stores each of docs (by language, then key) as version 1 of its published
// document, by the system, unless the default language's document of that key is already
// published: a translation starts with its document, on a new site or with a document added
// by a release, and is never laid over a site's own text, which it would not match. It
// never overwrites. It answers the keys it stored, sorted, all in one transaction.
func (s *Store) SeedContent(ctx context.Context, docs map[string]map[string]json.RawMessage) ([]string, error) {
	return s.seedContent(ctx, docs)
}

// SeedDefaultContent is SeedContent of documents in the default language alone.
func (s *Store) SeedDefaultContent(ctx context.Context, docs map[string]json.RawMessage) ([]string, error) {
	return s.seedContent(ctx, map[string]map[string]json.RawMessage{content.DefaultLocale: docs})
}

func (s *Store) seedContent(ctx context.Context, docs map[string]map[string]json.RawMessage) ([]string, error) {
	keys := make([]string, 0, len(docs[content.DefaultLocale]))
	bodies := map[string]map[string][]byte{}
	for locale, byKey := range docs {
		bodies[locale] = map[string][]byte{}
		for key, body := range byKey {
			compact, err := compactJSON(body)
			if err != nil {
				return nil, content.Errorf(content.Invalid, "content %q is not JSON", key)
			}
			bodies[locale][key] = compact
		}
	}
	for key := range docs[content.DefaultLocale] {
		keys = append(keys, key)
	}
	slices.Sort(keys)
	var seeded []string
	err := s.inTx(ctx, nil, func(tx *sql.Tx) error {
		seeded = nil
		now := s.timestamp()
		for _, key := range keys {
			_, err := publishedDocument(ctx, tx, key, content.DefaultLocale)
			if err == nil {
				continue
			}
			if content.ErrorCode(err) != content.NotFound {
				return err
			}
			for _, l := range content.Languages.Languages {
				body, ok := bodies[l.Code][key]
				if !ok {
					continue
				}
				if _, err := publishedDocument(ctx, tx, key, l.Code); err == nil {
					continue
				} else if content.ErrorCode(err) != content.NotFound {
					return err
				}
				if _, err := publish(ctx, tx, key, l.Code, body, content.SystemAuthor, now); err != nil {
					return err
				}
			}
			seeded = append(seeded, key)
		}
		return nil
	})
	if err == nil && len(seeded) > 0 {
		s.version.Add(1)
	}
	return seeded, err
}

// PublishedContent answers the published document of key in locale, or a not-found error.
// The site document of a language other than the default holds the default language's
// facts (content.ShareFacts): they are written once, there, for every language, and every
// reader of a language's site document (its pages, PDFs and checks) finds them in it.
func (s *Store) PublishedContent(ctx context.Context, key, locale string) (content.Document, error) {
	locale = orDefaultLocale(locale)
	doc, err := publishedDocument(ctx, s.db, key, locale)
	if err != nil || key != "site" || locale == content.DefaultLocale {
		return doc, err
	}
	shared, err := publishedDocument(ctx, s.db, key, content.DefaultLocale)
	if content.ErrorCode(err) == content.NotFound {
		return doc, nil
	}
	if err != nil {
		return doc, err
	}
	body, err := content.ShareFacts(doc.Body, shared.Body)
	if err != nil {
		return doc, err
	}
	doc.Body = body
	return doc, nil
}

// PublishContent stores body as the next version of the document of key in locale and
// publishes it, by the admin named by, in one transaction. It answers the document as
// published. The texts it changed are marked for review in the other languages, or lose
// their mark, as with a saved draft (SaveContentDraft).
func (s *Store) PublishContent(ctx context.Context, key, locale string, body json.RawMessage, by string) (content.Document, error) {
	compact, err := compactJSON(body)
	if err != nil {
		return content.Document{}, content.Errorf(content.Invalid, "Content must be JSON")
	}
	var doc content.Document
	err = s.inTx(ctx, contentChanges(key), func(tx *sql.Tx) error {
		locale := orDefaultLocale(locale)
		var before []byte
		if prev, err := publishedDocument(ctx, tx, key, locale); err == nil {
			before = prev.Body
		} else if content.ErrorCode(err) != content.NotFound {
			return err
		}
		doc, err = publish(ctx, tx, key, locale, compact, by, s.timestamp())
		if err != nil {
			return err
		}
		// What changed is measured from the text the editor last saved: the draft, if any.
		edited := before
		if st, err := contentState(ctx, tx, key, locale); err == nil && st.Draft != nil {
			edited = st.Draft.Body
		}
		if err := s.noteContentChange(ctx, tx, key, locale, edited, compact); err != nil {
			return err
		}
		if err := keepUploads(ctx, tx, string(compact)); err != nil {
			return err
		}
		return s.audit(ctx, tx, AuditEntry{Action: "publish", Kind: auditKindContent, Target: contentTarget(key, locale),
			Changes: auditJSONDiff(before, compact)})
	})
	return doc, err
}

// ContentVersions answers the history of the document of key in locale, newest first; an
// empty list for a document never published.
func (s *Store) ContentVersions(ctx context.Context, key, locale string) ([]content.DocumentVersion, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT version, created_at, created_by, summary FROM content_versions
		WHERE key = ? AND locale = ? ORDER BY version DESC`, key, orDefaultLocale(locale))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []content.DocumentVersion{}
	for rows.Next() {
		var v content.DocumentVersion
		if err := rows.Scan(&v.Version, &v.CreatedAt, &v.CreatedBy, &v.Summary); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// publish writes body as the version after the newest one of key in locale, both into the
// history and as the published document.
func publish(ctx context.Context, tx *sql.Tx, key, locale string, body []byte, by, now string) (content.Document, error) {
	var latest int64
	err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM content_versions WHERE key = ? AND locale = ?`,
		key, locale).Scan(&latest)
	if err != nil {
		return content.Document{}, err
	}
	summary := "First version"
	if latest > 0 {
		var before string
		err := tx.QueryRowContext(ctx, `SELECT body FROM content_versions WHERE key = ? AND locale = ? AND version = ?`,
			key, locale, latest).Scan(&before)
		if err != nil {
			return content.Document{}, err
		}
		if body, err = datedUpdate(ctx, tx, []byte(before), body, now); err != nil {
			return content.Document{}, err
		}
		summary = content.Summary(json.RawMessage(before), body)
	}
	doc := content.Document{Key: key, Locale: locale, Version: latest + 1, Body: body, UpdatedAt: now, UpdatedBy: by}
	_, err = tx.ExecContext(ctx, `INSERT INTO content_versions (key, locale, version, body, created_at, created_by, summary)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, key, locale, doc.Version, string(body), now, by, summary)
	if err != nil {
		return content.Document{}, err
	}
	// A first version's revision follows its draft's, which an editor's write may name.
	var revision int64
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(revision), 0) FROM content_documents WHERE key = ? AND locale = ?`,
		key, locale).Scan(&revision); err != nil {
		return content.Document{}, err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO content_documents (key, locale, state, body, version, updated_at, updated_by, revision)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (key, locale, state) DO UPDATE SET body = excluded.body, version = excluded.version,
			updated_at = excluded.updated_at, updated_by = excluded.updated_by, revision = content_documents.revision + 1`,
		key, locale, statePublished, string(body), doc.Version, now, by, revision+1)
	return doc, err
}

// publishedDocument reads the published document of key in locale.
func publishedDocument(ctx context.Context, q queryer, key, locale string) (content.Document, error) {
	doc := content.Document{Key: key, Locale: locale}
	var body string
	err := q.QueryRowContext(ctx, `SELECT body, version, updated_at, updated_by FROM content_documents
		WHERE key = ? AND locale = ? AND state = ?`, key, locale, statePublished).
		Scan(&body, &doc.Version, &doc.UpdatedAt, &doc.UpdatedBy)
	if errors.Is(err, sql.ErrNoRows) {
		return doc, content.Errorf(content.NotFound, "Content %q not found", key)
	}
	doc.Body = json.RawMessage(body)
	return doc, err
}

func orDefaultLocale(locale string) string {
	if locale == "" {
		return content.DefaultLocale
	}
	return locale
}

// compactJSON answers body without insignificant white space, or an error when it is not JSON.
func compactJSON(body []byte) ([]byte, error) {
	var buf bytes.Buffer
	if err := json.Compact(&buf, body); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// contentTarget names a content document in the audit log: its key, with the locale when
// it is not the default one.
func contentTarget(key, locale string) string {
	if locale == "" || locale == content.DefaultLocale {
		return key
	}
	return key + " (" + locale + ")"
}

// datedUpdate dates a document with a "Last updated" of its own (a policy's "updated") by its
// publishing: body, the next version after before, changed something and kept the date
// before had, so it is dated today (now, in the site's time zone). A date the editor changed
// by hand stands, and so does a document that changed nothing.
func datedUpdate(ctx context.Context, tx *sql.Tx, before, body []byte, now string) ([]byte, error) {
	var was, is struct {
		Updated *string `json:"updated"`
	}
	if json.Unmarshal(before, &was) != nil || json.Unmarshal(body, &is) != nil || is.Updated == nil || was.Updated == nil ||
		*is.Updated != *was.Updated || bytes.Equal(before, body) {
		return body, nil
	}
	at, err := time.Parse(time.RFC3339, now)
	if err != nil {
		return body, nil
	}
	today, _ := json.Marshal(at.In(siteTimeZone(ctx, tx)).Format(time.DateOnly))
	return content.SetMember(body, "updated", today)
}

// SiteTimeZone is the zone of the site settings' timeZone, UTC when unset or unknown.
func (s *Store) SiteTimeZone(ctx context.Context) *time.Location { return siteTimeZone(ctx, s.db) }

func siteTimeZone(ctx context.Context, q queryer) *time.Location {
	doc, err := publishedDocument(ctx, q, "site", content.DefaultLocale)
	if err != nil {
		return time.UTC
	}
	var settings struct {
		TimeZone string `json:"timeZone"`
	}
	if json.Unmarshal(doc.Body, &settings) != nil || settings.TimeZone == "" {
		return time.UTC
	}
	zone, err := time.LoadLocation(settings.TimeZone)
	if err != nil {
		return time.UTC
	}
	return zone
}
