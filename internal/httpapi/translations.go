package httpapi

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
)

// Routes of this file (see routes.go), for the translations of the site's words into its
// other languages (?locale=<code>, never the default language's):
//   GET  <collection path>/{id}/translations              a record's translatable fields in the language, each with its English text
//   PUT  <collection path>/{id}/translations              save some of them: {"<field>": "<text>", ...}; "" removes one
//   GET  /api/content/{key}/translation-status            the document's texts in the language whose English text changed since
//   POST /api/content/{key}/translation-status            {"reviewed": "<JSON pointer>"}: confirm one of them as it is
// A collection's routes are those of a collection with translatable fields, read by every
// staff account that reads the panel and written by the collection's write role.

// staffRead is who reads a collection's translations: every signed-in account, or the
// collection's own readers when those are fewer.
func staffRead(c *content.Collection) access {
	if content.Role(c.Read).AtLeast(content.RoleViewer) {
		return access(c.Read)
	}
	return viewer
}

// handleTranslations answers GET <path>/{id}/translations?locale=<code>: the record's
// translatable fields in the language (database.RecordTranslations); 404 for an unknown id,
// 400 at the field locale for the default language or one the site does not speak.
func handleTranslations(c *content.Collection, s *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var locale string
		if err == nil {
			locale, err = localeOf(r)
		}
		var out database.RecordTranslations
		if err == nil {
			out, err = s.Translations(r.Context(), c, id, locale)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, out)
	})
}

// handleSaveTranslations answers PUT <path>/{id}/translations?locale=<code> with texts by
// field: each saved (an unchanged one confirmed, "" removing it), by the signed-in editor,
// in one transaction (a rich-text field's as a string or a document, docs/rich-text.md);
// 200 with the record's translations as GET answers them. 400 with the
// field's message for a field that is not translatable or a text longer than its field takes
// (nothing is saved then), or at locale as GET; 404 for an unknown id.
func handleSaveTranslations(c *content.Collection, s *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var locale string
		if err == nil {
			locale, err = localeOf(r)
		}
		// A rich field's text comes as its document or as a string, a plain field's as a string.
		sent := map[string]content.RichValue{}
		if err == nil {
			err = decode(w, r, &sent)
		}
		texts := make(map[string]string, len(sent))
		for field, text := range sent {
			texts[field] = string(text)
		}
		var out database.RecordTranslations
		if err == nil {
			out, err = s.SaveTranslations(r.Context(), c, id, locale, texts, signedInAdmin(r))
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, out)
	})
}

// translationStatus is the answer of the translation-status routes: the texts of a document
// in a language whose English text changed since they were last saved.
type translationStatus struct {
	Locale  string                  `json:"locale"`
	Changes []database.SourceChange `json:"changes"`
}

// handleTranslationStatus answers GET /api/content/{key}/translation-status?locale=<code>:
// the document's texts in the language waiting for a review; 404 for an unknown key, 400 at
// locale for a language the site does not speak.
func handleTranslationStatus(model *contentschema.Model, s *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, locale, err := documentOf(model, r)
		var changes []database.SourceChange
		if err == nil {
			changes, err = s.ContentSourceChanges(r.Context(), key, locale)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, translationStatus{Locale: locale, Changes: changes})
	})
}

// reviewRequest is the body of POST …/translation-status: the JSON pointer of the text
// confirmed as it is.
type reviewRequest struct {
	Reviewed string `json:"reviewed"`
}

// handleReviewTranslation answers POST /api/content/{key}/translation-status?locale=<code>
// with {"reviewed": "/hero/title"}: the text's mark goes, and the answer is what GET answers
// after it. 400 at reviewed for a body without a JSON pointer, at locale for the default
// language or one the site does not speak; 404 for an unknown key.
func handleReviewTranslation(model *contentschema.Model, s *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, locale, err := documentOf(model, r)
		var req reviewRequest
		if err == nil {
			err = decode(w, r, &req)
		}
		if err == nil && !strings.HasPrefix(req.Reviewed, "/") {
			err = content.ValidationError(content.FieldErrors{"reviewed": "Name the text by its JSON pointer, as /hero/title"})
		}
		var changes []database.SourceChange
		if err == nil {
			changes, err = s.MarkContentReviewed(r.Context(), key, locale, req.Reviewed)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, translationStatus{Locale: locale, Changes: changes})
	})
}
