package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/contentschema"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/site"
)

// Routes of this file (see routes.go):
//   GET /api/content/{key}           the published document, public, from the list cache
//   PUT /api/content/{key}           admin: a new version, validated against the schema
//   GET /api/content/{key}/versions  admin: the document's history, newest first
//
// Every content route takes ?locale=<code>, a language of languages.json (the default one
// when absent): each language's document has its own versions, draft, schedule and history.
// The pages show the default language's documents; until they show another's, a document of
// another language is checked against its schema but not rendered before it is published.

// localeOf answers the language a content request names (?locale=), the default one when it
// names none; 400 for a language the site does not speak.
func localeOf(r *http.Request) (string, error) {
	code := r.URL.Query().Get("locale")
	if code == "" {
		return content.DefaultLocale, nil
	}
	if !content.Languages.IsLanguage(code) {
		return "", content.ValidationError(content.FieldErrors{"locale": "The site does not speak this language"})
	}
	return code, nil
}

// handleContentGet answers GET /api/content/{key}: the published document as JSON (gzip or
// Brotli when accepted) from the site's lists, which hold every document of the model, with
// an ETag of its content; 404 for an unknown key or a document never published.
func handleContentGet(model *contentschema.Model, store *database.Store, lists *site.Lists, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, locale, err := documentOf(model, r)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		snap, err := lists.Snapshot(r.Context(), site.InLocale(site.ContentPath(key), locale))
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		if snap.Empty() { // never published in this language
			writeError(w, r, log, content.Errorf(content.NotFound, "This document is not published in this language"))
			return
		}
		snap.Serve(w, r)
	})
}

// documentOf answers the document a content route names ({key}) and the language it asks
// for (?locale=): a not-found error for a key the model does not have, a validation error at
// locale for a language the site does not speak.
func documentOf(model *contentschema.Model, r *http.Request) (string, string, error) {
	key := r.PathValue("key")
	if !model.Has(key) {
		return "", "", contentNotFound
	}
	locale, err := localeOf(r)
	return key, locale, err
}

// handleContentWithdraw answers DELETE /api/content/{key}?locale=<code>: the document's
// translation is taken off the site (see database.WithdrawTranslation) and its pages show
// the default language's text with a notice; 204. The default language's is refused (400),
// a translation with a draft too (409), and so is one of a document whose changes need
// review (409): what visitors see changes only through an approval there.
func handleContentWithdraw(d *deps) http.Handler {
	model, log := d.content, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, locale, err := documentOf(model, r)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		if locale != content.DefaultLocale {
			if err := d.requireNoReview(r.Context(), key); err != nil {
				if content.ErrorCode(err) == content.Conflict {
					err = content.Errorf(content.Conflict, "%s", withdrawNeedsReviewMessage)
				}
				writeError(w, r, log, err)
				return
			}
		}
		if err := d.store.WithdrawTranslation(r.Context(), key, locale); err != nil {
			writeError(w, r, log, err)
			return
		}
		d.site.RenderShowing(r.Context(), key)
		w.WriteHeader(http.StatusNoContent)
	})
}

// withdrawNeedsReviewMessage refuses to take offline a translation of a document whose
// changes need review.
const withdrawNeedsReviewMessage = "Changes to this document need review, so its translation cannot be taken offline directly: " +
	"an owner can stop requiring review of it first"

// handleLanguages answers GET /api/languages: every language of the site with the path of
// each page in it and the pages and documents it lacks (see internal/site/languages.go).
func handleLanguages(lists *site.Lists, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		snap, err := lists.Snapshot(r.Context(), site.LanguagesPath)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		snap.Serve(w, r)
	})
}

// handleContentPut answers PUT /api/content/{key} with a whole document: it is checked
// against the document's schema, every page showing it is rendered from it (see
// site.CheckRenders), and it is published as the next version, by the signed-in admin; 200 with
// the document as stored, once the pages and PDFs that show it are made anew. 400 with
// errors by JSON pointer ("/sections/0/heading") for a document the schema refuses or a
// page that cannot be rendered from it, 404 for an unknown key, 415 for a body that is not
// JSON, 413 for one too large. A refused document changes nothing.
func handleContentPut(d *deps) http.Handler {
	model, store, log := d.content, d.store, d.log
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, locale, err := documentOf(model, r)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		body, err := readJSON(w, r)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		if err := d.requireNoReviewOfWhole(r.Context(), key, locale); err != nil {
			writeError(w, r, log, err)
			return
		}
		if err := model.Validate(key, body); err != nil {
			writeError(w, r, log, err)
			return
		}
		if err := d.checkSlots(r.Context(), key, locale, body); err != nil {
			writeError(w, r, log, err)
			return
		}
		if err := d.site.CheckRenders(r.Context(), key, locale, body); err != nil {
			writeError(w, r, log, err)
			return
		}
		doc, err := store.PublishContent(r.Context(), key, locale, json.RawMessage(body), signedInAdmin(r))
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		d.site.RenderShowing(r.Context(), key)
		encode(w, http.StatusOK, doc)
	})
}

// handleContentVersions answers GET /api/content/{key}/versions: every version of the
// document, newest first, with who published it and when; 404 for an unknown key.
func handleContentVersions(model *contentschema.Model, store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, locale, err := documentOf(model, r)
		var versions []content.DocumentVersion
		if err == nil {
			versions, err = store.ContentVersions(r.Context(), key, locale)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, versions)
	})
}

// contentNotFound answers a key the content model does not know.
var contentNotFound = content.Errorf(content.NotFound, "Content not found")

// signedInAdmin answers the username of the actor requireRole put in the request's context.
func signedInAdmin(r *http.Request) string {
	a, _ := content.ActorFrom(r.Context())
	return a.Username
}
