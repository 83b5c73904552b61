package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/site"
	"github.com/qrs-site/qrs/internal/uploads"
)

// collectionRoutes are the standard routes of every declared collection (content.Collections)
// but those with routes of their own: list, read, create, update, delete, reorder for a
// collection with an order field, and the translations (translations.go) of one with
// translatable fields. Reads are public or for the role the declaration names;
// writes for its write role.
func collectionRoutes(d *deps) []route {
	var out []route
	for _, c := range content.Collections() {
		if c.Custom {
			continue
		}
		read, write := access(c.Read), access(c.Write)
		out = append(out,
			route{"GET " + c.Path, read, handleList(listsByLanguage(d.site.Lists(), c), d.log)},
			route{"GET " + c.Path + "/{id}", read, handleGet(c, d.store, d.log)},
			route{"POST " + c.Path, write, handleCreate(c, d.store, d.log)},
			route{"PUT " + c.Path + "/{id}", write, handleUpdate(c, d.store, d.uploads, d.log)},
			route{"DELETE " + c.Path + "/{id}", write, handleDelete(c, d.store, d.uploads, d.log)})
		if len(c.Translatable()) > 0 {
			out = append(out,
				route{"GET " + c.Path + "/{id}/translations", staffRead(c), handleTranslations(c, d.store, d.log)},
				route{"PUT " + c.Path + "/{id}/translations", write, handleSaveTranslations(c, d.store, d.log)})
		}
		if c.OrderField != "" {
			out = append(out, route{"POST " + c.Path + "/reorder", write,
				handleReorder(func(ctx context.Context, ids []int64) error { return d.store.Reorder(ctx, c, ids) }, d.log)})
		}
	}
	return out
}

// listsByLanguage answers the site's lists of c, by language: the default language's at
// c.Path, another's at c.Path?locale=<code>.
func listsByLanguage(lists *site.Lists, c *content.Collection) map[string]*site.List {
	out := map[string]*site.List{}
	for _, l := range content.Languages.Languages {
		path := c.Path
		if l.Code != content.DefaultLocale {
			path += "?locale=" + l.Code
		}
		out[l.Code] = lists.List(path)
	}
	return out
}

// handleList answers GET on a collection: the records as a JSON array (gzip or Brotli when
// accepted) from the site's list of the collection, with an ETag of its content, and 304
// when the client's copy is current. With ?locale=<code> of another language, the list in
// it (see database.Store.ListIn); 400 at the field locale for a language the site does not
// speak.
func handleList(lists map[string]*site.List, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		locale, err := localeOf(r)
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		snap, err := lists[locale].Snapshot(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		snap.Serve(w, r)
	})
}

// handleGet answers GET on an item: the record, or 404.
func handleGet(c *content.Collection, s *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		if err == nil {
			var rec any
			if rec, err = s.Get(r.Context(), c, id); err == nil {
				encode(w, http.StatusOK, rec)
				return
			}
		}
		writeError(w, r, log, err)
	})
}

// handleCreate answers POST on a collection: 201 and the stored record; 400 with field
// errors, 415 for a body that is not JSON, 413 for one too large.
func handleCreate(c *content.Collection, s *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := c.New()
		err := decode(w, r, rec)
		if err == nil {
			*c.ID(rec) = 0
			err = validate(c.Check(rec))
		}
		if err == nil {
			err = s.Create(r.Context(), c, rec)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusCreated, rec)
	})
}

// handleUpdate answers PUT on an item: the body's fields replace the stored ones (absent
// fields keep their value); 200 and the record, 404 for an unknown id, 400 as for create.
// The stored record is read, merged with the body and written in one transaction, so two
// updates of different fields at once both keep their change. An upload the record no
// longer uses is deleted after the commit.
func handleUpdate(c *content.Collection, s *database.Store, files *uploads.Dir, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var body []byte
		if err == nil {
			body, err = readJSON(w, r)
		}
		var rec any
		var unused []string
		if err == nil {
			rec, unused, err = s.Update(r.Context(), c, id, func(rec any) error {
				if err := decodeInto(body, rec); err != nil {
					return err
				}
				*c.ID(rec) = id
				return validate(c.Check(rec))
			})
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		removeFiles(files, log, unused)
		encode(w, http.StatusOK, rec)
	})
}

// handleDelete answers DELETE on an item: the record goes to the trash, 200 with the
// trash entry's id (trashId) that restores it; 404 for an unknown id. Uploads no record
// uses (none while the record is in the trash) are deleted after the commit.
func handleDelete(c *content.Collection, s *database.Store, files *uploads.Dir, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		ctx, receipt := database.WithTrashReceipt(r.Context())
		var unused []string
		if err == nil {
			unused, err = s.Delete(ctx, c, id)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		removeFiles(files, log, unused)
		encode(w, http.StatusOK, deleted{Message: c.Label + " deleted", TrashID: receipt.ID})
	})
}

func removeFiles(files *uploads.Dir, log *slog.Logger, urls []string) {
	if err := files.Remove(urls...); err != nil {
		log.Warn("could not delete unused uploads", "err", err)
	}
}

// reorderRequest is the body of the reorder calls.
type reorderRequest struct {
	IDs []int64 `json:"ids"`
}

// handleReorder answers POST .../reorder with {"ids": [...]}: each id's orderIndex becomes
// its position, in one transaction; 404 when an id is unknown (nothing changes then).
func handleReorder(reorder func(context.Context, []int64) error, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req reorderRequest
		err := decode(w, r, &req)
		if err == nil && len(req.IDs) == 0 {
			err = content.ValidationError(content.FieldErrors{"ids": content.MsgRequired})
		}
		if err == nil {
			seen := map[int64]bool{}
			for _, id := range req.IDs {
				if seen[id] {
					err = content.ValidationError(content.FieldErrors{"ids": fmt.Sprintf("Duplicate id %d", id)})
				}
				seen[id] = true
			}
		}
		if err == nil {
			err = reorder(r.Context(), req.IDs)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		encode(w, http.StatusOK, msgf("Order saved"))
	})
}
