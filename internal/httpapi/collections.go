package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/qrs-site/qrs/internal/content"
	"github.com/qrs-site/qrs/internal/database"
	"github.com/qrs-site/qrs/internal/uploads"
)

// collection binds one record kind to its store methods, so the list, read, create, update
// and delete handlers of the seven admin collections are written once.
type collection[T any] struct {
	what   string // "Team member", for messages
	path   string // where the list is served, e.g. "/api/team-members"
	list   func(context.Context) ([]T, error)
	get    func(context.Context, int64) (T, error)
	create func(context.Context, *T) error
	update func(ctx context.Context, id int64, change func(*T) error) (T, []string, error)
	remove func(context.Context, int64) ([]string, error)
	check  func(*T) content.FieldErrors // normalises and validates
	setID  func(*T, int64)
	blank  func() T // a new record with the defaults of spec §9
}

// handleList answers GET on a collection: the records as a JSON array (gzip or Brotli when
// accepted) from the list cache, with an ETag of its content, and 304 when the client's
// copy is current.
func handleList[T any](c collection[T], lists *listCache, log *slog.Logger) http.Handler {
	list := lists.add(c.path, listOf(c.list))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		snap, err := list.snapshot(r.Context())
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		snap.answer.serve(w, r, http.StatusOK)
	})
}

// handleGet answers GET on an item: the record, or 404.
func handleGet[T any](c collection[T], log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		if err == nil {
			var rec T
			if rec, err = c.get(r.Context(), id); err == nil {
				encode(w, http.StatusOK, rec)
				return
			}
		}
		writeError(w, r, log, err)
	})
}

// handleCreate answers POST on a collection: 201 and the stored record; 400 with field
// errors, 415 for a body that is not JSON, 413 for one too large.
func handleCreate[T any](c collection[T], log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := c.blank()
		err := decode(w, r, &rec)
		if err == nil {
			c.setID(&rec, 0)
			err = validate(c.check(&rec))
		}
		if err == nil {
			err = c.create(r.Context(), &rec)
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
func handleUpdate[T any](c collection[T], files *uploads.Dir, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		var body []byte
		if err == nil {
			body, err = readJSON(w, r)
		}
		var rec T
		var unused []string
		if err == nil {
			rec, unused, err = c.update(r.Context(), id, func(rec *T) error {
				if err := decodeInto(body, rec); err != nil {
					return err
				}
				c.setID(rec, id)
				return validate(c.check(rec))
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
func handleDelete[T any](c collection[T], files *uploads.Dir, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := pathID(r)
		ctx, receipt := database.WithTrashReceipt(r.Context())
		var unused []string
		if err == nil {
			unused, err = c.remove(ctx, id)
		}
		if err != nil {
			writeError(w, r, log, err)
			return
		}
		removeFiles(files, log, unused)
		encode(w, http.StatusOK, deleted{Message: c.what + " deleted", TrashID: receipt.ID})
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

// The seven collections of spec §7 bound to the store.

func teamMembers(s *database.Store) collection[content.TeamMember] {
	return collection[content.TeamMember]{what: "Team member", path: "/api/team-members",
		list: s.ListTeamMembers, get: s.GetTeamMember, create: s.CreateTeamMember,
		update: s.UpdateTeamMember, remove: s.DeleteTeamMember,
		check: (*content.TeamMember).Normalize,
		setID: func(m *content.TeamMember, id int64) { m.ID = id },
		blank: func() content.TeamMember { return content.TeamMember{} }}
}

func galleryImages(s *database.Store) collection[content.GalleryImage] {
	return collection[content.GalleryImage]{what: "Gallery image", path: "/api/gallery/images",
		list: s.ListGalleryImages, get: s.GetGalleryImage, create: s.CreateGalleryImage,
		update: s.UpdateGalleryImage, remove: s.DeleteGalleryImage,
		check: (*content.GalleryImage).Normalize,
		setID: func(m *content.GalleryImage, id int64) { m.ID = id },
		blank: func() content.GalleryImage { return content.GalleryImage{} }}
}

func galleryVideos(s *database.Store) collection[content.GalleryVideo] {
	return collection[content.GalleryVideo]{what: "Gallery video", path: "/api/gallery/videos",
		list: s.ListGalleryVideos, get: s.GetGalleryVideo, create: s.CreateGalleryVideo,
		update: s.UpdateGalleryVideo, remove: s.DeleteGalleryVideo,
		check: (*content.GalleryVideo).Normalize,
		setID: func(m *content.GalleryVideo, id int64) { m.ID = id },
		blank: func() content.GalleryVideo { return content.GalleryVideo{} }}
}

func researchPapers(s *database.Store) collection[content.ResearchPaper] {
	return collection[content.ResearchPaper]{what: "Research paper", path: "/api/research-papers",
		list: s.ListResearchPapers, get: s.GetResearchPaper, create: s.CreateResearchPaper,
		update: s.UpdateResearchPaper, remove: s.DeleteResearchPaper,
		check: (*content.ResearchPaper).Normalize,
		setID: func(m *content.ResearchPaper, id int64) { m.ID = id },
		blank: func() content.ResearchPaper { return content.ResearchPaper{} }}
}

func categories(s *database.Store) collection[content.Category] {
	return collection[content.Category]{what: "Folder", path: "/api/categories",
		list: s.ListCategories, get: s.GetCategory, create: s.CreateCategory,
		update: s.UpdateCategory, remove: s.DeleteCategory,
		check: (*content.Category).Normalize,
		setID: func(m *content.Category, id int64) { m.ID = id },
		blank: func() content.Category { return content.Category{} }}
}

func globalPartners(s *database.Store) collection[content.GlobalPartner] {
	return collection[content.GlobalPartner]{what: "Global partner", path: "/api/global-partners",
		list: s.ListGlobalPartners, get: s.GetGlobalPartner, create: s.CreateGlobalPartner,
		update: s.UpdateGlobalPartner, remove: s.DeleteGlobalPartner,
		check: (*content.GlobalPartner).Normalize,
		setID: func(m *content.GlobalPartner, id int64) { m.ID = id },
		blank: func() content.GlobalPartner { return content.GlobalPartner{} }}
}

func partnerCategories(s *database.Store) collection[content.PartnerCategory] {
	return collection[content.PartnerCategory]{what: "Partner category", path: "/api/partner-categories",
		list: s.ListPartnerCategories, get: s.GetPartnerCategory, create: s.CreatePartnerCategory,
		update: s.UpdatePartnerCategory, remove: s.DeletePartnerCategory,
		check: (*content.PartnerCategory).Normalize,
		setID: func(m *content.PartnerCategory, id int64) { m.ID = id },
		blank: func() content.PartnerCategory { return content.PartnerCategory{IsActive: true} }}
}
