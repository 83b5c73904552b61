package httpapi

import (
	"context"
	"github.com/qrs-site/qrs/internal/content"
	"log/slog"
	"net/http"
	"time"

	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/uploads"
)

// trashRoutes are the routes of the trash: everyone in the panel sees what was deleted;
// editors and owners restore it. The deletes themselves are the collections' and the
// inbox's, each answering the trash entry it made so the panel can offer Undo.
func trashRoutes(d *deps) []route {
	return []route{
		{"GET /api/trash", viewer, handleTrashList(d.store, d.log)},
		{"POST /api/trash/{id}/restore", editor, handleTrashRestore(d.store, d.log)},
	}
}

// trashItem is one entry of the trash as the panel lists it, with the name of its kind.
type trashItem struct {
	database.TrashEntry
	What string `json:"what"`
}

func trashItemOf(e database.TrashEntry) trashItem {
	var what string
	for _, c := range content.Collections() {
		if c.Kind == e.Kind {
			what = c.Label
			if e.Contents.Messages > 1 {
				what = c.Plural // a bulk delete of messages
			}
		}
	}
	return trashItem{TrashEntry: e, What: what}
}

// deleted answers a delete: what went, and the trash entry that restores it (Undo).
type deleted struct {
	Message string `json:"message"`
	TrashID int64  `json:"trashId,omitempty"`
}

// handleTrashList answers GET /api/trash (viewer): the trash, the newest deletes first,
// each with its kind, name, who deleted it and when, when the purge removes it for good,
// and what a folder held.
func handleTrashList(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		list, err := store.ListTrash(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		out := make([]trashItem, len(list))
		for i, e := range list {
			out[i] = trashItemOf(e)
		}
		encode(w, http.StatusOK, out)
	})
}

// restored answers a restore: what came back, and the entry as the trash listed it.
type restored struct {
	Message string    `json:"message"`
	Entry   trashItem `json:"entry"`
}

// handleTrashRestore answers POST /api/trash/{id}/restore (editor): the entry's records are
// back where they were (a folder with its contents), 200; 404 for an entry no longer in the
// trash; 409 with what to do when the restore would clash (a folder of the same name made
// meanwhile, an item whose folder is itself in the trash).
func handleTrashRestore(store *database.Store, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var e database.TrashEntry
		if err == nil {
			e, err = store.RestoreTrash(r.Context(), id)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		item := trashItemOf(e)
		encode(w, http.StatusOK, restored{Message: item.What + " restored", Entry: item})
	})
}

// PurgeTrash removes for good what was deleted more than 30 days ago, and then the uploads
// only those records used. It answers the removed uploads' URLs.
func PurgeTrash(ctx context.Context, store *database.Store, files *uploads.Dir, log *slog.Logger) ([]string, error) {
	unused, err := store.PurgeTrash(ctx, database.TrashKeep)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, u := range unused {
		if err := files.Remove(u); err != nil {
			log.Warn("could not remove an upload of a purged record", "url", u, "err", err)
			continue
		}
		removed = append(removed, u)
	}
	if len(removed) > 0 {
		log.Info("trash purged", "uploads removed", len(removed))
	}
	return removed, nil
}

// PurgeTrashEvery purges the trash at once and then every interval until ctx ends, on one
// instance of the site at a time (the one that holds the purge's lease); it returns when
// the purge under way, if any, has finished.
func PurgeTrashEvery(ctx context.Context, store *database.Store, files *uploads.Dir, interval time.Duration, log *slog.Logger) {
	store.RunLeased(ctx, "trash-purge", func(ctx context.Context) { purgeTrashEvery(ctx, store, files, interval, log) })
}

func purgeTrashEvery(ctx context.Context, store *database.Store, files *uploads.Dir, interval time.Duration, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := PurgeTrash(ctx, store, files, log); err != nil && ctx.Err() == nil {
			log.Warn("purging the trash failed", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
