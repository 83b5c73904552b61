package httpapi

import (
	"context"
	"io"
	"net/http"
	"slices"
	"strings"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/references"
	"github.com/qrs-site/qrs/internal/uploads"
)

// The media library's routes (docs/media.md): viewers read it, editors and owners change it.
//
//	GET    /api/media?type=&q=&unused=&sort=  the assets, each with where it is used
//	GET    /api/media/{id}                    one asset with its uses
//	POST   /api/media                         upload a file into the library (multipart "file")
//	PATCH  /api/media/{id}?locale=            its alternative text and caption in a language, its focal point
//	POST   /api/media/{id}/replace            a new file of the same kind for every use (multipart "file")
//	DELETE /api/media/{id}                    to the trash (200 with its trashId); 409 with its uses while it is used
func mediaRoutes(d *deps) []route {
	m := mediaLibrary{d: d}
	return []route{
		{"GET /api/media", viewer, m.handleList()},
		{"GET /api/media/{id}", viewer, m.handleGet()},
		{"POST /api/media", editor, streamedUpTo(oneUpload(d.uploads), m.handleUpload())},
		{"PATCH /api/media/{id}", editor, pagesFirst(d, m.handlePatch())},
		{"POST /api/media/{id}/replace", editor, streamedUpTo(oneUpload(d.uploads), pagesFirst(d, m.handleReplace()))},
		{"DELETE /api/media/{id}", editor, m.handleDelete()},
	}
}

type mediaLibrary struct{ d *deps }

// mediaItem is an asset as the API answers it: the asset and every place that uses it.
type mediaItem struct {
	database.Asset
	UsedIn []database.LinkUse `json:"usedIn"`
	// Existing says an upload found its bytes in the library: the item is that file.
	Existing string `json:"existing,omitempty"`
}

// items answers the assets with their uses, read in one walk of the site.
func (m mediaLibrary) items(ctx context.Context, assets []database.Asset) ([]mediaItem, error) {
	uses, err := references.UploadUses(ctx, m.d.store, m.d.content)
	if err != nil {
		return nil, err
	}
	out := make([]mediaItem, len(assets))
	for i, a := range assets {
		out[i] = mediaItem{Asset: a, UsedIn: uses[uploads.Stem(a.URL)]}
		if out[i].UsedIn == nil {
			out[i].UsedIn = []database.LinkUse{}
		}
	}
	return out, nil
}

func (m mediaLibrary) item(ctx context.Context, id int64) (mediaItem, error) {
	a, err := m.d.store.Asset(ctx, id)
	if err != nil {
		return mediaItem{}, err
	}
	items, err := m.items(ctx, []database.Asset{a})
	if err != nil {
		return mediaItem{}, err
	}
	return items[0], nil
}

// mediaQuery is what a list asks for: a type ("image" or "pdf"), words of a name or a
// description, the unused files alone, and an order ("date", the newest first, the default;
// "name"; "size", the largest first).
type mediaQuery struct {
	kind, q, sort string
	unused        bool
}

// mediaSorts are the orders a list may ask for.
var mediaSorts = []string{"date", "name", "size"}

func readMediaQuery(r *http.Request) (mediaQuery, error) {
	v := r.URL.Query()
	mq := mediaQuery{kind: v.Get("type"), q: strings.ToLower(strings.TrimSpace(v.Get("q"))), sort: v.Get("sort")}
	errs := content.FieldErrors{}
	if mq.kind != "" && mq.kind != "image" && mq.kind != "pdf" {
		errs["type"] = "Must be one of: image, pdf"
	}
	if mq.sort == "" {
		mq.sort = "date"
	} else if !slices.Contains(mediaSorts, mq.sort) {
		errs["sort"] = "Must be one of: " + strings.Join(mediaSorts, ", ")
	}
	switch v.Get("unused") {
	case "", "0", "false":
	case "1", "true":
		mq.unused = true
	default:
		errs["unused"] = "Must be true or false"
	}
	return mq, validate(errs)
}

// matches reports whether the item is one the query asks for.
func (mq mediaQuery) matches(it mediaItem) bool {
	isPDF := it.Kind == string(uploads.PDF)
	switch {
	case mq.kind == "image" && isPDF, mq.kind == "pdf" && !isPDF:
		return false
	case mq.unused && len(it.UsedIn) > 0:
		return false
	case mq.q == "":
		return true
	}
	words := []string{it.Name}
	for _, t := range it.Texts {
		words = append(words, t.Alt, t.Caption)
	}
	return strings.Contains(strings.ToLower(strings.Join(words, "\n")), mq.q)
}

func (mq mediaQuery) order(items []mediaItem) {
	switch mq.sort {
	case "name":
		slices.SortStableFunc(items, func(a, b mediaItem) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	case "size":
		slices.SortStableFunc(items, func(a, b mediaItem) int { return int(min(max(b.Size-a.Size, -1), 1)) })
	} // "date": as the store answers them, the newest first
}

func (m mediaLibrary) handleList() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mq, err := readMediaQuery(r)
		var all []database.Asset
		if err == nil {
			all, err = m.d.store.Assets(r.Context())
		}
		var items []mediaItem
		if err == nil {
			items, err = m.items(r.Context(), all)
		}
		if err != nil {
			writeError(w, r, m.d.log, err)
			return
		}
		out := make([]mediaItem, 0, len(items))
		for _, it := range items {
			if mq.matches(it) {
				out = append(out, it)
			}
		}
		mq.order(out)
		encode(w, http.StatusOK, out)
	})
}

func (m mediaLibrary) handleGet() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		m.answer(w, r, id, err)
	})
}

// answer answers the asset of the id with its uses, or err when a step before failed.
func (m mediaLibrary) answer(w http.ResponseWriter, r *http.Request, id int64, err error) {
	var it mediaItem
	if err == nil {
		it, err = m.item(r.Context(), id)
	}
	if err != nil {
		writeError(w, r, m.d.log, err)
		return
	}
	encode(w, http.StatusOK, it)
}

// handleUpload answers POST /api/media: the file of the form field "file", a picture or a
// PDF checked and limited as every upload, goes into the library: 201 with the asset; a
// file whose bytes the library holds answers that asset, with existing saying so.
func (m mediaLibrary) handleUpload() http.Handler {
	allowed := append([]uploads.Kind{uploads.PDF}, uploads.Images...)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		saved, name, err := m.receive(w, r, allowed)
		if err == nil {
			err = m.d.store.KeepAsset(r.Context(), saved.URL)
		}
		var a *database.Asset
		if err == nil {
			a, err = m.d.store.AssetOfURL(r.Context(), saved.URL)
		}
		var it mediaItem
		if err == nil && a == nil {
			err = content.Errorf(content.Internal, "the upload %s is not in the library", saved.URL)
		}
		if err == nil {
			var items []mediaItem
			if items, err = m.items(r.Context(), []database.Asset{*a}); err == nil {
				it = items[0]
			}
		}
		if err != nil {
			writeError(w, r, m.d.log, err)
			return
		}
		if saved.Existing != nil {
			it.Existing = saved.Existing.Message
		}
		m.d.log.Info("file uploaded to the library", "url", saved.URL, "name", name)
		encode(w, http.StatusCreated, it)
	})
}

// receive checks and stores the file of the request's form field "file", one of the kinds
// allowed, and answers it with the name it had; a file whose bytes the library holds
// answers that file.
func (m mediaLibrary) receive(w http.ResponseWriter, r *http.Request, allowed []uploads.Kind) (uploadAnswer, string, error) {
	mr, err := multipartReader(w, r, oneUpload(m.d.uploads))
	var part io.Reader
	var name string
	if err == nil {
		p, perr := nextFile(mr)
		part, err = p, perr
		if p != nil {
			name = p.FileName()
		}
	}
	if err == io.EOF {
		err = content.ValidationError(content.FieldErrors{"file": "Please select a file"})
	}
	if err != nil {
		return uploadAnswer{}, name, err
	}
	saved, err := saveUpload(r.Context(), part, name, allowed, m.d.uploads, m.d.store, m.d.images)
	return saved, name, err
}

// handleReplace answers POST /api/media/{id}/replace: the file of the form field "file", of
// the asset's kind (a picture for a picture, a PDF for a PDF), becomes the asset's file in
// every use, and its old address leads to it; the old file waits in the trash. 200 with the
// asset; 409 when the file is the asset's already, or another asset's in use.
func (m mediaLibrary) handleReplace() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var was database.Asset
		if err == nil {
			was, err = m.d.store.Asset(r.Context(), id)
		}
		allowed := uploads.Images
		if was.Kind == string(uploads.PDF) {
			allowed = []uploads.Kind{uploads.PDF}
		}
		var saved uploadAnswer
		var name string
		if err == nil {
			saved, name, err = m.receive(w, r, allowed)
		}
		if content.ErrorCode(err) == content.Unsupported { // a file of another kind
			msg := database.MsgReplacePicture
			if was.Kind == string(uploads.PDF) {
				msg = database.MsgReplacePDF
			}
			err = content.Errorf(content.Unsupported, "%s", msg)
		}
		if err == nil {
			_, err = m.d.store.ReplaceAsset(r.Context(), id, saved.URL)
		}
		if err == nil {
			m.d.log.Info("library file replaced", "id", id, "from", was.URL, "to", saved.URL, "name", name)
		}
		m.answer(w, r, id, err)
	})
}

// mediaPatch is a change of an asset: its words in the language of ?locale= (an absent one
// keeps its value) and its focal point (both or neither).
type mediaPatch struct {
	Alt     *string `json:"alt"`
	Caption *string `json:"caption"`
	FocusX  *int    `json:"focusX"`
	FocusY  *int    `json:"focusY"`
}

func (m mediaLibrary) handlePatch() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var locale string
		if err == nil {
			locale, err = localeOf(r)
		}
		var p mediaPatch
		if err == nil {
			err = decode(w, r, &p)
		}
		if err == nil && (p.FocusX == nil) != (p.FocusY == nil) {
			err = content.ValidationError(content.FieldErrors{"focusY": "Give the focal point's two numbers, focusX and focusY"})
		}
		var a database.Asset
		if err == nil {
			a, err = m.d.store.Asset(r.Context(), id)
		}
		if err == nil && (p.Alt != nil || p.Caption != nil) {
			text := a.Texts[locale]
			if p.Alt != nil {
				text.Alt = *p.Alt
			}
			if p.Caption != nil {
				text.Caption = *p.Caption
			}
			_, err = m.d.store.SetAssetText(r.Context(), id, locale, text)
		}
		if err == nil && p.FocusX != nil {
			err = m.d.store.SetImageFocus(r.Context(), a.URL, *p.FocusX, *p.FocusY)
		}
		m.answer(w, r, id, err)
	})
}

// inUse is the answer of a delete refused while the file is used: the message and the uses.
type inUse struct {
	Message string             `json:"message"`
	UsedIn  []database.LinkUse `json:"usedIn"`
}

func (m mediaLibrary) handleDelete() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		ctx, receipt := database.WithTrashReceipt(r.Context())
		if err == nil {
			err = m.d.store.DeleteAsset(ctx, id)
		}
		if content.ErrorCode(err) == content.Conflict {
			if it, ierr := m.item(r.Context(), id); ierr == nil {
				encode(w, http.StatusConflict, inUse{Message: content.ErrorMessage(err), UsedIn: it.UsedIn})
				return
			}
		}
		if err != nil {
			writeError(w, r, m.d.log, err)
			return
		}
		m.d.log.Info("library file moved to the trash", "id", id)
		encode(w, http.StatusOK, deleted{Message: "File deleted", TrashID: receipt.ID})
	})
}

// formerAddresses leads a request for a file the library replaced (or one of its resized
// copies) to the asset's file of now: a link another site or a search engine holds still
// finds it, while every use on the site was written anew. Moved permanently, yet to be asked
// again (no-cache): putting the old file back makes its address the asset's once more.
func formerAddresses(d *deps, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		leads, err := d.store.FormerAddresses(r.Context())
		if err != nil {
			d.log.Error("former addresses of the library's files", "err", err)
		}
		if to, ok := leads[uploads.Stem(r.URL.Path)]; ok {
			w.Header().Set("Cache-Control", "no-cache")
			http.Redirect(w, r, to, http.StatusMovedPermanently)
			return
		}
		next.ServeHTTP(w, r)
	})
}
